import { FloatingDelayGroup } from "@floating-ui/react";
import { TooltipGroupContext } from "@mantine/core";
import { TOOLTIPS } from "@studio/shared";
import type { ReactNode } from "react";

const grouped = { withinGroup: true };

/**
 * Hover hints timed as SPEC 9 says: a hint opens after the open delay, and another one in the
 * same area hovered within the skip delay of the last one closing opens at once (moving along a
 * row of icon buttons). Mantine's Tooltip.Group does not pass floating-ui's `timeoutMs` (the skip
 * delay), so its tooltips join a delay group of our own through Mantine's group context.
 *
 * Used around the screens that show tooltips (admin, chat, a result's tools), not at the app
 * root: floating-ui's grouping code would add about 15 KB to the home page's first load.
 */
export function TooltipTiming({ children }: { children: ReactNode }) {
  return (
    <TooltipGroupContext value={grouped}>
      <FloatingDelayGroup
        delay={{ open: TOOLTIPS.openDelayMs, close: 0 }}
        timeoutMs={TOOLTIPS.skipDelayMs}
      >
        {children}
      </FloatingDelayGroup>
    </TooltipGroupContext>
  );
}

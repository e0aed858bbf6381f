import { Badge, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { type ComplianceFlag, canApply, complianceCategoryLabels } from "@studio/shared";
import { IconWand } from "@tabler/icons-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { notify, TOAST_Z_INDEX } from "../../lib/notify";
import type { Decorate } from "../home/generated-text";
import classes from "./compliance-marks.module.css";
import { complianceStrings as s } from "./compliance-strings";

/**
 * Underlines flagged words inside a run of rendered text. A run starts at `start` in the draft;
 * each flag's [start, end) is cut to the part inside the run, so a flag that crosses a bold or
 * italic boundary is underlined in each piece.
 */
export function highlightFlags(
  flags: readonly ComplianceFlag[],
  onApply: ((flag: ComplianceFlag) => void) | null,
): Decorate {
  return (text, start) => {
    const end = start + text.length;
    const inside = flags
      .filter((f) => f.end > start && f.start < end && f.end > f.start)
      .sort((a, b) => a.start - b.start);
    if (inside.length === 0) return text;
    const pieces: ReactNode[] = [];
    let at = start;
    for (const flag of inside) {
      const from = Math.max(flag.start, at);
      const to = Math.min(flag.end, end);
      if (to <= from) continue;
      if (from > at) pieces.push(text.slice(at - start, from - start));
      pieces.push(
        <FlagMark key={`${flag.rule}:${from}`} flag={flag} onApply={onApply}>
          {text.slice(from - start, to - start)}
        </FlagMark>,
      );
      at = to;
    }
    if (at < end) pieces.push(text.slice(at - start));
    return pieces;
  };
}

function FlagMark({
  flag,
  onApply,
  children,
}: {
  flag: ComplianceFlag;
  onApply: ((flag: ComplianceFlag) => void) | null;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const label = complianceCategoryLabels[flag.category];
  // A toast (the "Generated" one arrives with the flags) must not sit over the explanation the
  // person just asked for: opening the popover dismisses it.
  const toggle = () => {
    if (!opened) notify.clean();
    setOpened(!opened);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle();
    }
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      shadow="md"
      withArrow
      position="bottom-start"
      // Above the toasts' layer, should one arrive while it is open.
      zIndex={TOAST_Z_INDEX + 1}
    >
      <Popover.Target>
        {/* biome-ignore lint/a11y/useSemanticElements: a button element cannot sit inside running prose without breaking its line wrapping. */}
        <span
          role="button"
          tabIndex={0}
          className={classes.mark}
          data-severity={flag.severity}
          data-testid="compliance-mark"
          aria-label={s.flaggedText(label, flag.excerpt)}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          {children}
        </span>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <FlagDetails
          flag={flag}
          onApply={
            onApply
              ? () => {
                  setOpened(false);
                  onApply(flag);
                }
              : null
          }
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Category, severity, reason and the suggested rewrite of one flag. */
export function FlagDetails({
  flag,
  onApply,
}: {
  flag: ComplianceFlag;
  onApply: (() => void) | null;
}) {
  return (
    <Stack gap={8}>
      <Group gap={6}>
        <Badge size="sm" variant="light" color={flag.severity === "block" ? "red" : "yellow"}>
          {flag.severity === "block" ? s.blocking : s.warning}
        </Badge>
        <Text size="sm" fw={600}>
          {complianceCategoryLabels[flag.category]}
        </Text>
      </Group>
      <Text size="sm">{flag.reason}</Text>
      {flag.suggestion ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {s.suggestion}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {flag.suggestion}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {s.noSuggestion}
        </Text>
      )}
      {onApply && canApply(flag) ? (
        <Button size="xs" leftSection={<IconWand size={14} />} onClick={onApply}>
          {s.applyRewrite}
        </Button>
      ) : null}
    </Stack>
  );
}

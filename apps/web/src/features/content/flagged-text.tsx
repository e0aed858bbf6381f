import { Box, Tooltip } from "@mantine/core";
import type { ComplianceFlag } from "@studio/shared";
import type { ReactNode } from "react";

/**
 * The version's text with each flagged passage marked where it stands (offsets are into the text
 * as checked, markup included). Overlapping flags keep the first; text stays React text.
 */
export function FlaggedText({ text, flags }: { text: string; flags: ComplianceFlag[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const flag of [...flags].sort((a, b) => a.start - b.start)) {
    if (flag.start < at || flag.end > text.length || flag.end <= flag.start) continue;
    parts.push(text.slice(at, flag.start));
    parts.push(
      <Tooltip key={`${flag.rule}-${flag.start}`} label={flag.reason} multiline maw={320}>
        <mark
          style={{
            background:
              flag.severity === "block"
                ? "var(--mantine-color-red-light)"
                : "var(--mantine-color-yellow-light)",
            borderRadius: 3,
          }}
        >
          {text.slice(flag.start, flag.end)}
        </mark>
      </Tooltip>,
    );
    at = flag.end;
  }
  parts.push(text.slice(at));
  return (
    <Box
      data-testid="flagged-text"
      style={{
        whiteSpace: "pre-wrap",
        fontFamily: "var(--mantine-font-family-monospace)",
        fontSize: 13,
      }}
    >
      {parts}
    </Box>
  );
}

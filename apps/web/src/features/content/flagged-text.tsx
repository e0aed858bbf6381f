import { Box, Tooltip } from "@mantine/core";
import type { ComplianceFlag } from "@studio/shared";
import { Fragment, memo, type ReactNode } from "react";

interface Paragraph {
  text: string;
  /** Its flags, offsets into the paragraph. */
  flags: ComplianceFlag[];
}

const BREAK = "\n\n";

/** Text shown as written, line breaks and all: the highlights and the version diff. */
export const MONO_TEXT_STYLE = {
  whiteSpace: "pre-wrap",
  fontFamily: "var(--mantine-font-family-monospace)",
  fontSize: 13,
} as const;

/**
 * The text cut at blank lines, each flag given to the paragraph it starts in (cut at its end),
 * so an edit re-renders one paragraph of a long piece, not all of it.
 */
export function paragraphsOf(text: string, flags: readonly ComplianceFlag[]): Paragraph[] {
  const sorted = [...flags].sort((a, b) => a.start - b.start);
  const out: Paragraph[] = [];
  let next = 0;
  for (let start = 0; start <= text.length; ) {
    const found = text.indexOf(BREAK, start);
    const end = found === -1 ? text.length : found;
    const own: ComplianceFlag[] = [];
    while (next < sorted.length && (sorted[next]?.start ?? 0) < end + BREAK.length) {
      const flag = sorted[next] as ComplianceFlag;
      next += 1;
      if (flag.start < start || flag.end <= flag.start) continue;
      own.push({ ...flag, start: flag.start - start, end: Math.min(flag.end, end) - start });
    }
    out.push({ text: text.slice(start, end), flags: own });
    if (found === -1) break;
    start = end + BREAK.length;
  }
  return out;
}

function sameFlags(a: readonly ComplianceFlag[], b: readonly ComplianceFlag[]): boolean {
  return (
    a.length === b.length &&
    a.every((flag, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        flag.start === other.start &&
        flag.end === other.end &&
        flag.rule === other.rule &&
        flag.severity === other.severity &&
        flag.reason === other.reason
      );
    })
  );
}

/** One paragraph with its flagged passages marked; overlapping flags keep the first. */
const FlaggedParagraph = memo(
  function FlaggedParagraph({ text, flags }: Paragraph) {
    const parts: ReactNode[] = [];
    let at = 0;
    for (const flag of flags) {
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
    return <>{parts}</>;
  },
  (before, after) => before.text === after.text && sameFlags(before.flags, after.flags),
);

/**
 * The text with each flagged passage marked where it stands (offsets are into the text as
 * checked, markup included); text stays React text. `checking`: the marks may lag the text
 * (a live check is on its way), announced with aria-busy.
 */
export const FlaggedText = memo(function FlaggedText({
  text,
  flags,
  checking = false,
}: {
  text: string;
  flags: readonly ComplianceFlag[];
  checking?: boolean;
}) {
  const paragraphs = paragraphsOf(text, flags);
  return (
    <Box data-testid="flagged-text" aria-busy={checking} style={MONO_TEXT_STYLE}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond position; memo skips the unchanged ones.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 && BREAK}
          <FlaggedParagraph {...paragraph} />
        </Fragment>
      ))}
    </Box>
  );
});

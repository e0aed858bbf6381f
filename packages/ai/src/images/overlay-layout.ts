import { font } from "./fonts";
import type { OverlayText } from "./overlay-rules";

/** Measures the advance width of `text` in `font` (a canvas font string). */
export type Measure = (text: string, font: string) => number;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBlock {
  font: string;
  sizePx: number;
  /** Each line's text and the centre of its line box (drawn with textBaseline "middle"). */
  lines: { text: string; x: number; y: number; width: number }[];
}

export interface OverlayLayout {
  /** Where the text sits: the scrim darkens this band so white text reads on any image. */
  textArea: Box;
  headline: TextBlock;
  subheadline?: TextBlock;
  button?: { box: Box; radius: number; label: TextBlock };
}

const SIDE_MARGIN = 0.08;
/** Each block's type: its font weight, the lines it may wrap to and its line height (em). */
const HEADLINE = { weight: 800, maxLines: 3, lineHeight: 1.12 } as const;
const SUBHEADLINE = { weight: 400, maxLines: 3, lineHeight: 1.3 } as const;
/** Each shrink step: small enough to use the space well, few enough steps to stay fast. */
const SHRINK = 0.92;

/**
 * Places the headline at the centre, the subheadline under it and the button at the bottom
 * centre, shrinking and wrapping each until it fits. Pure (given a measure), so it is tested
 * without drawing.
 */
export function layoutOverlay(
  measure: Measure,
  size: { width: number; height: number },
  text: OverlayText,
): OverlayLayout {
  const { width, height } = size;
  const short = Math.min(width, height);
  const maxWidth = width * (1 - 2 * SIDE_MARGIN);
  const centreX = width / 2;

  const button = text.button ? layoutButton(measure, size, text.button) : undefined;
  // The text block stays centred, so with a button it may use twice the room above the button.
  const gapAboveButton = short * 0.05;
  const maxBlockHeight = button ? 2 * (button.box.y - gapAboveButton - height / 2) : height * 0.8;

  let headlineSize = Math.min(height * 0.11, width * 0.1);
  const minHeadline = short * 0.035;
  let fitted:
    | { headline: Wrapped; sub?: Wrapped; subSize: number; blockHeight: number }
    | undefined;
  for (;;) {
    const headline = wrap(
      measure,
      text.headline,
      font(HEADLINE.weight, headlineSize),
      maxWidth,
      HEADLINE.maxLines,
    );
    const subSize = Math.max(headlineSize * 0.45, short * 0.022);
    const sub = text.subheadline
      ? wrap(
          measure,
          text.subheadline,
          font(SUBHEADLINE.weight, subSize),
          maxWidth,
          SUBHEADLINE.maxLines,
        )
      : undefined;
    const blockHeight =
      headline.lines.length * headlineSize * HEADLINE.lineHeight +
      (sub ? subSize * 0.6 + sub.lines.length * subSize * SUBHEADLINE.lineHeight : 0);
    fitted = { headline, subSize, blockHeight, ...(sub ? { sub } : {}) };
    const fits = !headline.truncated && !sub?.truncated && blockHeight <= maxBlockHeight;
    if (fits || headlineSize * SHRINK < minHeadline) break;
    headlineSize *= SHRINK;
  }

  const top = height / 2 - fitted.blockHeight / 2;
  const headlineBlock = place(fitted.headline, headlineSize, HEADLINE.lineHeight, centreX, top);
  const headlineBottom = top + fitted.headline.lines.length * headlineSize * HEADLINE.lineHeight;
  const subBlock = fitted.sub
    ? place(
        fitted.sub,
        fitted.subSize,
        SUBHEADLINE.lineHeight,
        centreX,
        headlineBottom + fitted.subSize * 0.6,
      )
    : undefined;

  const pad = headlineSize * 0.6;
  const textArea = clampBox(
    { x: 0, y: top - pad, width, height: fitted.blockHeight + 2 * pad },
    size,
  );
  return {
    textArea,
    headline: headlineBlock,
    ...(subBlock ? { subheadline: subBlock } : {}),
    ...(button ? { button } : {}),
  };
}

function layoutButton(measure: Measure, size: { width: number; height: number }, label: string) {
  const short = Math.min(size.width, size.height);
  const maxLabelWidth = size.width * 0.6;
  let sizePx = short * 0.034;
  let wrapped = wrap(measure, label, font(600, sizePx), maxLabelWidth, 1);
  while (wrapped.truncated && sizePx * SHRINK >= short * 0.02) {
    sizePx *= SHRINK;
    wrapped = wrap(measure, label, font(600, sizePx), maxLabelWidth, 1);
  }
  const line = wrapped.lines[0] ?? { text: label, width: maxLabelWidth };
  const boxWidth = line.width + sizePx * 2.8;
  const boxHeight = sizePx * 2.6;
  const box = {
    x: (size.width - boxWidth) / 2,
    y: size.height - size.height * 0.07 - boxHeight,
    width: boxWidth,
    height: boxHeight,
  };
  const labelBlock: TextBlock = {
    font: wrapped.font,
    sizePx,
    lines: [{ text: line.text, width: line.width, x: size.width / 2, y: box.y + boxHeight / 2 }],
  };
  return { box, radius: boxHeight * 0.22, label: labelBlock };
}

interface Wrapped {
  font: string;
  lines: { text: string; width: number }[];
  /** True when the text needed more lines than allowed (the last line ends with an ellipsis). */
  truncated: boolean;
}

/** Greedy word wrap; a word wider than the line is broken between characters. */
export function wrap(
  measure: Measure,
  text: string,
  fontSpec: string,
  maxWidth: number,
  maxLines: number,
): Wrapped {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, fontSpec) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = word;
    while (measure(rest, fontSpec) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), fontSpec) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);

  const truncated = lines.length > maxLines;
  const kept = lines.slice(0, maxLines);
  if (truncated)
    kept[maxLines - 1] = ellipsize(measure, kept[maxLines - 1] ?? "", fontSpec, maxWidth);
  return {
    font: fontSpec,
    truncated,
    lines: kept.map((line) => ({ text: line, width: measure(line, fontSpec) })),
  };
}

function ellipsize(measure: Measure, line: string, fontSpec: string, maxWidth: number): string {
  let text = line;
  while (text.length > 0 && measure(`${text}…`, fontSpec) > maxWidth) text = text.slice(0, -1);
  return `${text.trimEnd()}…`;
}

function place(
  wrapped: Wrapped,
  sizePx: number,
  lineHeight: number,
  x: number,
  top: number,
): TextBlock {
  const step = sizePx * lineHeight;
  return {
    font: wrapped.font,
    sizePx,
    lines: wrapped.lines.map((line, i) => ({
      text: line.text,
      width: line.width,
      x,
      y: top + step * i + step / 2,
    })),
  };
}

function clampBox(box: Box, size: { width: number; height: number }): Box {
  const y = Math.max(0, box.y);
  const bottom = Math.min(size.height, box.y + box.height);
  return { x: box.x, y, width: box.width, height: bottom - y };
}

/**
 * Our generated-text markup (SPEC 2 "Generated text display"): ##x## and **x** are bold, --x--
 * italic, lines starting with '* ' or 'n. ' are bullets, and three or more line breaks collapse
 * to two. One pure parser, shared by the exports, the clean copy and the SPA renderers, so every
 * place reads the markup the same way. Output is a tree, never HTML: renderers escape as they go.
 */
export type InlineNode =
  /** `start`: where the text begins in the original string, when offsets are tracked. */
  | { type: "text"; text: string; start?: number }
  | { type: "bold"; children: InlineNode[] }
  | { type: "italic"; children: InlineNode[] };

export interface ListItemNode {
  children: InlineNode[];
}

export type BlockNode =
  | { type: "line"; children: InlineNode[] }
  | { type: "blank" }
  | { type: "list"; items: ListItemNode[] };

// A line starting with '* ' is a bullet. SPEC: a line starting with a number and a dot is a
// bullet too (the number is dropped), so "1." and "* " runs read the same. The item text starts
// at a non-space character, so the whitespace before it is read by one quantifier only (linear).
const BULLET_PATTERN = /^\s*\*\s+(\S.*)?$/;
const NUMBERED_PATTERN = /^\s*\d+\.(?:\s+(\S.*)?)?$/;
// What the offline demo composer appends for the person generating, never for the reader.
const NOTE_LINE = /^\s*(Prompt used:|(--)?Demo mode[:\s])/i;

/**
 * The next inline mark in `text` from `from`: bold `**x**` or `##x##` (the nearest closing
 * marker of the same kind), or italic `--x--`, which needs non-space at both ends so a spaced
 * dash pair ("Q1 -- strong -- quarter") stays prose. It reads like the regex
 * `/(\*\*|##)(.+?)\1|--(\S(?:.*?\S)?)--/` did (leftmost mark; the italic takes the nearest
 * `X--` after its first character, else a one-character `--X--`; marks do not span a line break),
 * in linear time: that regex rescanned the rest of the line from every unclosed `--`, so 100,000
 * characters of "--a " froze the page and the server for seconds. Each lookup below moves
 * forward only, so a whole line costs one pass.
 */
class InlineScanner {
  private readonly next = new Map<string, { from: number; at: number }>();

  constructor(private readonly text: string) {}

  /** The first index >= from where `find` succeeds; cached, as `from` only grows. */
  private lookup(key: string, from: number, find: (from: number) => number): number {
    const cached = this.next.get(key);
    if (cached && from >= cached.from && (cached.at === -1 || from <= cached.at)) return cached.at;
    const at = find(from);
    this.next.set(key, { from, at });
    return at;
  }

  private lineBreak(from: number): number {
    return this.lookup("break", from, (start) => {
      for (let i = start; i < this.text.length; i += 1) if (isLineBreak(this.text, i)) return i;
      return -1;
    });
  }

  private marker(marker: string, from: number): number {
    return this.lookup(marker, from, (start) => this.text.indexOf(marker, start));
  }

  /** The first `X--` at or after `from` with X not a space: where an italic can close. */
  private italicClose(from: number): number {
    return this.lookup("italic", from, (start) => {
      let dashes = this.text.indexOf("--", start + 1);
      while (dashes !== -1 && isSpace(this.text, dashes - 1)) {
        dashes = this.text.indexOf("--", dashes + 1);
      }
      return dashes === -1 ? -1 : dashes - 1;
    });
  }

  /** Whether [from, to) holds no line break (where `.` would not match). */
  private oneLine(from: number, to: number): boolean {
    const lineBreak = this.lineBreak(from);
    return lineBreak === -1 || lineBreak >= to;
  }

  find(from: number): InlineMark | null {
    const { text } = this;
    for (let p = from; p + 1 < text.length; p += 1) {
      const c = text.charCodeAt(p);
      // Only *, # and - can open a mark: skip everything else without building strings.
      if ((c !== 42 && c !== 35 && c !== 45) || text.charCodeAt(p + 1) !== c) continue;
      const pair = c === 42 ? "**" : c === 35 ? "##" : "--";
      if (pair === "**" || pair === "##") {
        const close = this.marker(pair, p + 3);
        if (close !== -1 && this.oneLine(p + 2, close)) {
          return { kind: "bold", start: p, innerStart: p + 2, innerEnd: close, end: close + 2 };
        }
      } else if (pair === "--" && p + 2 < text.length && !isSpace(text, p + 2)) {
        const close = this.italicClose(p + 3);
        if (close !== -1 && this.oneLine(p + 3, close)) {
          return {
            kind: "italic",
            start: p,
            innerStart: p + 2,
            innerEnd: close + 1,
            end: close + 3,
          };
        }
        if (text.startsWith("--", p + 3)) {
          return { kind: "italic", start: p, innerStart: p + 2, innerEnd: p + 3, end: p + 5 };
        }
      }
    }
    return null;
  }
}

interface InlineMark {
  kind: "bold" | "italic";
  start: number;
  innerStart: number;
  innerEnd: number;
  end: number;
}

/** Where a regex's `.` stops: \n, \r, U+2028 and U+2029. */
function isLineBreak(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

const SPACE = /\s/;
/** A regex's `\s` (false outside the text). */
function isSpace(text: string, i: number): boolean {
  return i >= 0 && i < text.length && SPACE.test(text[i] ?? "");
}

/** With `base`, text nodes carry their offset in the original text (for highlighting). */
export function parseInline(text: string, base?: number): InlineNode[] {
  const nodes: InlineNode[] = [];
  const textNode = (from: number, to: number): InlineNode => {
    const value = text.slice(from, to);
    return base === undefined
      ? { type: "text", text: value }
      : { type: "text", text: value, start: base + from };
  };
  const scanner = new InlineScanner(text);
  let at = 0;
  while (at < text.length) {
    const mark = scanner.find(at);
    if (!mark) {
      nodes.push(textNode(at, text.length));
      break;
    }
    if (mark.start > at) nodes.push(textNode(at, mark.start));
    const inner = text.slice(mark.innerStart, mark.innerEnd);
    const children = parseInline(inner, base === undefined ? undefined : base + mark.innerStart);
    nodes.push({ type: mark.kind, children });
    at = mark.end;
  }
  return nodes;
}

function listItem(line: string, base?: number): ListItemNode | null {
  const match = BULLET_PATTERN.exec(line) ?? NUMBERED_PATTERN.exec(line);
  if (!match) return null;
  const text = match[1] ?? "";
  // A captured item runs to the end of the line, so its offset is the line's end minus its length.
  const at = base === undefined ? undefined : base + line.length - text.length;
  return { children: parseInline(text, at) };
}

/** Line breaks are kept; three or more consecutive breaks collapse to two (one blank line). */
export function normalizeBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n");
}

/**
 * The blocks of a text. With `trackOffsets`, text nodes carry offsets into `text` as given
 * (the compliance highlights): lines are split on the raw text (a trailing \r dropped) and
 * blank runs collapse below, which is what normalizing does.
 */
export function parseMarkup(text: string, trackOffsets = false): BlockNode[] {
  const blocks: BlockNode[] = [];
  const normalized = trackOffsets ? text : normalizeBreaks(text);
  if (normalized.length === 0) return blocks;
  let lineStart = 0;
  for (const rawLine of normalized.split("\n")) {
    const base = trackOffsets ? lineStart : undefined;
    lineStart += rawLine.length + 1;
    const line = trackOffsets ? rawLine.replace(/\r$/, "") : rawLine;
    const item = listItem(line, base);
    const previous = blocks.at(-1);
    if (item) {
      if (previous?.type === "list") previous.items.push(item);
      else blocks.push({ type: "list", items: [item] });
    } else if (line.trim().length === 0) {
      // Whitespace-only lines count as breaks too: never more than one blank line in a row.
      if (previous?.type !== "blank") blocks.push({ type: "blank" });
    } else {
      blocks.push({ type: "line", children: parseInline(line, base) });
    }
  }
  return blocks;
}

/** The text a reader gets: without "Prompt used" and demo-mode notes, and no trailing blanks. */
export function stripWorkingNotes(text: string): string {
  return normalizeBreaks(
    normalizeBreaks(text)
      .split("\n")
      .filter((line) => !NOTE_LINE.test(line))
      .join("\n"),
  ).trim();
}

/** The readable blocks of a text: working notes removed, leading and trailing blanks dropped. */
export function readerBlocks(text: string): BlockNode[] {
  return parseMarkup(stripWorkingNotes(text));
}

export function inlineText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : inlineText(node.children)))
    .join("");
}

/** Plain text without markup: bullets as "• ". */
export function blocksToPlainText(blocks: BlockNode[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.type === "blank") lines.push("");
    else if (block.type === "line") lines.push(inlineText(block.children));
    else for (const item of block.items) lines.push(`• ${inlineText(item.children)}`);
  }
  return lines.join("\n");
}

/** Markdown: bold as **x**, italic as _x_, bullets as "- ". */
export function blocksToMarkdown(blocks: BlockNode[]): string {
  const inline = (nodes: InlineNode[]): string =>
    nodes
      .map((node) =>
        node.type === "text"
          ? node.text
          : node.type === "bold"
            ? `**${inline(node.children)}**`
            : `_${inline(node.children)}_`,
      )
      .join("");
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.type === "blank") lines.push("");
    else if (block.type === "line") lines.push(inline(block.children));
    else for (const item of block.items) lines.push(`- ${inline(item.children)}`);
  }
  // Markdown joins adjacent lines into one paragraph; a hard break keeps ours apart.
  return lines
    .map((line, i) => {
      const next = lines[i + 1];
      const isItem = (l: string) => l.startsWith("- ");
      const joinsNext = next !== undefined && next !== "" && !isItem(next);
      return line !== "" && joinsNext && !isItem(line) ? `${line}  ` : line;
    })
    .join("\n");
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface HtmlStyles {
  paragraph?: string;
  list?: string;
  item?: string;
}

/**
 * Escaped HTML of the blocks: the clipboard's text/html and the email body. Optional inline
 * styles, because mail clients drop style sheets; `text` renders a run of plain text as HTML
 * (escaped by default; the email export also makes its links).
 */
export function blocksToHtml(
  blocks: BlockNode[],
  styles: HtmlStyles = {},
  text: (plain: string) => string = escapeHtml,
): string {
  const attr = (style: string | undefined) => (style ? ` style="${escapeHtml(style)}"` : "");
  const inline = (nodes: InlineNode[]): string =>
    nodes
      .map((node) =>
        node.type === "text"
          ? text(node.text)
          : node.type === "bold"
            ? `<strong>${inline(node.children)}</strong>`
            : `<em>${inline(node.children)}</em>`,
      )
      .join("");
  const parts: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0)
      parts.push(`<p${attr(styles.paragraph)}>${paragraph.join("<br>")}</p>`);
    paragraph = [];
  };
  for (const block of blocks) {
    if (block.type === "line") {
      paragraph.push(inline(block.children));
      continue;
    }
    flush();
    if (block.type === "list") {
      const items = block.items
        .map((item) => `<li${attr(styles.item)}>${inline(item.children)}</li>`)
        .join("");
      parts.push(`<ul${attr(styles.list)}>${items}</ul>`);
    }
  }
  flush();
  return parts.join("\n");
}

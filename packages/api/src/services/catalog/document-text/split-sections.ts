export interface DocumentSection {
  /** The section's heading, or the document's name for text before the first heading. */
  name: string;
  content: string;
}

const HEADING_MARK = /^#{1,3}\s+/;
const SPACE = /\s/;
/** Where a regex's `.` stops. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * The title of a level 1-3 heading line ("## Title ##"), or null. It reads the line as
 * `/^(#{1,3})\s+(.+?)\s*#*\s*$/` did (the title is what is left after the closing spaces and
 * #s, at least one character), without that regex's backtracking: its lazy title retried the
 * closing pattern at every character, so a long line of spaces took seconds.
 */
export function headingTitle(line: string): string | null {
  const mark = HEADING_MARK.exec(line);
  if (!mark) return null;
  const rest = line.slice(mark[0].length);
  // The closing "  ##  " is the longest run of spaces, then #s, then spaces, at the end.
  let end = rest.length;
  while (end > 0 && SPACE.test(rest[end - 1] ?? "")) end -= 1;
  while (end > 0 && rest[end - 1] === "#") end -= 1;
  while (end > 0 && SPACE.test(rest[end - 1] ?? "")) end -= 1;
  if (rest.length === 0) {
    // Only spaces after the #s: the regex gave its title the last of those spaces that is not
    // the first one or a line break (a title that trims to nothing), or did not match.
    const spaces = mark[0].replace(/^#+/, "");
    for (let i = spaces.length - 1; i >= 1; i -= 1) {
      const space = spaces[i] ?? "";
      if (!LINE_BREAK.test(space)) return space;
    }
    return null;
  }
  const title = rest.slice(0, Math.max(1, end));
  return LINE_BREAK.test(title) ? null : title;
}

/**
 * Splits Markdown-like text into sections at its level 1-3 headings (HTML and DOCX arrive here
 * converted, with their h1-h3 written as "#" lines). Text before the first heading is a section
 * named after the document; a document without headings is one section.
 */
export function splitByHeadings(text: string, documentName: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let name = documentName;
  let lines: string[] = [];
  let inFence = false;
  const flush = () => {
    const content = lines
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    if (content) sections.push({ name, content });
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const title = inFence ? null : headingTitle(line);
    if (title) {
      flush();
      name = title.replace(/[*_`]/g, "").trim() || documentName;
      continue;
    }
    lines.push(line);
  }
  flush();
  return sections;
}

/**
 * A PDF page's text with its heading on a paragraph of its own. pdf.js gives a page's lines
 * with single line breaks, so a heading ("Dividend Safety") reads as the start of the first
 * sentence ("Dividend Safety Payout ratios matter…") wherever line breaks count as spaces. A
 * first line is a heading when it is short, ends without punctuation, and a line starting
 * with a capital follows it (a wrapped sentence continues in lower case).
 */
export function separatePageHeading(page: string): string {
  const lines = page.split("\n");
  const [first, next] = [lines[0]?.trim() ?? "", lines[1]?.trim() ?? ""];
  const heading =
    first.length > 0 &&
    first.length <= 80 &&
    !/[.,;:!?…]$/.test(first) &&
    // A sentence break inside is prose; a section number ("2. Ladders") is not.
    !first.replace(/^\d{1,3}(?:\.\d{1,3}){0,3}\.? /, "").includes(". ") &&
    /^[\p{Lu}\p{N}]/u.test(next);
  return heading ? `${first}\n\n${lines.slice(1).join("\n").trim()}` : page;
}

/**
 * Cuts sections longer than an entry may be into parts at paragraph breaks, and names fit the
 * entry name limit, so every section can be stored as it is.
 */
export function fitSections(
  sections: DocumentSection[],
  limits: { nameMax: number; contentMax: number },
): DocumentSection[] {
  const fitted: DocumentSection[] = [];
  for (const section of sections) {
    const parts = cutContent(section.content, limits.contentMax);
    parts.forEach((content, i) => {
      const suffix = parts.length > 1 ? ` (part ${i + 1})` : "";
      const name = section.name.slice(0, limits.nameMax - suffix.length).trim() + suffix;
      fitted.push({ name, content });
    });
  }
  return fitted;
}

function cutContent(content: string, max: number): string[] {
  const parts: string[] = [];
  let rest = content;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    // Prefer a paragraph break, then a line break, then a space, in the window's second half.
    const breakAt = ["\n\n", "\n", " "]
      .map((separator) => window.lastIndexOf(separator))
      .find((at) => at > max / 2);
    const cut = breakAt ?? max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

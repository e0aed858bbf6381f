import { describe, expect, it } from "vitest";
import { type InlineNode, parseInline, parseMarkup } from "./markup";
import { leastCpuMs } from "./testing/cpu-time";

/**
 * The markup parser reads 100,000 characters of adversarial text in linear time (issue 27), and
 * reads everything else exactly as the regexes it replaced did. Those regexes are kept here, as
 * the reference, and run on short random strings only (where backtracking costs nothing).
 */
const OLD_INLINE = /(\*\*|##)(.+?)\1|--(\S(?:.*?\S)?)--/;
const OLD_BULLET = /^\s*\*\s+(.*)$/;
const OLD_NUMBERED = /^\s*\d+\.(?:\s+(.*))?$/;

function oldParseInline(text: string, base?: number): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  let at = base;
  const textNode = (value: string, start: number | undefined): InlineNode =>
    start === undefined ? { type: "text", text: value } : { type: "text", text: value, start };
  while (rest.length > 0) {
    const match = OLD_INLINE.exec(rest);
    if (!match) {
      nodes.push(textNode(rest, at));
      break;
    }
    if (match.index > 0) nodes.push(textNode(rest.slice(0, match.index), at));
    const innerStart = at === undefined ? undefined : at + match.index + 2;
    if (match[2] !== undefined) {
      nodes.push({ type: "bold", children: oldParseInline(match[2], innerStart) });
    } else if (match[3] !== undefined) {
      nodes.push({ type: "italic", children: oldParseInline(match[3], innerStart) });
    }
    const consumed = match.index + match[0].length;
    rest = rest.slice(consumed);
    if (at !== undefined) at += consumed;
  }
  return nodes;
}

/** A seeded generator, so a failure names a string that reproduces. */
function randomStrings(alphabet: string[], count: number, maxLength: number): string[] {
  let seed = 2027;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * maxLength) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(""),
  );
}

describe("the inline markup parser", () => {
  it("reads every short string exactly as the old regex did, offsets included", () => {
    const alphabet = ["*", "*", "#", "#", "-", "-", "a", "b", " ", "\t", "\r", "\u2028", "x"];
    for (const text of randomStrings(alphabet, 20_000, 14)) {
      expect(parseInline(text), JSON.stringify(text)).toEqual(oldParseInline(text));
      expect(parseInline(text, 7), JSON.stringify(text)).toEqual(oldParseInline(text, 7));
    }
  });

  it("reads list items exactly as the old regexes did", () => {
    const alphabet = ["*", "1", "2", ".", " ", "\t", "\r", "a", "\u2028"];
    for (const text of randomStrings(alphabet, 20_000, 10)) {
      // With offsets, a line keeps its inner \r and \u2028 (only a trailing \r is dropped).
      const line = text.replace(/\r$/, "");
      const old = OLD_BULLET.exec(line) ?? OLD_NUMBERED.exec(line);
      const [block] = parseMarkup(text, true);
      const item = block?.type === "list" ? block.items[0] : undefined;
      expect(item !== undefined, JSON.stringify(text)).toBe(old !== null && line.trim() !== "");
      const captured = old?.[1] ?? "";
      if (item)
        expect(item.children).toEqual(oldParseInline(captured, line.length - captured.length));
    }
  });

  it.each(["--a ", "** ", "## ", "--a--b ", "**a ##b --c ", "* ", "1. ", "-- "])(
    "parses 100,000 characters of %j repeated in linear time",
    (unit) => {
      const text = unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
      const parse = (input: string) => () => {
        parseMarkup(input, true);
        parseMarkup(`* \t${input}\u2028`, true);
      };
      const tenth = leastCpuMs(parse(text.slice(0, 10_000)));
      const whole = leastCpuMs(parse(text));
      // The old regex took 2 s on "--a " (10 ms for a tenth of it: the time grew as the square).
      // Under 300 ms of CPU on a quiet machine; on a loaded one, about ten times a tenth of it.
      expect(whole).toBeLessThan(Math.max(300, tenth * 20));
    },
  );
});

import { describe, expect, it } from "vitest";
import { reanchorQuote } from "./comment-anchor";
import { createCommentInput } from "./comments";

describe("reanchorQuote", () => {
  const quote = "Dividends can be cut.";

  it("keeps a quote that is still where it was", () => {
    const text = `Intro. ${quote} Outro.`;
    expect(reanchorQuote(text, { start: 7, quote })).toEqual({ start: 7, end: 7 + quote.length });
  });

  it("follows the quote when text before it changes", () => {
    const text = `A much longer introduction now. ${quote}`;
    const at = text.indexOf(quote);
    expect(reanchorQuote(text, { start: 7, quote })).toEqual({ start: at, end: at + quote.length });
  });

  it("picks the occurrence nearest the old offset, before or after it", () => {
    const text = `${quote} ${"x".repeat(40)} ${quote} ${"y".repeat(5)} ${quote}`;
    const second = text.indexOf(quote, 1);
    const third = text.lastIndexOf(quote);
    expect(reanchorQuote(text, { start: second + 3, quote })?.start).toBe(second);
    expect(reanchorQuote(text, { start: second - 3, quote })?.start).toBe(second);
    expect(reanchorQuote(text, { start: third - 2, quote })?.start).toBe(third);
    expect(reanchorQuote(text, { start: 0, quote })?.start).toBe(0);
  });

  it("is null (outdated) when the quote is gone", () => {
    expect(reanchorQuote("Dividends may be cut.", { start: 0, quote })).toBeNull();
  });

  it("keeps an empty quote at its offset, inside the text", () => {
    expect(reanchorQuote("abc", { start: 10, quote: "" })).toEqual({ start: 3, end: 3 });
  });

  it("answers at once on a long repetitive text (two searches, not one per occurrence)", () => {
    const text = "ab".repeat(50_000);
    const started = performance.now();
    const found = reanchorQuote(text, { start: 50_001, quote: "ab".repeat(20_000) });
    expect(found).toEqual({ start: 50_000, end: 90_000 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("createCommentInput", () => {
  const base = { id: 1, body: "Say this is not a promise." };
  const error = (input: unknown) =>
    createCommentInput.safeParse(input).error?.issues.map((i) => i.message);

  it("takes a general comment, an anchored one and a reply", () => {
    expect(createCommentInput.parse(base)).toMatchObject({ body: base.body });
    expect(createCommentInput.parse({ ...base, start: 0, end: 4 })).toMatchObject({ start: 0 });
    expect(
      createCommentInput.parse({ ...base, start: null, end: null, parentId: "7" }),
    ).toMatchObject({
      parentId: 7,
    });
  });

  it("refuses a blank or long body, lone or reversed offsets, and an anchored reply", () => {
    expect(error({ ...base, body: "   " })).toEqual(["Please write a comment."]);
    expect(error({ ...base, body: "x".repeat(2001) })?.[0]).toMatch(/at most 2000/);
    expect(error({ ...base, start: 3 })?.[0]).toMatch(/together/);
    expect(error({ ...base, start: 5, end: 2 })?.[0]).toMatch(/not be after end/);
    expect(error({ ...base, start: -1, end: 2 })?.[0]).toMatch(/from 0/);
    expect(error({ ...base, start: 1.5, end: 2 })?.[0]).toMatch(/from 0/);
    expect(error({ ...base, start: 0, end: 2, parentId: 3 })?.[0]).toMatch(/reply/);
  });
});

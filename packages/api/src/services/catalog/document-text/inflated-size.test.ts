import { workerMessages } from "@studio/shared";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { assertDocxMarkupWithinLimit } from "./inflated-size";

function docx(paragraphs: string[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join("");
  return zipSync(
    {
      "_rels/.rels": strToU8("<Relationships/>"),
      "word/document.xml": strToU8(`<w:document><w:body>${body}</w:body></w:document>`),
      ...extra,
    },
    { level: 9 },
  );
}

describe("a DOCX's markup", () => {
  it("passes a document whose tags are within the limit", () => {
    // Five tags around the paragraphs and six in each: 6,005.
    const file = docx(Array.from({ length: 1_000 }, (_, i) => `Paragraph ${i}`));
    expect(() => assertDocxMarkupWithinLimit(file, { maxTags: 6_005 })).not.toThrow();
  });

  it("refuses one tag past the limit with the message naming it", () => {
    const file = docx(Array.from({ length: 1_000 }, (_, i) => `Paragraph ${i}`));
    expect(() => assertDocxMarkupWithinLimit(file, { maxTags: 6_004 })).toThrow(
      workerMessages.tooMuchMarkup,
    );
  });

  it("refuses 200 KB of tiny paragraphs that would take mammoth past the worker's heap", () => {
    const file = docx(Array.from({ length: 600_000 }, () => "a"));
    expect(file.byteLength).toBeLessThan(200 * 1024);
    expect(() => assertDocxMarkupWithinLimit(file)).toThrow(workerMessages.tooMuchMarkup);
  });

  it("does not count the tags of media, which mammoth does not parse", () => {
    const file = docx(["Hi"], { "word/media/picture.bin": strToU8("<".repeat(10_000)) });
    expect(() => assertDocxMarkupWithinLimit(file, { maxTags: 100 })).not.toThrow();
  });

  it("stops inflating once the XML passes the byte limit", () => {
    const file = docx(["x".repeat(2_000_000)]);
    expect(() => assertDocxMarkupWithinLimit(file, { maxBytes: 1_000_000 })).toThrow(
      workerMessages.tooMuchInflated,
    );
  });

  it("leaves a file that is not a zip to mammoth's own message", () => {
    expect(() => assertDocxMarkupWithinLimit(strToU8("not a zip at all"))).not.toThrow();
  });
});

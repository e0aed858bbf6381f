import { describe, expect, it } from "vitest";
import { diffVersions, WORD_DIFF_CHARS } from "./version-diff";

const WORDS = "income dividend growth yield payout ratio sector market shares quarter".split(" ");

/** `paragraphs` paragraphs of 50 words each: about 10,000 words for 200. */
function piece(paragraphs: number): string {
  return Array.from({ length: paragraphs }, (_, p) =>
    Array.from({ length: 50 }, (_, w) => WORDS[(p * 7 + w * 3) % WORDS.length]).join(" "),
  ).join("\n\n");
}

/** What the diff says the earlier and the later versions were. */
function sides(parts: ReturnType<typeof diffVersions>["parts"]) {
  return {
    before: parts
      .filter((p) => p.kind !== "added")
      .map((p) => p.value)
      .join(""),
    after: parts
      .filter((p) => p.kind !== "removed")
      .map((p) => p.value)
      .join(""),
  };
}

describe("diffVersions", () => {
  it("marks the words changed in two 10,000-word versions, and nothing else", () => {
    const before = piece(200);
    const paragraphs = before.split("\n\n");
    paragraphs[10] = (paragraphs[10] ?? "").replace("income", "REVISED");
    paragraphs[120] = `${paragraphs[120]} newly added`;
    paragraphs[190] = (paragraphs[190] ?? "").replace(/^\S+ /, "");
    const after = paragraphs.join("\n\n");

    const { parts, detail } = diffVersions(before, after);
    expect(detail).toBe("words");
    expect(sides(parts)).toEqual({ before, after });
    const added = parts.filter((p) => p.kind === "added").map((p) => p.value.trim());
    const removed = parts.filter((p) => p.kind === "removed").map((p) => p.value.trim());
    expect(added).toEqual(["REVISED", "newly added"]);
    expect(removed).toEqual(["income", WORDS[(190 * 7) % WORDS.length]]);
  });

  it("shows a passage rewritten throughout as whole paragraphs, and says so", () => {
    const before = "Intro stays.\n\nalpha beta gamma delta\n\nOutro stays.";
    const rewritten = Array.from({ length: 600 }, (_, i) => `w${i}`).join(" ");
    const after = `Intro stays.\n\n${rewritten}\n\nOutro stays.`;
    const { parts, detail } = diffVersions(before, after);
    expect(sides(parts)).toEqual({ before, after });
    expect(detail).toBe("paragraphs");
    expect(parts.find((p) => p.kind === "removed")?.value).toContain("alpha beta gamma delta");
  });

  it("does not compare a huge changed passage word by word", () => {
    const long = "word ".repeat(WORD_DIFF_CHARS / 5);
    const { parts, detail } = diffVersions(`a\n${long}\nz`, `a\n${long}x\nz`);
    expect(detail).toBe("paragraphs");
    expect(sides(parts)).toEqual({ before: `a\n${long}\nz`, after: `a\n${long}x\nz` });
  });

  it("falls back to the whole texts when the versions differ on every line", () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old line ${i}`).join("\n");
    const after = Array.from({ length: 3000 }, (_, i) => `new line ${i}`).join("\n");
    const { parts, detail } = diffVersions(before, after);
    expect(detail).toBe("whole");
    expect(parts).toEqual([
      { kind: "removed", value: before },
      { kind: "added", value: after },
    ]);
  });

  it("diffs identical and empty versions", () => {
    expect(diffVersions("same\ntext", "same\ntext")).toEqual({
      parts: [{ kind: "same", value: "same\ntext" }],
      detail: "words",
    });
    expect(diffVersions("", "new")).toEqual({
      parts: [{ kind: "added", value: "new" }],
      detail: "words",
    });
  });
});

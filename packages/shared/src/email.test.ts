import { describe, expect, it } from "vitest";
import { parseEmailHeader } from "./email";

describe("parseEmailHeader", () => {
  it("reads a newsletter's ##Subject: …## and Preview: lines and keeps the body after them", () => {
    const text =
      "##Subject: This week in Income: Payout ratios##\nPreview: The facts, without the noise.\n\nHi there,\nBody.";
    const header = parseEmailHeader(text);
    expect(header).toMatchObject({
      subjectLines: ["This week in Income: Payout ratios"],
      subject: "This week in Income: Payout ratios",
      preheader: "The facts, without the noise.",
      body: "Hi there,\nBody.",
    });
    expect(text.slice(header.bodyStart)).toBe(header.body);
  });

  it("reads a SAM email's subject line options list", () => {
    const header = parseEmailHeader(
      '##Pick a subject line##\n1. Free: "The Guide"\n2. Yours free\n3. A plain answer\nPreview: A free guide.\n\nIf you have been thinking…',
    );
    expect(header.subjectLines).toEqual(['Free: "The Guide"', "Yours free", "A plain answer"]);
    expect(header.subject).toBe('Free: "The Guide"');
    expect(header.preheader).toBe("A free guide.");
    expect(header.body).toBe("If you have been thinking…");
  });

  it("reads **Subject line:** labels and leaves a text without a header whole", () => {
    expect(parseEmailHeader("**Subject line:** Rates\nBody").subjectLines).toEqual(["Rates"]);
    const plain = parseEmailHeader("Dividends can be cut.\nSubject: later lines stay");
    expect(plain).toMatchObject({ subjectLines: [], subject: null, preheader: null, bodyStart: 0 });
    expect(plain.body).toBe("Dividends can be cut.\nSubject: later lines stay");
  });

  it("stops at a line too long to be a header, quickly, whatever it holds", () => {
    // Without the bound, trimming marks off this line alone takes over a second (quadratic).
    const long = `a${" ".repeat(50_000)}x\n${"subject lines ".repeat(5000)}!\nBody`;
    const started = performance.now();
    expect(parseEmailHeader(long)).toMatchObject({ subjectLines: [], bodyStart: 0 });
    expect(parseEmailHeader(`Preview: x\n${long}`).body).toBe(long);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

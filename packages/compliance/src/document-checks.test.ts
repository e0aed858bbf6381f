import { applyRewrites } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { describeRulebook } from "./describe";

const documentFlags = (text: string) =>
  checkText(text).flags.filter((f) => f.rule.startsWith("document."));

describe("document-level checks (issue 23, item 4)", () => {
  it("asks for a performance figure's period and fee basis", () => {
    const bare = documentFlags("The fund returned 14%. It holds 40 stocks.");
    const dated = documentFlags("The fund returned 14% in 2024. It holds 40 stocks.");
    const full = documentFlags(
      "The fund returned 14% for the year ended June 30, 2024. Returns are net of fees.",
    );

    expect(bare).toMatchObject([{ rule: "document.performance_context", severity: "warn" }]);
    expect(bare[0]?.reason).toMatch(/period and whether it is net of fees/);
    expect(dated[0]?.reason).toMatch(/whether it is net of fees/);
    expect(full).toEqual([]);
  });

  it("asks a testimonial's disclosure to say whether the speaker is a client and was paid", () => {
    const partial = '"I made $5,000 thanks to your picks," says one reader. Results vary.';
    const complete = `${partial} The reader is a paying subscriber and was not compensated.`;

    const flags = documentFlags(partial);

    expect(flags).toMatchObject([{ rule: "document.testimonial_disclosure", severity: "block" }]);
    expect(documentFlags(complete)).toEqual([]);
    // Its fix states both, and then the document passes.
    const fixed = applyRewrites(partial, flags);
    expect(documentFlags(fixed)).toEqual([]);
    expect(checkText(fixed).passed).toBe(true);
  });

  it("asks hypothetical results labelled as such to tell their limits", () => {
    const labelled = "Our hypothetical portfolio would have returned 40% a year since 2010.";

    const flags = documentFlags(labelled);

    expect(flags).toMatchObject([{ rule: "document.hypothetical_disclosure", severity: "block" }]);
    expect(
      documentFlags(`${labelled} Hypothetical results do not reflect actual trading.`),
    ).toEqual([]);
    expect(checkText(applyRewrites(labelled, flags)).passed).toBe(true);
  });

  it("passes a fee table's hypothetical $10,000 example", () => {
    const feeTable =
      "The Example assumes that you invest $10,000 in the Fund for the time periods indicated. The Example also assumes that your investment has a 5% return each year. Although your actual costs may be higher or lower, based on these assumptions your costs would be: $102 after one year.";

    expect(checkText(feeTable).flags.filter((f) => f.severity === "block")).toEqual([]);
  });

  it("talks up gains twice with no word on risk: unbalanced, and its fix balances it", () => {
    const text = "Our picks soared again this month. Another double is on the way for subscribers.";

    const flags = checkText(text).flags.filter((f) => f.rule === "document.unbalanced");

    expect(flags).toHaveLength(1);
    expect(
      checkText(applyRewrites(text, flags)).flags.filter((f) => f.rule === "document.unbalanced"),
    ).toEqual([]);
  });

  it("lists every document check in the rulebook's description, with ids starting document.", () => {
    const ids = describeRulebook()
      .map((r) => r.id)
      .filter((id) => id.startsWith("document."));

    expect(ids).toEqual([
      "document.unbalanced",
      "document.performance_context",
      "document.testimonial_disclosure",
      "document.hypothetical_disclosure",
      "document.missing_disclaimer",
    ]);
  });
});

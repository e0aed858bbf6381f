import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import type { CustomRule } from "./custom-rules";
import { isExcusedBy } from "./guards";

/** The guard that excuses `claim` (a substring of `sentence`) as a claim of `category`. */
function guardOf(
  sentence: string,
  claim: string,
  category: Parameters<typeof isExcusedBy>[0]["category"],
  following?: string,
) {
  const start = sentence.indexOf(claim);
  if (start === -1) throw new Error(`"${claim}" is not in "${sentence}"`);
  return isExcusedBy({
    sentence,
    start,
    end: start + claim.length,
    category,
    ...(following ? { following } : {}),
  });
}

describe("the guards", () => {
  it.each([
    ["Our fund will not beat the market.", "beat the market", "unsubstantiated"],
    [
      "There is no guarantee that, after earnings, the shares will rise.",
      "will rise",
      "prediction",
    ],
    ["No investment is risk-free.", "risk-free", "promissory"],
    ["I don't think this stock will double.", "will double", "prediction"],
    ["Risk-free returns do not exist.", "Risk-free", "promissory"],
    ["It is never a forecast or a guarantee.", "guarantee", "promissory"],
  ] as const)("negation: %s", (sentence, claim, category) => {
    expect(guardOf(sentence, claim, category)).toBe("negation");
  });

  it.each([
    ["Don't miss the stock that will soar 500%.", "will soar 500%", "prediction"],
    ["No fees, no hassle, just guaranteed returns.", "guaranteed", "promissory"],
    ["It is not cheap, but it is guaranteed to pay.", "guaranteed", "promissory"],
    ["This is a no-brainer.", "no-brainer", "promissory"],
    ["No doubt this stock will soar.", "will soar", "prediction"],
  ] as const)("a negation that does not reach the claim: %s", (sentence, claim, category) => {
    expect(guardOf(sentence, claim, category)).not.toBe("negation");
  });

  it.each([
    ["If someone promises you guaranteed income, report it.", "guaranteed"],
    ["Beware of anyone who says an investment is risk-free.", "risk-free"],
    ["The SEC charged promoters who touted guaranteed 20% returns.", "guaranteed"],
  ])("warnings about fraud: %s", (sentence, claim) => {
    expect(guardOf(sentence, claim, "promissory")).not.toBeNull();
  });

  it.each([
    ['He told investors the stock "will double by Friday."', "will double", "prediction"],
    [
      "Shavers promised investors up to 7 percent weekly interest.",
      "promised investors up to 7 percent weekly",
      "promissory",
    ],
    [
      "Investors were promised large returns on cryptocurrencies.",
      "promised large returns",
      "promissory",
    ],
    ["They'll offer guaranteed returns on an investment.", "guaranteed", "promissory"],
    ["Watch for claims like “double your money” in emails.", "double your money", "promissory"],
  ] as const)("quoted or reported words of others: %s", (sentence, claim, category) => {
    expect(guardOf(sentence, claim, category)).toMatch(/reported|warning/);
  });

  it("never takes our own words for someone else's", () => {
    expect(
      guardOf("We promise you 20% a year.", "promise you 20% a year", "promissory"),
    ).toBeNull();
    expect(guardOf("This fund promises 8% a year.", "promises 8% a year", "promissory")).toBeNull();
    expect(
      guardOf('"This stock will double," says our chief strategist.', "will double", "prediction"),
    ).toBeNull();
  });

  it("questions are not claims, unless they put an offer or a figure to the reader", () => {
    expect(guardOf("Will stocks rise next year?", "Will stocks rise", "prediction")).toBe(
      "question",
    );
    expect(guardOf("Want to double your money?", "double your money", "promissory")).toBeNull();
    expect(
      guardOf("Could this $3 stock be the next Amazon?", "be the next Amazon", "unsubstantiated"),
    ).toBeNull();
  });

  it("a named third party's forecast is attributed, ours is not", () => {
    expect(
      guardOf("Goldman Sachs expects oil to hit $100.", "oil to hit $100", "prediction"),
    ).toMatch(/attribution|reported/);
    expect(guardOf("According to the BLS, wages will rise 4%.", "will rise 4%", "prediction")).toBe(
      "attribution",
    );
    expect(
      guardOf("Our analysts expect oil to hit $100.", "oil to hit $100", "prediction"),
    ).toBeNull();
  });

  it("a disclosure in the sentence or the next one excuses a testimonial", () => {
    const claim = "I made $5,000";
    const sentence = "I made $5,000 thanks to your alerts.";

    expect(guardOf(sentence, claim, "testimonial")).toBeNull();
    expect(guardOf(sentence, claim, "testimonial", "Results are not typical.")).toBe("disclosure");
    // A disclosure does not excuse a promise.
    expect(guardOf("Guaranteed income; results vary.", "Guaranteed", "promissory")).toBeNull();
  });

  it("a hedge excuses a mild forecast, not a figure, a dramatic move or a promise", () => {
    expect(guardOf("Stocks could rise if inflation cools.", "could rise", "prediction")).toBe(
      "hedge",
    );
    expect(
      guardOf("This stock could surge 10,000%.", "could surge 10,000%", "prediction"),
    ).toBeNull();
    expect(
      guardOf("It could soar when the FDA approves it.", "could soar", "prediction"),
    ).toBeNull();
    expect(
      guardOf("You could turn $500 into $2 million.", "turn $500 into $2 million", "promissory"),
    ).toBeNull();
    // Said outright, uncertainty lets a figure stand as an opinion.
    expect(
      guardOf(
        "Gold could reach $3,000, though forecasts are uncertain.",
        "could reach $3,000",
        "prediction",
      ),
    ).toBe("hedge");
  });

  it.each([
    ["Spot gold fell 1.1% to $1,372 an ounce on Tuesday.", "fell 1.1%"],
    ["Since May 1st, the S&P 500 has gained about 12.1%.", "gained about 12.1%"],
    ["TGT stock is up 1.7% as of Thursday morning.", "up 1.7%"],
    ["Gold's up over 50% this year.", "up over 50%"],
  ])("news of a past move: %s", (sentence, claim) => {
    expect(guardOf(sentence, claim, "unsubstantiated")).toBe("news");
  });

  it.each([
    // Ours, the reader's, a product's record, a forecast, hype, or no time given.
    ["Our top pick is up 300% this year.", "up 300%"],
    ["You'd be up 300% this year.", "up 300%"],
    ["The system gained 45% last year.", "gained 45%"],
    ["Copper's next big move is up, and it starts this quarter.", "is up"],
    ["Gold will be up 50% this year.", "up 50%"],
    ["ABCD soared 400% on Monday!", "soared 400%"],
    ["ABCD soared 400%.", "soared 400%"],
  ])("a figure that is not news: %s", (sentence, claim) => {
    expect(guardOf(sentence, claim, "unsubstantiated")).not.toBe("news");
  });

  it("news excuses a boast or a forecast, never a promise", () => {
    const sentence = "The fund's guaranteed rate rose to 5% in June.";
    expect(guardOf(sentence, "guaranteed", "promissory")).not.toBe("news");
  });

  it("a capitalised name is not a claim, unless the sentence is a headline", () => {
    expect(guardOf("Tickets at Guaranteed Rate Field sold out.", "Guaranteed", "promissory")).toBe(
      "name",
    );
    expect(
      guardOf("Guaranteed Income For Life Starts Today", "Guaranteed", "promissory"),
    ).toBeNull();
  });
});

describe("custom rules obey the same guards (issue 23)", () => {
  const rule: CustomRule = {
    id: 9,
    phrase: "beat * market",
    category: "unsubstantiated",
    severity: "block",
    reason: "House rule.",
    suggestion: null,
  };
  const flagged = (text: string) =>
    checkText(text, { customRules: [rule] }).flags.filter((f) => f.rule === "custom:9");

  it("flags the claim", () => {
    expect(flagged("Our fund will beat the market.")).toHaveLength(1);
  });

  it.each([
    "Our fund will not beat the market.",
    "Will any fund beat the market this year?",
    "Beware of newsletters that say they beat the market every year.",
    "According to Morningstar, few funds beat the market.",
    "He told investors his fund would beat the market.",
  ])("does not flag %j", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});

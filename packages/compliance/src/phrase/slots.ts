import type { PhraseSlot } from "@studio/shared";
import type { Positions } from "./positions";
import type { Word } from "./words";

/**
 * What each `{slot}` of the phrase language matches, defined once for built-in and custom rules.
 * A slot is either a list of phrases (written in the phrase language itself) or a small coded
 * test of the words' shapes (figures, tickers), or both. Every coded test reads a bounded number
 * of words from where it starts, so matching stays linear in the text.
 */
export interface SlotDefinition {
  /** Alternatives in the phrase language (they may use other slots). */
  phrases?: readonly string[];
  /** A coded test: the word indexes just past each way the slot can match at `i`. */
  match?: (words: readonly Word[], i: number, ends: Positions) => void;
  /** First-word keys the coded test can start at (see wordKeyIds); absent: any word. */
  keys?: readonly string[];
}

const NUMBER_WORDS = new Set([
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "fifteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  "hundred",
  "thousand",
  "million",
  "billion",
  "dozen",
  "hundreds",
  "thousands",
  "millions",
  "billions",
]);
const SCALE = new Set([
  "k",
  "thousand",
  "million",
  "billion",
  "trillion",
  "grand",
  "mm",
  "bn",
  "m",
  "b",
]);
const UNITS = new Set([
  "second",
  "seconds",
  "minute",
  "minutes",
  "hour",
  "hours",
  "day",
  "days",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "yr",
  "yrs",
  "quarter",
  "quarters",
  "session",
  "sessions",
  "decade",
  "decades",
]);
const PAY_UNITS = new Set([
  "day",
  "week",
  "month",
  "year",
  "quarter",
  "yr",
  "mo",
  "annum",
  "morning",
  "paycheck",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
]);
const EXCHANGES = new Set([
  "nasdaq",
  "nyse",
  "otc",
  "otcqb",
  "otcbb",
  "otcqx",
  "amex",
  "tsx",
  "tsxv",
  "cse",
  "asx",
  "lse",
  "otcmkts",
  "pink",
]);
const ASSET_NOUNS = new Set([
  "stock",
  "stocks",
  "share",
  "shares",
  "company",
  "companies",
  "fund",
  "funds",
  "etf",
  "etfs",
  "coin",
  "coins",
  "token",
  "tokens",
  "crypto",
  "cryptocurrency",
  "bitcoin",
  "btc",
  "ethereum",
  "gold",
  "silver",
  "oil",
  "copper",
  "uranium",
  "lithium",
  "platinum",
  "palladium",
  "gas",
  "play",
  "plays",
  "pick",
  "picks",
  "investment",
  "investments",
  "position",
  "positions",
  "trade",
  "trades",
  "biotech",
  "miner",
  "miners",
  "reit",
  "reits",
  "bond",
  "bonds",
  "equity",
  "equities",
  "option",
  "options",
  "commodity",
  "commodities",
  "property",
  "properties",
  "ticker",
  "security",
  "securities",
  "portfolio",
  "currency",
  "startup",
  "firm",
  "name",
  "names",
  "sector",
  "price",
  "prices",
  "value",
  "valuation",
]);
const DETERMINERS = new Set([
  "this",
  "that",
  "these",
  "those",
  "the",
  "our",
  "my",
  "its",
  "their",
  "a",
  "an",
  "one",
  "his",
  "her",
  "your",
  "each",
  "every",
]);

const isNumber = (w: Word | undefined) =>
  w !== undefined && (w.kind === "number" || NUMBER_WORDS.has(w.norm));
// Words that follow a slot word directly: a hard break (".", ":") ends the slot.
const next = (words: readonly Word[], i: number) => {
  const w = words[i];
  return w && !w.hardBreak ? w : undefined;
};

function amount(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (w.kind === "money") {
    let j = i + 1;
    ends.add(j);
    if (SCALE.has(next(words, j)?.norm ?? "")) ends.add(++j);
    // "$24,840 dollars", "$5,000-plus"
    if (/^(?:dollars|usd|bucks|plus)$/.test(next(words, j)?.norm ?? "")) ends.add(j + 1);
    return;
  }
  if (!isNumber(w)) return;
  let j = i + 1;
  // "5-6 figures", "6-7 figure"
  if (next(words, j)?.joined && isNumber(words[j])) j += 1;
  if (SCALE.has(next(words, j)?.norm ?? "")) j += 1;
  const unit = next(words, j)?.norm;
  if (unit === "dollars" || unit === "bucks" || unit === "usd" || unit === "grand") ends.add(j + 1);
  if (unit === "figure" || unit === "figures") {
    ends.add(j + 1);
    if (next(words, j + 1)?.norm === "income") ends.add(j + 2);
  }
}

function percent(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (w.kind === "percent") {
    ends.add(i + 1);
    return;
  }
  if (isNumber(w)) {
    const unit = next(words, i + 1)?.norm;
    if (unit === "percent" || unit === "pct") ends.add(i + 2);
    if (unit === "per" && next(words, i + 2)?.norm === "cent") ends.add(i + 3);
  }
  if (
    (w.norm === "double" || w.norm === "triple") &&
    next(words, i + 1)?.norm.startsWith("digit")
  ) {
    ends.add(i + 2);
  }
}

/** A gain of 100% or more, a multiple, or "triple digits". */
function huge(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (w.kind === "percent") {
    if (Number.parseFloat(w.norm) >= 100) ends.add(i + 1);
    return;
  }
  if (w.kind === "number" && Number.parseFloat(w.norm) >= 100) {
    const unit = next(words, i + 1)?.norm;
    if (unit === "percent") ends.add(i + 2);
  }
  if (
    (w.norm === "triple" || w.norm === "quadruple") &&
    next(words, i + 1)?.norm.startsWith("digit")
  ) {
    ends.add(i + 2);
  }
  multiple(words, i, ends);
}

function number(words: readonly Word[], i: number, ends: Positions): void {
  if (isNumber(words[i])) ends.add(i + 1);
}

function multiple(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (/^\d+(?:\.\d+)?x$/.test(w.norm) || (w.norm.endsWith("fold") && w.norm.length > 4)) {
    ends.add(i + 1);
    return;
  }
  if (w.norm.endsWith("bagger") || w.norm.endsWith("baggers")) ends.add(i + 1);
  if (isNumber(w)) {
    const unit = next(words, i + 1)?.norm ?? "";
    if (unit === "fold" || unit === "x" || unit.startsWith("bagger")) ends.add(i + 2);
    if (unit === "times") ends.add(i + 2);
  }
}

function timespan(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (w.norm === "overnight") {
    ends.add(i + 1);
    return;
  }
  let j = i;
  if (w.norm === "a" || w.norm === "an" || w.norm === "several" || w.norm === "few") {
    j += 1;
    const n = next(words, j)?.norm;
    if (n === "few" || n === "couple" || n === "single") j += 1;
    if (next(words, j)?.norm === "of") j += 1;
  } else if (isNumber(w)) {
    j += 1;
    // "3-6 months", "30 to 90 days"
    if (next(words, j)?.joined && isNumber(words[j])) j += 1;
    else if (next(words, j)?.norm === "to" && isNumber(next(words, j + 1))) j += 2;
  } else return;
  const unit = next(words, j);
  if (unit && UNITS.has(unit.norm)) ends.add(j + 1);
  else if (unit?.norm === "trading" && UNITS.has(next(words, j + 1)?.norm ?? "")) ends.add(j + 2);
}

function period(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (/^(?:daily|weekly|monthly|annually|yearly|quarterly|nightly)$/.test(w.norm)) {
    ends.add(i + 1);
    return;
  }
  // "$5,000/month"
  if (w.before.endsWith("/") && PAY_UNITS.has(w.norm)) {
    ends.add(i + 1);
    return;
  }
  if (!/^(?:a|an|per|every|each)$/.test(w.norm)) return;
  let j = i + 1;
  if (/^(?:single|other|trading)$/.test(next(words, j)?.norm ?? "")) j += 1;
  const unit = next(words, j);
  if (!unit) return;
  const singular = unit.norm.endsWith("s") && PAY_UNITS.has(unit.norm.slice(0, -1));
  if (PAY_UNITS.has(unit.norm) || (w.norm === "every" && singular)) ends.add(j + 1);
}

function ticker(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  const capsCode = (raw: string) => /^[A-Z]{1,5}(?:\.[A-Z])?$/.test(raw);
  if (w.raw.startsWith("$") && capsCode(w.raw.slice(1))) {
    ends.add(i + 1);
    return;
  }
  if (EXCHANGES.has(w.norm)) {
    const code = words[i + 1];
    if (code && capsCode(code.raw)) ends.add(i + 2);
    return;
  }
  if (w.raw.length >= 2 && capsCode(w.raw) && w.before.endsWith("(")) ends.add(i + 1);
}

/**
 * An investment named by a noun: "this tiny Nevada miner" (describing words only after a
 * determiner, or capitalised ones: "Oil Stock"), a ticker, or a proper name mid-sentence.
 */
function asset(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (ASSET_NOUNS.has(w.norm)) ends.add(i + 1);
  const determined = DETERMINERS.has(w.norm);
  let j = determined ? i + 1 : i;
  for (let k = 0; k < 3; k++) {
    const word = j === i ? w : next(words, j);
    if (!word) break;
    if (j > i && ASSET_NOUNS.has(word.norm)) ends.add(j + 1);
    if (!determined && !word.capital) break;
    j += 1;
  }
  // A proper name mid-sentence ("shares of Tesla", "why Nvidia will"), as its capitalised run.
  if (w.capital && i > 0 && !w.hardBreak && !determined) {
    let end = i + 1;
    while (end < i + 4 && next(words, end)?.capital) end += 1;
    ends.add(end);
  }
}

// The closed classes a sentence opens with: determiners, pronouns, conjunctions, prepositions
// and a few adverbs. Not names, whatever their capital.
export const OPENERS = new Set(
  (
    "the this that these those it its we our you your i my he his she her they their a an in on at " +
    "if when but and so as for with by from to after before since while here there what why how " +
    "who most many some all every each no not just only now today yes then also even one two three " +
    "let get buy act imagine picture see don't do does did is are was were will can could would " +
    "should may might must please click join learn discover find meet"
  ).split(" "),
);

/** A capitalised name mid-sentence ("the next Amazon", "Warren Buffett"), as its whole run. */
function name(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (!w.capital || w.norm === "i" || w.kind !== "word") return;
  // A sentence's first word is capitalised anyway: a name unless it is one of the small words
  // sentences open with ("The", "If", "Our").
  const first = i === 0 || w.hardBreak;
  if (first && OPENERS.has(w.norm)) return;
  let end = i + 1;
  while (end < i + 4 && next(words, end)?.capital) end += 1;
  for (let e = i + 1; e <= end; e++) ends.add(e);
}

// Where a multiple can start: a number ("ten times", "10-fold"), "10x", "tenfold", "10-bagger".
const MULTIPLE_KEYS = ["#number", ...NUMBER_WORDS, "#digit", "$ld", "$er", "$rs"];

/** The publisher speaking of itself: the first-person words the guards and the `we` slot share. */
export const FIRST_PERSON: readonly string[] = [
  "we",
  "our",
  "ours",
  "us",
  "i",
  "my",
  "me",
  "we're",
  "we've",
  "i'm",
  "i've",
];

const WE = [...FIRST_PERSON, "we'll", "i'll", "mine"];

/** The publisher speaking: "we", "our", "I"; not "US" the country. */
function we(words: readonly Word[], i: number, ends: Positions): void {
  const w = words[i]!;
  if (WE.includes(w.norm) && w.raw !== "US") ends.add(i + 1);
}

export const slotDefinitions: Record<PhraseSlot, SlotDefinition> = {
  amount: {
    match: amount,
    keys: ["#money", "#number", ...NUMBER_WORDS],
  },
  percent: { match: percent, keys: ["#percent", "#number", "double", "triple", ...NUMBER_WORDS] },
  huge: { match: huge, keys: ["#percent", "triple", "quadruple", ...MULTIPLE_KEYS] },
  number: { match: number, keys: ["#number", ...NUMBER_WORDS] },
  multiple: {
    match: multiple,
    keys: MULTIPLE_KEYS,
    phrases: ["(double|triple|quadruple|quintuple)", "(ten|hundred|thousand) times"],
  },
  timespan: {
    match: timespan,
    keys: ["overnight", "a", "an", "several", "few", "#number", ...NUMBER_WORDS],
  },
  period: {
    match: period,
    keys: ["#word"],
    phrases: ["per annum", "a (yr|mo)"],
  },
  ticker: { match: ticker, keys: ["^$", "#cap", ...EXCHANGES] },
  asset: { match: asset, keys: ["#cap", ...DETERMINERS, ...ASSET_NOUNS], phrases: ["{ticker}"] },
  index: {
    phrases: [
      "(the)? (broad|broader|overall|whole|entire|general)? (stock)? (market|markets)",
      "(the)? s&p (500)?",
      "(the)? s&p500",
      "(the)? dow (jones)? (industrial average|industrials)?",
      "(the)? nasdaq (composite|100)?",
      "(the)? russell (2000)?",
      "(the)? (index|indexes|indices|benchmark|benchmarks|averages)",
      "wall street",
    ],
  },
  gain: {
    phrases: [
      "(profit*|gain|gains|return|returns|income|money|cash|payout*|dividend*|wealth|riches|fortune|fortunes|windfall*|payday*|paycheck*|yield|yields|pips|bucks)",
    ],
  },
  rise: {
    phrases: [
      "(soar*|skyrocket*|rocket|rockets|rocketed|rocketing|explode|explodes|exploded|exploding|surge|surges|surged|surging)",
      "(jump|jumps|jumped|jumping|climb|climbs|climbed|climbing|rally|rallies|rallied|rallying|spike|spikes|spiked|spiking)",
      "(zoom*|moon|moons|mooned|mooning|balloon*|doubl*|tripl*|quadrupl*|multipl*|rise|rises|rising|rose|risen|fly|flies|flying)",
      "(go|goes|going|gone|went|shoot|shoots|shooting|shot|head|heads|headed|heading|move|moves|moving) (up|higher|parabolic|ballistic|vertical)",
      "(go|goes|going|gone|went|shoot|shoots|shooting|shot) (through|thru) the roof",
      "(go|goes|going|gone|went|shoot|shoots|shooting|shot) to the moon",
      "(take|takes|taking|took|blast|blasts|blasting|blasted|lift|lifts|lifting) off",
      "(pop|pops|popped|popping|run|runs|running|ran) (up|higher)?",
      "(break|breaks|breaking|broke) out",
      "(hit|hits|hitting|reach|reaches|reached|reaching) (new|record|all-time)? (highs|high)",
    ],
  },
  fall: {
    phrases: [
      "(crash|crashes|crashed|crashing|plunge*|plunging|collaps*|tank|tanks|tanked|tanking|plummet*)",
      "(sink|sinks|sank|sunk|sinking|drop|drops|dropped|dropping|fall|falls|fell|falling|fallen)",
      "(declin*|crater*|nosediv*|implod*)",
      "(go|goes|going|gone|went) to zero",
    ],
  },
  you: {
    phrases: [
      "(you|your|you'll|you're|you've|you'd|yours|yourself|investors|readers|subscribers|members|customers|clients)",
    ],
  },
  name: { match: name, keys: ["#cap"] },
  we: { match: we, keys: [...WE] },
  earn: {
    phrases: [
      "(make|makes|making|made|earn|earns|earned|earning|collect*|pocket*|bank|banks|banked|banking)",
      "(generat*|receiv*|get|gets|getting|got|net|nets|netted|netting|clear|clears|cleared|clearing)",
      "(rake|rakes|raking|raked|pull|pulls|pulling|pulled|bring|brings|bringing|brought|haul|hauls|hauled|hauling|cash|cashed|cashing) in",
      "(take|takes|taking|took) home",
    ],
  },
};

import { defaultSeverity } from "@studio/shared";
import type { Finding } from "./check-text";
import { isAttributed, isDisclosed, normalizeApostrophes, WARNING_FRAME } from "./linguistics";
import { trainedModel } from "./model.generated";
import { append } from "./rewrite";
import type { SentenceCategory } from "./rule";
import { categoryReasons, HYPOTHETICAL_DISCLOSURE, TESTIMONIAL_DISCLOSURE } from "./rules/reasons";
import { createScorer, type TrainedModel } from "./scorer";
import type { Sentence } from "./sentences";

/**
 * How much likelier a claim category must be than "compliant" (natural log-odds) before the
 * scorer flags a sentence on its own: e^4 ≈ 55 to 1, chosen by cross-validating the whole
 * checker (`tsx scripts/cv-full.ts`); at 3 it gains about half a point of recall but starts
 * flagging plain sentences such as the rules' own compliant examples.
 */
export const SCORER_MARGIN = 4;

/**
 * Above these odds (e^12 ≈ 160,000 to 1) the scorer may flag without its category's lexicon:
 * scorer-alone cross-validation keeps precision ≈ 0.99 there (`tsx scripts/cv.ts`).
 */
export const CONFIDENT_MARGIN = 12;

/** How much likelier (log-odds) the graver category must be than the rule's to rename it. */
const UPGRADE_LEAD = 3;

let scorer = createScorer(trainedModel);

/** Swaps the model the checker scores with: for cross-validation scripts only. */
export function useScorerModel(model: TrainedModel): void {
  scorer = createScorer(model);
}

const FIGURE = String.raw`(?:\$\s?\d|\d+(?:\.\d+)?\s?(?:%|percent|x\b)|\b(?:double|triple|quadruple|ten-?fold|six|seven|eight)[- ]figure)`;
const FIRST_PERSON = String.raw`\b(?:we|our|us|i|my|me|i'm|i've)\b`;

/**
 * What each kind of claim talks about, by meaning rather than by phrase: families of words a
 * sentence needs before the scorer may call it that kind of claim.
 */
const TESTIMONIAL_PERSON = new RegExp(
  String.raw`["“][^"”]*${FIRST_PERSON}|\b(?:subscribers?|members?|readers?|clients?|customers?|students?|retirees?)\b|\b(?:says|said|writes|wrote|told us|tells us|emailed|wrote in)\b|\b[A-Z][a-z]+ (?:[A-Z]\.|and [A-Z][a-z]+)|\b[A-Z][a-z]+,? (?:a|an|who|from|of|now|\d\d)\b|^[A-Z][a-z]+ [a-z]+ed\b`,
);
const TESTIMONIAL_RESULT =
  /\b(?:made|make|earn\w*|paid|pay|cleared|booked|bagged|quit|retir\w*|turned|grew|grown|up \d|brings? home|pulls? in|profit\w*|doubl\w*|tripl\w*|bought|money|wealth|rich|income|tuition|mortgage|debt|job|account|figures?|gains?|house|home|car|truck|college)\b|[$%]/i;

const CUES: Record<SentenceCategory, { test(sentence: string): boolean }> = {
  // Certainty, safety or a payout promised to the reader.
  promissory:
    /\b(?:guarant\w*|promis\w*|assur\w*|risk[- ]?free|no[- ]risk|risking|safe(?:st|ty)?|secur\w*|protect\w*|shield\w*|intact|certain\w*|sure\w*|cannot|can't|never|zero|lose|losing|loss(?:es)?|always|without fail|like clockwork|paycheck|come(?:s)? back|turns? [\w\s-]{1,40} into|doubl\w*|tripl\w*|pays? you|you(?:'ll| will)|collect\w*|pocket\w*|steady|every (?:single )?(?:time|month|year|week|trade|dollar|quarter)|keeps? (?:coming|rolling|landing|flowing|pouring)|rain or shine|in any (?:market|economy)|untouched|in the red|preserv\w*|one-way|go wrong|waiting for you)\b|\$\s?\d[^.!?]{1,60}\$\s?\d/i,
  // A future marker: the sentence says what will happen.
  prediction:
    /\b(?:will|'ll|won't|going to|gonna|set to|about to|on track|poised|primed|due for|headed|heading|bound to|destined|expect|by (?:next|the end|year-end|christmas|spring|summer|fall|winter)|next (?:year|quarter|month|week|spring|summer|fall|winter)|this (?:fall|spring|summer|winter|year|decade)|before (?:the )?(?:year|summer|spring|fall|winter|end)|in store|on the way|around the corner|inevitabl\w*|coming|(?:count|bank) on it|to the bank|mark (?:my|these|your) (?:words|calendar)|matter of time|gearing up|verge|brink|is when|(?:this|next|by|in|until) (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/i,
  // A superlative, or our own results in figures.
  unsubstantiated: new RegExp(
    String.raw`\b(?:\w{3,}est|most|best|top|#1|number one|leading|unmatched|unrivall?ed|unbeat\w*|ever|nobody|no one|no other|than (?:ours|us|we|any))\b|${FIRST_PERSON}[^.!?]*${FIGURE}|${FIRST_PERSON}[^.!?]*\b(?:beat|beaten|trounc\w*|crush\w*|outperform\w*|right|accurate|called|nailed)\b|\b(?:beat|beaten|beats|trounc\w*|crush\w*|outperform\w*|outpac\w*|topped)\b[^.!?]*\d\s?%|\b(?:before (?:anyone|everyone|the crowd|wall street)|ahead of (?:the crowd|everyone|wall street))\b`,
    "i",
  ),
  // Time running out, or too few places.
  pressure:
    /\b(?:now|tonight|midnight|deadline|hurry|quick\w*|fast|left|remain\w*|last|seats?|spots?|gone|expir\w*|clos(?:e|es|ing)|shut\w*|window|wait\w*|delay\w*|limited|reopen|miss|lose|too late|final|immediately|countdown|timer|disappear\w*|vanish\w*|hesitat\w*|slip\w*|before (?:it|they|the|this|we|someone)|while you can|never again|one-time|won't last|tomorrow|hours?|minutes?|only|weekend|after|first come|capp?\w*|available (?:for|until|through)|(?:taking|take|pulling|pull) [\w ]{0,20}(?:down|offline)|offline|permanently|for good|forever|capacity|your place|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i,
  // A person, named, quoted or reported, and (anywhere in the sentence) what they got.
  testimonial: {
    test: (sentence: string) =>
      TESTIMONIAL_PERSON.test(sentence) && TESTIMONIAL_RESULT.test(sentence),
  },
  // A result under assumptions, on paper or in hindsight.
  hypothetical:
    /\b(?:would|could|you'd|had you|if you|picture|imagine|suppose|assum\w*|on paper|simulat\w*|hypothetic\w*|back-?test\w*|model\w*|tested|applied|retroactive\w*|going back|historical\w*|since (?:19|20)\d\d)\b/i,
};

const HEDGED =
  /^(?:whether|if|unless|should|when and if)\b|\b(?:may|might|could|perhaps|possibly|maybe|(?:a|some|reasonable|good|fair|small|real) chance|likely|probably|odds are|we (?:think|suspect|believe|guess)|our (?:guess|view|base case)|anyone's guess|nobody knows|no one knows|uncertain|unclear|aims? to|aiming|designed to|seeks? to|potential|relatively|lower-risk)\b/i;
const OPENS_DENIED = /^\W*(?:no|none|nothing|nobody|no one|never|not|neither)\b/i;
const DENIED_PROMISE =
  /\b(?:no|not|never|none|nothing|nobody|won't|can't|cannot|isn't|aren't|don't|doesn't)\b[^.!?]{0,40}\b(?:guarant\w*|sure|certain\w*|risk-free|promis\w*|rich|safe|overnight|always)\b/i;
const LOSS_DISCLOSED =
  /\b(?:fell|lost|losses|loss|behind|trail\w*|lagg\w*|underperform\w*|worse than|missed|down \d)\b/i;
const RESULT =
  /[$%\d]|\b(?:worth|gain\w*|return\w*|profit\w*|doubl\w*|tripl\w*|beat|outperform\w*|grown|grew|turned|made|earned|dodged|avoided|sidestepped)\b/i;

/** A flag for a sentence the rules passed but the scorer judges a claim with high confidence. */
export function scorerFinding(
  sentence: Sentence,
  following: string | undefined,
  upgrade?: { only: ReadonlySet<SentenceCategory>; over: SentenceCategory },
): Finding | null {
  const prose = normalizeApostrophes(sentence.text);
  // Headings and fragments are too short to judge by their words.
  const words = prose.split(/\s+/);
  if (words.length < 5) return null;
  // A title-case heading ("Idea 2: Five Days to Master Payout Ratios") is a name, not a claim;
  // the rules still read it.
  const longer = words.filter((w) => /^[A-Za-z]{4,}/.test(w));
  if (longer.length > 2 && longer.filter((w) => /^[A-Z]/.test(w)).length / longer.length > 0.6) {
    return null;
  }
  // The category's lexicon must speak too: the scorer weighs the words, the cues say what kind
  // of claim they could be, so a sentence about "retirement income" is not a promise by itself.
  const allowed = (category: SentenceCategory) => !upgrade || upgrade.only.has(category);
  let result = scorer.score(prose, (category) => allowed(category) && CUES[category].test(prose));
  // A very confident score stands without the category's lexicon: the lexicons are word lists
  // and fresh copy words things its own way ("replaced his salary", "self-destructs"). The
  // meaning guards below (negation, hedging, attribution, disclosure) still apply.
  // Not for questions (a claim is a statement) nor for a promise or forecast the sentence opens
  // by denying ("No strategy pays off no matter what").
  const unguided = /\?/.test(prose) ? null : scorer.score(prose, allowed);
  if (
    unguided &&
    unguided.margin >= CONFIDENT_MARGIN &&
    (!result || result.margin < SCORER_MARGIN) &&
    !(
      (unguided.category === "promissory" || unguided.category === "prediction") &&
      OPENS_DENIED.test(prose)
    )
  ) {
    result = unguided;
  }
  if (!result || result.margin < SCORER_MARGIN) return null;
  // Renaming a rule's claim takes a clear lead over the rule's own category, not a near tie.
  if (upgrade && result.margin - result.margins[upgrade.over] < UPGRADE_LEAD) return null;
  const { category } = result;
  const ctx = { sentence: prose, start: 0, end: prose.length, ...(following ? { following } : {}) };
  if ((category === "testimonial" || category === "hypothetical") && isDisclosed(ctx)) return null;
  if ((category === "prediction" || category === "unsubstantiated") && isAttributed(ctx)) {
    return null;
  }
  // A denied promise ("none of our picks is a sure bet", "won't make you rich") is the honest
  // caveat, whichever words follow it.
  if (category === "promissory" && (DENIED_PROMISE.test(prose) || WARNING_FRAME.test(prose))) {
    return null;
  }
  // Our own losses or lag told plainly are the disclosure, not a boast.
  if (category === "unsubstantiated" && LOSS_DISCLOSED.test(prose)) return null;
  // Hedged forecasts and promises ("whether stocks will rally is anyone's guess") are opinions.
  if ((category === "prediction" || category === "promissory") && HEDGED.test(prose)) return null;
  // A hypothetical result has a result: a figure, a gain or a worth.
  if (category === "hypothetical" && !RESULT.test(prose)) return null;
  const span = evidenceSpan(prose, result.evidence);
  return {
    rule: `scorer.${category}`,
    category,
    severity: defaultSeverity[category],
    reason: categoryReasons[category],
    start: sentence.start + span.start,
    end: sentence.start + span.end,
    sentence,
    rewrite:
      category === "testimonial"
        ? append(TESTIMONIAL_DISCLOSURE)
        : category === "hypothetical"
          ? append(HYPOTHETICAL_DISCLOSURE)
          : null,
  };
}

/** Where the scorer's strongest evidence sits in the sentence; the whole sentence otherwise. */
function evidenceSpan(sentence: string, evidence: string | null): { start: number; end: number } {
  const whole = { start: 0, end: sentence.length };
  if (!evidence) return whole;
  const words = evidence
    .split(" ")
    .map((w) => w.replace(/^not_/, ""))
    .filter((w) => /^[a-z']+$/.test(w));
  if (words.length === 0) return whole;
  const pattern = new RegExp(`\\b${words.map((w) => w.replace(/'/g, "'")).join("\\W+")}\\b`, "i");
  const match = pattern.exec(sentence);
  return match ? { start: match.index, end: match.index + match[0].length } : whole;
}

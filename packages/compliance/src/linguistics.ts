import { execAll } from "./exec-all";
/**
 * The language around a trigger that changes its meaning. A rule's trigger is a claim only when
 * it is not negated ("does not guarantee"), not hedged ("could rise"), not attributed to a
 * named third party ("according to the BLS"), not disclosed ("hypothetical results do not
 * reflect actual trading") and not part of a name ("guaranteed investment certificates").
 * Every test here is a bounded look at one sentence, so checking stays linear in the text.
 */

export type Guard = "negation" | "hedge" | "opinion" | "attribution" | "disclosure" | "name";

export interface TriggerContext {
  /** The sentence (plain text, markup removed). */
  sentence: string;
  /** Where the trigger starts and ends in the sentence. */
  start: number;
  end: number;
  /** The next sentence: a disclosure often follows the claim it qualifies. */
  following?: string;
}

// Clause boundaries: a negation or hedge in an earlier clause does not reach the trigger
// ("It is not cheap, but it is guaranteed").
const CLAUSE_BREAK = /[,;:()—–]|\b(?:but|yet|although|while|whereas)\b/gi;

// An aside set off by commas ("No strategy, including ours, can ...") does not end the clause
// it interrupts.
const ASIDE = /,\s(?:including|not even|even|of course|sadly|frankly|alas)\b[^,;:.!?]{0,40},/gi;

function clauseBefore(ctx: TriggerContext): string {
  const before = ctx.sentence.slice(0, ctx.start).replace(ASIDE, " ");
  let cut = 0;
  for (const match of execAll(CLAUSE_BREAK, before)) cut = match.index + match[0].length;
  return before.slice(cut);
}

/** The last `n` words before the trigger, within its clause. */
function wordsBefore(ctx: TriggerContext, n: number): string {
  const words = clauseBefore(ctx).trim().split(/\s+/);
  return words.slice(-n).join(" ");
}

const NEGATOR =
  /\b(?:no|not|never|nothing|none|neither|nor|nobody|without|cannot|can't|don't|doesn't|didn't|won't|isn't|aren't|wasn't|weren't|shouldn't|wouldn't|couldn't|hardly|no one|impossible to|there's no such|nor|far from)\b/i;

// A sentence that warns against the claim ("beware of anyone who guarantees...", "scammers
// promise risk-free returns", "the SEC charged promoters who claimed ...") names it as a red
// flag; it does not make it.
export const WARNING_FRAME =
  /\b(?:beware|scam\w*|fraud\w*|warn(?:s|ed|ing)?|too good to be true|red flags?|be wary|wary of|be skeptical|skeptical of|watch out for|ponzi|charged|sued|fined|falsely|misleading|deceptive|allegedly)\b/i;

export function isNegated(ctx: TriggerContext): boolean {
  if (WARNING_FRAME.test(ctx.sentence)) return true;
  // "No doubt" and "no question" intensify a claim rather than negate it.
  const window = normalizeApostrophes(wordsBefore(ctx, 9)).replace(
    /\bno (?:doubt|question|wonder)\b/gi,
    "",
  );
  // "Even the best strategies lose money": a concession about the category, not a claim.
  const trigger = ctx.sentence.slice(ctx.start, ctx.end);
  if (
    /\beven(?: the)?$/i.test(window.trim()) &&
    /^(?:the )?(?:\w+est|best|most|top)\b/i.test(trigger)
  ) {
    return true;
  }
  return NEGATOR.test(window);
}

// Doubt about the whole sentence ("there is no guarantee that any of them will rise").
const META_UNCERTAINTY =
  /\b(?:no (?:guarantee|assurance|promise|certainty)|impossible to (?:know|say|predict|tell)|(?:nobody|no one) (?:knows|can (?:say|tell|know))|can(?:'t|not) (?:know|say|tell|predict)|hard to (?:know|say|predict|tell)|(?:don't|do not) know)\b/i;

const HEDGE =
  /\b(?:may|might|could|can|possibly|perhaps|probably|likely|unlikely|potentially|if|unless|whether|possible|chance|risk that|should the|in case|worr(?:y|ies|ied)|fears?|feared|wonders?|wondering|speculate|debate|asks?|asked)\b/i;

/** A modal, conditional or probability word in the trigger's clause, or inside the trigger. */
export function isHedged(ctx: TriggerContext): boolean {
  const trigger = ctx.sentence.slice(ctx.start, ctx.end);
  return (
    HEDGE.test(clauseBefore(ctx)) ||
    META_UNCERTAINTY.test(ctx.sentence.slice(0, ctx.start)) ||
    /\b(?:likely|probably|possibly)\b/i.test(trigger) ||
    // A conditional sentence ("If rates fall, bonds will rally") hedges its main clause.
    /^(?:if|unless|assuming|provided|should|when and if)\b/i.test(ctx.sentence.slice(0, ctx.start))
  );
}

const OPINION =
  /\b(?:we|i) (?:believe|think|suspect|feel)\b|\bin (?:our|my) (?:view|opinion|judgment)\b|\b(?:our|my) (?:view|opinion|take) is\b/i;

/** An opinion marker ("we believe", "in our view") anywhere before the trigger. */
export function isOpinion(ctx: TriggerContext): boolean {
  return OPINION.test(ctx.sentence.slice(0, ctx.start));
}

const ATTRIBUTION_PHRASE =
  /\b(?:according to|as reported by|reported by|data (?:from|by)|figures (?:from|by)|sources?:|citing|cited by|estimates? (?:from|by)|as of [A-Z][a-z]+ \d)/i;
const THIRD_PARTY_VERB =
  /\b(?:said|says|say|reported|reports|report|estimated|estimates|project|projects|projected|forecasts|forecast|predict|predicts|predicted|expect|expects|expected|noted|notes|told|found|finds|showed|shows|published|believe|believes|think|thinks|argue|argues|warn|warns|bet|bets|betting|wager|wagers)\b/i;
const FIRST_PERSON = /\b(?:we|our|us|i|my|me)\b/i;
// "per the BLS", "(Morningstar, 2024)": a named source in the sentence.
const NAMED_SOURCE =
  /\b[Ss]ource [A-Z]|\b[Pp]er (?:the )?[A-Z]|\b[Pp]er (?:the |its |their )?(?:company|management|issuer|firm|fund)(?:'s)?\b|\((?:source: )?[A-Z][\w&.' -]*,? (?:19|20)\d\d\)|\b(?:BLS|Bureau of (?:Labor Statistics|Economic Analysis)|Federal Reserve|IMF|World Bank|Morningstar|Bloomberg|Reuters|FactSet|Refinitiv|LSEG|Lipper|S&P Dow Jones Indices|Census Bureau|Congressional Budget Office|CBO|Gallup|Wall Street Journal|Financial Times|Treasury Department|Department of Labor|OECD|SEC filings?|10-K|annual report)\b/;

/**
 * The claim is someone else's, named: "according to X", "X reported", a named data source. A
 * claim by "our analysts" or "we" is still ours, so a first-person subject before the verb
 * does not count as attribution.
 */
export function isAttributed(ctx: TriggerContext): boolean {
  const { sentence } = ctx;
  if (ATTRIBUTION_PHRASE.test(sentence) || NAMED_SOURCE.test(sentence)) return true;
  for (const verb of execAll(THIRD_PARTY_VERB_ALL, sentence)) {
    const subject = sentence.slice(0, verb.index);
    // "after the next earnings report", "a forecast": a noun, not someone saying something.
    if (NOUN_BEFORE.test(subject)) continue;
    // "No one finds them like we do": a negative quantifier is nobody's attribution.
    if (/^\s*(?:no|nobody|none|nothing)\b/i.test(subject)) return false;
    return subject.trim().length > 0 && !FIRST_PERSON.test(subject) && /[A-Z]/.test(subject);
  }
  return false;
}

const THIRD_PARTY_VERB_ALL = new RegExp(THIRD_PARTY_VERB.source, "gi");
const NOUN_BEFORE =
  /\b(?:the|a|an|its|their|his|her|our|your|this|that|next|latest|last|earnings|jobs|annual|quarterly|monthly|weekly|new|first)\s+$/i;

const DISCLOSURE =
  /\b(?:do(?:es)?(?: not|n't)|not|never) (?:reflect|represent) (?:actual|real)\b|\binherent limitations\b|\bfor illustrat\w+(?: purposes)?\b|\b(?:may )?not (?:be )?(?:representative|typical)\b|\bnot indicative of future\b|\bno compensation\b|\b(?:was|were) (?:not )?(?:paid|compensated)\b|\bresults (?:will |may )?vary\b|\bare hypothetical\b|\bis hypothetical\b|\bnot (?:actual|guarantees? of) (?:future )?(?:results|returns|trading|performance)\b|\bare not actual\b/i;

/** The sentence carries its own disclosure (testimonials, hypothetical and back-tested results). */
export function isDisclosed(ctx: TriggerContext): boolean {
  return (
    DISCLOSURE.test(ctx.sentence) ||
    GENERIC_DISCLAIMER.test(ctx.sentence) ||
    DISCLOSURE.test(ctx.following ?? "")
  );
}

// "Testimonials are not a guarantee of future results", "hypothetical illustrations are not
// predictions": a disclaimer about the kind of claim. Only the sentence itself counts: a generic
// "past performance" line after a testimonial does not disclose that it is untypical.
const GENERIC_DISCLAIMER =
  /\b(?:is|are|was|were)(?: not|n't) (?:a )?(?:guarantee[sd]?|predictions?|forecasts?|promises?|indicat\w+)\b|\bdo(?:es)?(?: not|n't) (?:guarantee|predict|promise|indicate) (?:future|similar|comparable|any)\b/i;

// Names and terms of art that contain a trigger word but claim nothing.
const NAMES =
  /\b(?:FDIC|NCUA|SIPC)\b[^.!?]{0,60}?\bguarantee[ds]?\b|\bguaranteed investment (?:certificates?|contracts?|funds?)\b|\bGICs?\b|\b(?:money[- ]back|satisfaction|\d+[- ]day|price[- ]match|refund|no[- ]questions[- ]asked) guarantee[ds]?\b|\bsatisfaction guaranteed\b|\bguaranteed (?:minimum|lifetime|income benefit|death benefit|withdrawal benefit)\w*|\b(?:FDIC|NCUA|government|federally|federal|Treasury|state)[- ](?:insured|guaranteed|backed)\b|\bguaranteed by (?:the )?(?:FDIC|NCUA|U\.?S\.? government|federal government|full faith|Treasury)\b|\brisk[- ]free (?:rate|asset|interest rate|benchmark|yield|return in (?:the )?(?:CAPM|model))\w*/gi;

/**
 * The trigger is part of a name or a term of art: a known one ("risk-free rate", "guaranteed
 * investment certificate"), or a capitalised trigger next to capitalised words in a sentence
 * that is not itself in title case ("tickets at Guaranteed Rate Field").
 */
const INSURED =
  /\b(?:annuit(?:y|ies)|insurers?|insurance|insured|FDIC|NCUA|SIPC|certificates? of deposit|CDs?|Treasur(?:y|ies))\b/i;

export function isInName(ctx: TriggerContext): boolean {
  for (const match of execAll(NAMES, ctx.sentence)) {
    const end = match.index + match[0].length;
    if (match.index < ctx.end && end > ctx.start) return true;
  }
  if (inQuotedTitle(ctx)) return true;
  const trigger = ctx.sentence.slice(ctx.start, ctx.end);
  // Insured and contractual guarantees (deposits, annuities, Treasuries) are facts, not promises.
  if (/guarant/i.test(trigger) && INSURED.test(ctx.sentence)) return true;
  if (!/^[A-Z]/.test(trigger)) return false;
  // A trigger of two or more capitalised words mid-sentence is a title ("our podcast, Certain
  // Returns, ..."), unless the whole sentence is in title case.
  const mid = ctx.sentence.slice(0, ctx.start).trim().length > 0;
  if (mid && /^[A-Z][\w'-]*(?: [A-Z][\w'-]*)+$/.test(trigger)) {
    const longerWords = ctx.sentence.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
    if (!longerWords.every((w) => /^[A-Z]/.test(w))) return true;
  }
  // A headline in title case capitalises every longer word; that is not a name.
  const longer = ctx.sentence.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
  if (longer.length > 1 && longer.every((w) => /^[A-Z]/.test(w))) return false;
  const before = ctx.sentence.slice(0, ctx.start).trimEnd();
  const after = ctx.sentence.slice(ctx.end).trimStart();
  const previous = before.split(/\s+/).at(-1) ?? "";
  const atStart = before.length === 0 || /[.!?:"“]$/.test(before);
  // Mid-sentence capitals mark a name; at the start of a sentence, only a run of them does.
  // "The Best Buy earnings call": a capitalised run that begins the sentence and goes on past
  // the trigger.
  if (atStart)
    return (
      /^[A-Z][a-z]+ [A-Z][a-z]/.test(after) || (/ [A-Z]/.test(trigger) && /^[A-Z][a-z]/.test(after))
    );
  return /^[A-Z]/.test(previous) || /^[A-Z][a-z]/.test(after);
}

// A short quoted title: "Guaranteed Winners?", 'Sure Thing?' (ends in a question mark, or
// capitalises every longer word). A quoted sentence someone said has lower-case words.
const QUOTED = /["“]([^"“”]{1,50})["”]|(?<![\w])['‘]([^'‘’]{1,40})['’](?![\w])/g;

function inQuotedTitle(ctx: TriggerContext): boolean {
  for (const match of execAll(QUOTED, ctx.sentence)) {
    const end = match.index + match[0].length;
    if (match.index > ctx.start || end < ctx.end) continue;
    const inner = (match[1] ?? match[2] ?? "").trim();
    if (/\?$/.test(inner)) return true;
    const longer = inner.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
    if (longer.length > 1 && longer.every((w) => /^[A-Z]/.test(w))) return true;
  }
  return false;
}

export function normalizeApostrophes(text: string): string {
  return text.replace(/[’‘`]/g, "'");
}

const checks: Record<Guard, (ctx: TriggerContext) => boolean> = {
  negation: isNegated,
  hedge: isHedged,
  opinion: isOpinion,
  attribution: isAttributed,
  disclosure: isDisclosed,
  name: isInName,
};

/** True when one of the rule's guards says the trigger is not a claim. */
export function isExcused(ctx: TriggerContext, guards: readonly Guard[]): boolean {
  return guards.some((guard) => checks[guard](ctx));
}

import type { ComplianceCategory } from "@studio/shared";
import { compileBuiltIn, PhraseIndex } from "./phrase/compile";
import { FIRST_PERSON, OPENERS } from "./phrase/slots";
import { sentenceEndsWith, toWords, type Word } from "./phrase/words";

/**
 * The guards: general linguistic checks that say a matched phrase is not a claim the writer is
 * making. One set, applied by one matcher to built-in and custom rules alike, and to the
 * statistical model's findings through `isExcusedBy`. No guard knows a name: each reads the
 * shape of the sentence (a negator in the claim's clause, a question mark, a third party as the
 * subject of a verb of saying, a disclosure's wording). Every guard is a bounded look around the
 * claim or a fact about the sentence computed once, so checking stays linear in the text.
 */
export type Guard =
  /** "Our fund will not beat the market", "There is no guarantee that ...". */
  | "negation"
  /** "If someone promises you guaranteed income, report it", "the SEC charged ...". */
  | "warning"
  /** Quoted or reported words of a third party: "He told investors it would double". */
  | "reported"
  /** "Will rates fall next year?" (a rhetorical offer to the reader is still a claim). */
  | "question"
  /** A named third party's forecast or figure: "according to the BLS", "Goldman expects". */
  | "attribution"
  /** The sentence, or the next one, carries the disclosure the claim needs. */
  | "disclosure"
  /** A forecast offered as possibility or opinion: "could rise", "we think rates will fall". */
  | "hedge"
  /** Part of a capitalised name or title: "tickets at Guaranteed Rate Field". */
  | "name"
  /** A market's or a security's past move told as news: "Spot gold fell 1.1% on Tuesday". */
  | "news";

/** Which kinds of claim each guard can excuse. A hedge never excuses a promise (issue 23). */
const excuses: Record<Guard, ReadonlySet<ComplianceCategory> | "all"> = {
  negation: "all",
  warning: "all",
  reported: new Set([
    "promissory",
    "prediction",
    "unsubstantiated",
    "pressure",
    "hypothetical",
  ] as const),
  question: "all",
  attribution: new Set(["prediction", "unsubstantiated"] as const),
  disclosure: new Set(["testimonial", "hypothetical", "unsubstantiated"] as const),
  hedge: new Set(["prediction"] as const),
  name: "all",
  news: new Set(["prediction", "unsubstantiated"] as const),
};

export const GUARDS = Object.keys(excuses) as Guard[];

// ---------------------------------------------------------------------------------------------
// What a guard reads, computed once per sentence (and only for sentences where a rule matched).

export type Marker =
  | "warning"
  | "uncertain"
  | "mention"
  | "meta-denial"
  | "attribution"
  | "conditional-speaker"
  | "disclose-testimonial"
  | "disclose-hypothetical"
  | "disclose-limits"
  | "disclose-generic"
  | "offer";

const markerPhrases: Record<Marker, readonly string[]> = {
  // Warnings about fraud, and a regulator's account of one.
  warning: [
    "(scam|scams|scammer|scammers|scammed|fraud|frauds|fraudster|fraudsters|fraudulent*|fraudulently)",
    "(ponzi|swindl*|duped|bogus|beware)",
    "pyramid (scheme|schemes)",
    "pump (and|&) dump*",
    "con (artist|artists|man|men)",
    "(be|are|stay|remain) (wary|skeptical|sceptical|suspicious|cautious)",
    "(wary|skeptical|sceptical|suspicious) of",
    "watch out for",
    "red (flag|flags)",
    "warning (sign|signs)",
    "too good to be true",
    "report (it|them|this|that|him|her|the|such)",
    "(charged|indicted|sued|convicted|sentenced|enjoined|barred|fined)",
    "(defendant|defendants|respondent|respondents)",
    "(falsely|misleading|misled|mislead|misleads|deceptive|deceptively|deceived|deceiving)",
    "(misrepresent*|allegedly|alleged|alleges|allege)",
    "(lure|lured|lures|luring) (investors|victims|people|customers)",
    "(victim|victims|criminal|criminals|manipulator|manipulators|manipulation|unrealistic|implausible)",
    "(violation|violations|violating|fictitious|scrutinized|scrutinised|unregistered|unlicensed)",
    "(on guard|grain of salt|too good)",
    "(pressure|pressured|pressures|pressuring) (you)? to",
  ],
  // Claims talked about as claims: "promises of quick riches", "claims that it cannot lose".
  mention: [
    "(promises|claims|guarantees|pitches|assurances|boasts) (of|that|about)",
    "(a|the|any|such) (promise|claim|pitch|guarantee) (of|that)",
    "(claims|promises|talk|language|phrases|words) (like|such as)",
    "the (word|term|phrase|label|words|terms|phrases|labels)",
  ],
  // Doubt about the whole claim: "there is no guarantee that", "nobody knows whether".
  "meta-denial": [
    "no (guarantee|guarantees|assurance|assurances|promise|promises|certainty|way to know)",
    "(nobody|no one) (knows|can know|can say|can tell|can predict)",
    "impossible to (know|say|predict|tell|time)",
    "(can't|don't|do not) (know|say|tell|predict)",
    "(hard|difficult) to (know|say|predict|tell)",
    "(anyone's|anybody's) guess",
  ],
  // A forecast's uncertainty said outright: what lets a figure stand as an opinion.
  uncertain: [
    "(forecasts|predictions|projections|estimates|targets) (are|is) (uncertain|often wrong|not guarantees)",
    "(forecasts|predictions|projections|estimates) (often|can|may|could) (miss|be wrong)",
    "(may|might) not (happen|materialize|materialise|come true)",
    "(far from|not) (certain|guaranteed|assured)",
    "(nobody|no one) (knows|can know)",
    "(we|i) (could|may|might|can) be wrong",
    "(can|could|may|might) (also)? (fall|decline|drop|go down) as well as (rise|go up)",
  ],
  attribution: [
    "according to",
    "(as)? reported by",
    "(data|figures|estimates|research|numbers|statistics|survey) (from|by)",
    "(source|sources)",
    "(citing|cited by)",
  ],
  // A hypothetical third party making the claim: "if someone promises you ...".
  "conditional-speaker": [
    "(if|when|whenever) (someone|anyone|somebody|anybody|a|an|they|people|the) * (promises|promise|guarantees|guarantee|tells|claims|says|offers|pressures|pitches|insists|urges|assures)",
    "(anyone|someone|people|those|promoters|sellers|salespeople) (who|that) (promise|promises|guarantee|guarantees|claim|claims|say|says|tell|tells|pressure|pressures)",
  ],
  "disclose-testimonial": [
    "(not|never|isn't|aren't|may not be|might not be) (necessarily)? (representative|typical|indicative)",
    "(atypical|unpaid|uncompensated)",
    "(results|experiences|experience|outcomes) (will|may|can|do)? vary",
    "no (compensation|payment|fee) (was|were|is)? (paid|given|received|provided)?",
    "(was|were|is|are) (not)? (paid|compensated)",
    "(received|receive|receives|get|got) no (compensation|payment)",
  ],
  // Results labelled as what they are: enough in the sentence or the next one.
  "disclose-hypothetical": [
    "(hypothetical|hypothetically|illustrative|illustration|illustrations)",
    "for illustrat* (purposes)?",
    "(assume|assumes|assumed|assuming|assumption|assumptions)",
  ],
  // Their limits told: enough anywhere in the document (a footnote).
  "disclose-limits": [
    "(do|does|did|not) (not)? (reflect|represent) (actual|real)",
    "not (actual|real) (trading|results|performance|returns)",
    "inherent (limitation|limitations)",
    "(results|performance|returns) (shown)? (are|is|were|was) hypothetical",
  ],
  "disclose-generic": [
    "past performance",
    "(is|are|was|were|does|do) (not|no) (a)? (guarantee*|indicat*|predict*|promise*)",
    "(not|no) (guarantee|indication|assurance) of future",
    "not indicative",
  ],
  // Questions that put an offer to the reader: "Want to double your money?"
  offer: [
    "(want|wanna|ready|tired|looking|interested)",
    "would you (like|love)",
    "how would you",
    "what if",
    "who else",
    "why not",
    "(imagine|picture)",
  ],
};

const markers = new PhraseIndex(
  (Object.entries(markerPhrases) as [Marker, readonly string[]][]).flatMap(([marker, list]) =>
    list.map((phrase) => ({ phrase: compileBuiltIn(phrase), value: marker })),
  ),
);

const NEGATORS = new Set([
  "no",
  "not",
  "never",
  "none",
  "nothing",
  "nobody",
  "neither",
  "nor",
  "without",
  "can't",
  "won't",
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "shouldn't",
  "wouldn't",
  "couldn't",
  "hasn't",
  "haven't",
  "hadn't",
  "mustn't",
  "hardly",
  "barely",
  "ain't",
]);
// Negators that intensify instead: "no doubt", "not only", "nothing but", "never before".
const NOT_NEGATING_NEXT: Record<string, ReadonlySet<string>> = {
  no: new Set(["doubt", "question", "wonder", "matter", "longer"]),
  not: new Set(["only", "just", "merely", "simply"]),
  nothing: new Set(["but", "short", "less"]),
  never: new Set(["before", "again"]),
  without: new Set(["doubt", "question", "fail", "exception"]),
};
// Where a negation stops reaching forward: "Don't miss the stock that will soar".
const SCOPE_STOPS = new Set([
  "that",
  "which",
  "who",
  "whose",
  "where",
  "when",
  "because",
  "so",
  "and",
  "since",
  "before",
  "after",
  "until",
  "if",
]);
// Verbs that carry a negation into the clause they introduce: "I don't think it will double".
const NEG_RAISING = new Set([
  "think",
  "believe",
  "expect",
  "promise",
  "promises",
  "guarantee",
  "guarantees",
  "say",
  "says",
  "know",
  "mean",
  "means",
  "assure",
  "claim",
  "suggest",
  "imply",
  "predict",
  "can",
  "could",
  "will",
  "would",
  "should",
  "may",
  "might",
  "is",
  "are",
  "be",
  "necessarily",
  "seem",
  "want",
]);
// What a "no" that opens a noun phrase denies through a relative clause: "No strategy that we
// know of can guarantee ...".
const NEG_RAISING_SUBJECTS = new Set([
  "one",
  "way",
  "investment",
  "strategy",
  "stock",
  "fund",
  "adviser",
  "advisor",
  "system",
]);
const HEDGES = new Set([
  "may",
  "might",
  "could",
  "can",
  "possibly",
  "perhaps",
  "probably",
  "likely",
  "unlikely",
  "potentially",
  "if",
  "unless",
  "whether",
  "maybe",
  "hope",
  "hopes",
  "hoping",
  "would",
  "possible",
  "possibility",
  "chance",
  "odds",
  "risk",
  "fear",
  "fears",
  "worry",
  "worries",
]);
const FIRST_SECOND = new Set([...FIRST_PERSON, "you", "your"]);
const THIRD_PRONOUNS = new Set([
  "he",
  "she",
  "they",
  "his",
  "her",
  "their",
  "them",
  "it",
  "they'll",
  "they're",
  "they've",
  "he'll",
  "she'll",
  "he's",
  "she's",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "people",
]);
// Verbs of pitching: the claim itself when a product is their subject ("this fund promises
// 8%"), someone else's pitch when a person is ("they'll offer guaranteed returns").
const PITCH = new Set([
  "offer",
  "offers",
  "offering",
  "promise",
  "promises",
  "promising",
  "claim",
  "claims",
  "claiming",
  "tout",
  "touts",
  "touting",
  "pitch",
  "pitches",
  "pitching",
  "lure",
  "lures",
  "luring",
  "tempt",
  "tempts",
  "advertise",
  "advertises",
  "guarantee",
  "guarantees",
  "use",
  "try",
  "tries",
  "brag",
  "brags",
  "bragging",
  "flaunt",
  "flaunts",
  "boast",
  "boasts",
  "boasting",
]);
// Who pitches: people and the channels they pitch through, never a product.
const PITCHERS = new Set([
  "promoter",
  "promoters",
  "scammer",
  "scammers",
  "criminals",
  "fraudsters",
  "broker",
  "brokers",
  "salesman",
  "salesmen",
  "salespeople",
  "salesperson",
  "caller",
  "callers",
  "seller",
  "sellers",
  "marketers",
  "advertisements",
  "ads",
  "infomercials",
  "emails",
  "websites",
  "adviser",
  "advisers",
  "advisor",
  "advisors",
  "manipulator",
  "schemes",
  "promotions",
  "they",
  "he",
  "she",
  "someone",
  "anyone",
  "people",
  "they'll",
  "they're",
]);
// Verbs of saying: past tense reports anyone's words; present tense only the verbs that are
// not themselves the claim ("this fund promises 8%" is the claim, "he says" reports it).
const SAID = new Set([
  "said",
  "claimed",
  "told",
  "promised",
  "stated",
  "wrote",
  "represented",
  "touted",
  "boasted",
  "bragged",
  "predicted",
  "asserted",
  "advertised",
  "pitched",
  "insisted",
  "declared",
  "announced",
  "described",
  "suggested",
  "added",
  "explained",
  "noted",
  "warned",
  "argued",
]);
const SAYS = new Set([
  "says",
  "say",
  "tells",
  "claims",
  "writes",
  "predicts",
  "argues",
  "believes",
  "thinks",
  "expects",
  "forecasts",
  "projects",
  "estimates",
  "sees",
  "insists",
  "notes",
  "warns",
  "anticipates",
  "reports",
  "report",
  "expect",
  "forecast",
  "predict",
  "believe",
  "think",
  "see",
  "estimate",
  "project",
  "anticipate",
  "argue",
  "suggest",
  "suggests",
  "bet",
  "bets",
  "betting",
  "wager",
  "wagers",
  "fear",
  "fears",
  "hope",
  "hopes",
]);
// Who else makes forecasts and figures: a role, not a name.
const THIRD_PARTY_ROLES = new Set([
  "analysts",
  "analyst",
  "economists",
  "economist",
  "strategists",
  "strategist",
  "forecasters",
  "experts",
  "consensus",
  "traders",
  "investors",
  "observers",
  "bulls",
  "bears",
  "skeptics",
  "critics",
  "officials",
  "policymakers",
  "banks",
  "markets",
  "futures",
  "survey",
  "surveys",
  "polls",
  "respondents",
  "researchers",
  "studies",
  "management",
  "company",
  "some",
  "many",
  "most",
  "few",
  "others",
]);

export interface SentenceContext {
  text: string;
  words: readonly Word[];
  question: boolean;
  /** Per marker: the first word a hit starts at, and the earliest word a hit ends before. */
  marks: ReadonlyMap<Marker, { start: number; end: number }>;
  /** A warning about fraud that is not itself denied ("this is not a scam"). */
  warning: boolean;
  /** The sentence names a sum of money or a percentage. */
  figure: boolean;
  /** Most longer words are capitalised: a headline, where capitals mark no name. */
  titleCase: boolean;
  /** The next sentence's disclosure markers, read lazily (a disclosure often follows). */
  following: () => ReadonlySet<Marker>;
  /** The markers anywhere in the document (a footnote discloses for every testimonial). */
  document: () => ReadonlySet<Marker>;
}

const none: ReadonlySet<Marker> = new Set();

/** The markers of a whole document, read once and only when a guard asks. */
export function documentMarkers(
  sentences: readonly { words: readonly Word[] }[],
): () => ReadonlySet<Marker> {
  let found: Set<Marker> | null = null;
  return () => {
    if (found === null) {
      const seen = new Set<Marker>();
      for (const sentence of sentences) {
        for (const marker of readMarks(sentence.words).marks.keys()) seen.add(marker);
      }
      found = seen;
    }
    return found;
  };
}

interface SentenceMarks {
  marks: Map<Marker, { start: number; end: number }>;
  warning: boolean;
}

// A sentence's markers are read once, whoever asks: its own guards, the sentence before it
// (a disclosure that follows), or the document's.
const marksOf = new WeakMap<readonly Word[], SentenceMarks>();

function readMarks(words: readonly Word[]): SentenceMarks {
  const cached = marksOf.get(words);
  if (cached) return cached;
  const marks = new Map<Marker, { start: number; end: number }>();
  let warning = false;
  markers.scan(words, (marker, start, end) => {
    const seen = marks.get(marker);
    if (!seen) marks.set(marker, { start, end });
    else seen.end = Math.min(seen.end, end);
    if (marker === "warning" && !negatedAt(words, start)) warning = true;
  });
  const read = { marks, warning };
  marksOf.set(words, read);
  return read;
}

export function sentenceContext(
  text: string,
  words: readonly Word[] = toWords(text),
  following?: string | readonly Word[],
  document: () => ReadonlySet<Marker> = () => none,
): SentenceContext {
  const { marks, warning } = readMarks(words);
  // A headline capitalises every longer word; prose has at least one in lower case.
  let lowerLonger = 0;
  let longer = 0;
  let figure = false;
  for (const word of words) {
    if (word.kind === "word" && word.norm.length >= 4) {
      longer += 1;
      if (!word.capital) lowerLonger += 1;
    }
    if (word.kind === "money" || word.kind === "percent") figure = true;
  }
  let next: ReadonlySet<Marker> | null = null;
  return {
    text,
    words,
    question: sentenceEndsWith(text, "?"),
    marks,
    warning,
    figure,
    titleCase: longer > 1 && lowerLonger === 0,
    following: () => {
      if (next === null) {
        next = following
          ? new Set(
              readMarks(
                typeof following === "string" ? toWords(following) : following,
              ).marks.keys(),
            )
          : none;
      }
      return next;
    },
    document,
  };
}

/** A matched span of a sentence, and the kind of claim it would be. */
export interface ClaimSpan {
  sentence: SentenceContext;
  /** Word indexes: the first word and just past the last. */
  start: number;
  end: number;
  category: ComplianceCategory;
  /** Whether the rule's own phrase names this word (its "can't" in "can't lose" is the claim). */
  names?: (word: string) => boolean;
}

/**
 * The first guard that says the span is not a claim, or null when it is one; with `among`, only
 * those guards are asked.
 */
export function excusedBy(span: ClaimSpan, among: readonly Guard[] = GUARDS): Guard | null {
  for (const guard of among) {
    const scope = excuses[guard];
    if (scope !== "all" && !scope.has(span.category)) continue;
    if (checks[guard](span)) return guard;
  }
  return null;
}

const checks: Record<Guard, (span: ClaimSpan) => boolean> = {
  negation: isNegated,
  warning: (span) => span.sentence.warning,
  reported: isReported,
  question: isQuestion,
  attribution: isAttributed,
  disclosure: isDisclosed,
  hedge: isHedged,
  name: isInName,
  news: isNews,
};

/** Where the sentence's first hit of a marker starts and its earliest hit ends, if any. */
function mark(span: ClaimSpan, marker: Marker): { start: number; end: number } | undefined {
  return span.sentence.marks.get(marker);
}

// How far a guard looks from the claim, in words: far enough for any real sentence, and a
// bound that keeps a pathological one-sentence text linear.
const REACH = 16;

/** A negator right before word `i` ("not a scam", "no red flags"). */
function negatedAt(words: readonly Word[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    if (NEGATORS.has(words[j]!.norm)) return true;
  }
  return false;
}

function isNegator(words: readonly Word[], j: number): boolean {
  const word = words[j]!;
  if (!NEGATORS.has(word.norm)) return false;
  const after = words[j + 1];
  // "no-brainer", "no-lose": a negator joined into a compound is part of a word.
  if (after?.joined) return false;
  return !(after && NOT_NEGATING_NEXT[word.norm]?.has(after.norm));
}

function isNegated(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  // Doubt over the whole sentence before the claim: "There is no guarantee that, ..., it will".
  const denial = mark(span, "meta-denial");
  if (denial && denial.end <= span.start) return true;
  // A negator inside the span that the phrase does not itself spell out: "beat * market" over
  // "will not beat the market" is caught before; "will * double" over "will not double" here.
  // (A shape's span names no words: a negator anywhere in it counts, "NOT INTENDED FOR ...".)
  for (let j = span.names ? span.start + 1 : span.start; j < span.end; j++) {
    if (isNegator(words, j) && !span.names?.(words[j]!.norm)) return true;
  }
  // Back through the claim's clause, at most eight words.
  const clause = words[span.start]!.clause;
  let crossed = false;
  for (let j = span.start - 1; j >= 0 && j >= span.start - 8; j--) {
    const word = words[j]!;
    if (word.clause !== clause) {
      // A clause that is only the negator's aside: "No strategy, however clever, can".
      break;
    }
    if (isNegator(words, j)) {
      if (!crossed) return true;
      // Through "that"/"and": only when the negated word carries it ("don't think that",
      // "no strategy that").
      const next = words.slice(j + 1, j + 4);
      const subject = ["no", "none", "nothing", "nobody"].includes(word.norm);
      const carried = next.some(
        (w) => NEG_RAISING.has(w.norm) || (subject && NEG_RAISING_SUBJECTS.has(w.norm)),
      );
      if (carried) return true;
      return false;
    }
    if (SCOPE_STOPS.has(word.norm)) crossed = true;
  }
  // A negator opening the sentence reaches past an aside: "No strategy, however clever, can
  // promise ...", but not past a turn ("No fees, no hassle, just guaranteed returns").
  if (
    span.start > 0 &&
    span.start <= 12 &&
    OPENING_NEGATORS.has(words[0]?.norm ?? "") &&
    isNegator(words, 0) &&
    clause <= 2
  ) {
    const between = words.slice(1, span.start);
    if (between.every((w) => !w.hardBreak && !TURNS.has(w.norm) && !NEGATORS.has(w.norm))) {
      return true;
    }
  }
  // The claim as the subject of a denial: "Risk-free returns do not exist", "are a myth".
  const clauseStart = firstOfClause(words, span.start);
  if (span.start - clauseStart <= 2) {
    for (let j = span.end; j < words.length && j < span.end + 4; j++) {
      if (words[j]!.clause !== clause) break;
      if (isNegator(words, j) || words[j]!.norm === "myth") return true;
    }
  }
  return false;
}

const OPENING_NEGATORS = new Set(["no", "nobody", "none", "nothing", "never", "neither"]);
const TURNS = new Set(["just", "only", "simply", "but", "instead", "yet", "plus"]);

function firstOfClause(words: readonly Word[], i: number): number {
  let j = i;
  while (j > 0 && j > i - REACH && words[j - 1]!.clause === words[i]!.clause) j -= 1;
  return j;
}

/** Someone else's words, quoted or reported; or the claim a hypothetical someone makes. */
function isReported(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  const conditional = mark(span, "conditional-speaker");
  if (conditional && conditional.start < span.end) return true;
  const mention = mark(span, "mention");
  if (mention && mention.start <= span.start) return true;
  if (reportedPitch(words, span.start)) return true;
  if (scareQuoted(span)) return true;
  const last = Math.min(words.length, span.end + 6);
  for (let j = Math.max(0, span.start - REACH); j < last; j++) {
    const word = words[j]!;
    const past = SAID.has(word.norm);
    const pitch = PITCH.has(word.norm);
    if (!past && !pitch && !SAYS.has(word.norm)) continue;
    // The verb introduces the claim, or follows a quote of it ("...," he said).
    const before = j < span.start;
    const afterQuote = j >= span.end && words[span.start]!.quoted && !word.quoted;
    if (!before && !afterQuote) continue;
    if (word.quoted) continue;
    if (pitch ? pitcherBefore(words, j) : speakerIsThirdParty(words, j, past)) return true;
  }
  return false;
}

/**
 * The claim opens with a pitch in the past by someone named before it: "Shavers promised
 * investors 7% a week", "a program that guaranteed 10% a month", or its passive ("investors were
 * promised ..."). In the present tense a product's pitch is the claim itself.
 */
function reportedPitch(words: readonly Word[], start: number): boolean {
  const verb = words[start];
  if (!verb || !PAST_PITCH.has(verb.norm)) return false;
  const before = words[start - 1];
  if (!before || before.clause !== verb.clause) return false;
  if (["were", "was", "had", "been", "being"].includes(before.norm)) return true;
  if (["which", "who", "that", "he", "she", "they", "it"].includes(before.norm)) return true;
  // A name: capitalised mid-sentence, or opening it when it is not a small word ("The", "Our").
  return (
    before.capital &&
    !FIRST_SECOND.has(before.norm) &&
    (before !== words[0] || !OPENERS.has(before.norm))
  );
}

const PAST_PITCH = new Set([
  "promised",
  "guaranteed",
  "assured",
  "touted",
  "claimed",
  "pitched",
  "offered",
]);

/** A person (or their channel) pitches: "they'll offer", "promoters use", "a broker promising". */
function pitcherBefore(words: readonly Word[], j: number): boolean {
  const clause = words[j]!.clause;
  const subject = words.slice(Math.max(0, j - 5), j).filter((w) => w.clause === clause);
  if (subject.some((w) => FIRST_SECOND.has(w.norm))) return false;
  return subject.some((w) => PITCHERS.has(w.norm));
}

/**
 * A claim in scare quotes, talked about rather than made: a short quoted phrase in a sentence
 * that speaks neither as us nor to the reader ("claims like “double your money”").
 */
function scareQuoted(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  for (let j = span.start; j < span.end; j++) if (!words[j]!.quoted) return false;
  let from = span.start;
  while (from > 0 && words[from - 1]!.quoted && span.start - from < 10) from -= 1;
  let to = span.end;
  while (to < words.length && words[to]!.quoted && to - span.end < 10) to += 1;
  if (to - from > 8 || (from === 0 && to === words.length)) return false;
  const outside = [...words.slice(Math.max(0, from - REACH), from), ...words.slice(to, to + REACH)];
  return outside.length > 0 && !outside.some((w) => FIRST_SECOND.has(w.norm));
}

/**
 * The subject of the verb of saying at `j`, read a few words either side: a third party when it
 * names someone (a pronoun, a role, a capitalised name) and neither we nor you appear.
 */
function speakerIsThirdParty(words: readonly Word[], j: number, past: boolean): boolean {
  const clause = words[j]!.clause;
  const subject = words.slice(Math.max(0, j - 4), j).filter((w) => w.clause === clause);
  const after = words.slice(j + 1, j + 3);
  if ([...subject, ...after].some((w) => FIRST_SECOND.has(w.norm))) return false;
  if (subject.length === 0) {
    // Inverted after a quote: "... ," said John Smith.
    return after.some((w) => w.capital || THIRD_PRONOUNS.has(w.norm));
  }
  // A capital names someone unless it only opens the sentence ("Enjoy guaranteed profits").
  const named = subject.some(
    (w) =>
      THIRD_PRONOUNS.has(w.norm) ||
      THIRD_PARTY_ROLES.has(w.norm) ||
      (w.capital && (w !== words[0] || words[1]?.capital === true)),
  );
  // A past report names its speaker with a noun phrase too: "the promoter", "its website".
  const nounPhrase = subject.some((w) => REPORTING_DETERMINERS.has(w.norm));
  return named || (past && nounPhrase);
}

const REPORTING_DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "its",
  "their",
  "his",
  "her",
  "these",
  "those",
]);

function isQuestion(span: ClaimSpan): boolean {
  if (!span.sentence.question) return false;
  // A question that puts an offer to the reader is a claim: "Want to double your money?", and
  // so is a teaser that names a figure: "Could this $3 stock be the next Amazon?"
  const offer = mark(span, "offer");
  if (offer && offer.start <= 2) return false;
  return !span.sentence.figure;
}

function isAttributed(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  if (mark(span, "attribution")) return true;
  const from = Math.max(0, span.start - REACH);
  const to = Math.min(words.length - 1, span.end + REACH);
  // "per the BLS", "(Source: Morningstar)"
  for (let j = from; j < to; j++) {
    if (words[j]!.norm === "per" && (words[j + 1]!.capital || words[j + 2]?.capital)) return true;
  }
  // A third party as the subject of a verb of forecasting or reporting before the claim.
  for (let j = from; j < span.start; j++) {
    const word = words[j]!;
    if (!SAYS.has(word.norm) && !SAID.has(word.norm)) continue;
    if (speakerIsThirdParty(words, j, SAID.has(word.norm))) return true;
  }
  return false;
}

function isDisclosed(span: ClaimSpan): boolean {
  const { sentence } = span;
  const here = (marker: Marker) => sentence.marks.has(marker);
  const next = (marker: Marker) => sentence.following().has(marker);
  const anywhere = (marker: Marker) => sentence.document().has(marker);
  switch (span.category) {
    case "testimonial":
      return (
        here("disclose-testimonial") ||
        next("disclose-testimonial") ||
        anywhere("disclose-testimonial")
      );
    case "hypothetical":
      return (
        here("disclose-hypothetical") ||
        here("disclose-limits") ||
        here("disclose-generic") ||
        next("disclose-hypothetical") ||
        next("disclose-limits") ||
        anywhere("disclose-limits")
      );
    default:
      // A figure labelled hypothetical or assumed is not a claim about results either.
      return here("disclose-generic") || here("disclose-hypothetical");
  }
}

/**
 * A forecast offered as a possibility: a modal, a conditional or a probability word in its
 * clause or sentence. Not when it names a figure or a dramatic move ("could surge 10,000%",
 * "will soar when ..."): real promotions hedge those too, and they stay forecasts. An opinion
 * marker ("I think", "we believe") does not hedge either: promoters use it as a frame.
 */
function isHedged(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  const clause = words[span.start]!.clause;
  const from = firstOfClause(words, span.start);
  let to = span.end;
  while (to < words.length && to < span.end + REACH && words[to]!.clause === clause) to += 1;
  // A figure or a dramatic move stays a forecast unless its uncertainty is said outright.
  const stated =
    span.sentence.marks.has("uncertain") ||
    span.sentence.following().has("uncertain") ||
    span.sentence.document().has("uncertain");
  for (let j = from; j < to && !stated; j++) {
    const word = words[j]!;
    if (word.kind !== "word" || HYPE.has(word.norm)) return false;
    if (/^\d+x$/.test(word.norm)) return false;
  }
  for (let j = span.start - 1; j >= 0 && j >= span.start - 12; j--) {
    if (words[j]!.clause !== clause) break;
    if (HEDGES.has(words[j]!.norm)) return true;
  }
  // Inside the claim too: "could climb", "will probably fall".
  for (let j = span.start; j < span.end; j++) {
    if (HEDGES.has(words[j]!.norm)) return true;
  }
  // A condition anywhere near: "If rates fall, bonds will rally", "will fall when dividends
  // are paid out".
  const start = Math.max(0, span.start - REACH);
  const end = Math.min(words.length, span.end + REACH);
  for (let j = start; j < end; j++) {
    if (CONDITIONS.has(words[j]!.norm) && (j < span.start || j >= span.end)) return true;
  }
  return false;
}

const CONDITIONS = new Set(["if", "unless", "when", "whenever", "assuming", "provided"]);
// Moves told as drama: a hedge does not soften them.
const HYPE = new Set([
  "soar",
  "soars",
  "soaring",
  "skyrocket",
  "skyrockets",
  "skyrocketing",
  "explode",
  "explodes",
  "exploding",
  "explosive",
  "rocket",
  "rockets",
  "moon",
  "parabolic",
  "roof",
  "double",
  "triple",
  "quadruple",
  "surge",
  "massive",
  "huge",
  "enormous",
  "tremendous",
  "crash",
  "collapse",
  "plunge",
  "meltdown",
]);

/**
 * Part of a name: the matched words are capitalised mid-sentence, next to other capitalised
 * words, in a sentence that is not itself written in title case or capitals.
 */
function isInName(span: ClaimSpan): boolean {
  const { words } = span.sentence;
  if (span.end - span.start > 6 || span.sentence.titleCase) return false;
  const matched = words.slice(span.start, span.end);
  if (!matched.every((w) => w.capital && !w.allCaps)) return false;
  if (span.start === 0 || words[span.start]!.hardBreak) {
    // At the start, only a run that goes on: "Guaranteed Rate Field hosts ...".
    return span.end - span.start >= 2 || Boolean(words[span.end]?.capital);
  }
  return true;
}

/**
 * News of a past move: a price, market or security that moved, with when, told by no one with a
 * stake in it ("Spot gold fell 1.1% to $1,372 an ounce on Tuesday", "Since May 1st, the S&P 500
 * has gained about 12.1%"). The labelling guide counts news of past moves as compliant; the same
 * figure becomes a boast once it is ours or the reader's ("our pick", "you"), a product's track
 * record ("the system", "since launch"), a forecast (a modal or "expect") or hype ("!"). A
 * sentence-wide reading: every condition is about the whole sentence, so the span does not matter.
 */
function isNews(span: ClaimSpan): boolean {
  const { words, text } = span.sentence;
  if (text.includes("!") || span.sentence.question) return false;
  let moved = false;
  let dated = false;
  for (let j = 0; j < words.length; j++) {
    const word = words[j]!;
    const norm = word.norm;
    // "May" mid-sentence is the month ("since May 1st"), not the modal.
    const month = norm === "may" && word.capital && j > 0;
    if (FIRST_SECOND.has(norm) || (NOT_NEWS.has(norm) && !month)) return false;
    if (MOVED.has(norm)) moved = true;
    else if ((norm === "up" || norm === "down") && isBe(words[j - 1]?.norm ?? "")) moved = true;
    if (WHEN.has(norm) || month || (word.kind === "number" && /^(?:19|20)\d\d$/.test(norm)))
      dated = true;
    else if (
      (norm === "this" || norm === "last" || norm === "past") &&
      PERIODS.has(words[j + 1]?.norm ?? "")
    ) {
      dated = true;
    }
  }
  return moved && dated;
}

// A move told in the past (or the present perfect: "has gained").
const MOVED = new Set(
  (
    "rose risen fell fallen jumped climbed gained dropped slid slipped surged soared tumbled " +
    "plunged sank sunk declined advanced rallied rebounded dipped edged shed lost topped closed " +
    "ended finished traded spiked retreated slumped increased decreased doubled tripled " +
    "outperformed underperformed lagged hit touched"
  ).split(" "),
);
const BE = new Set(["is", "was", "are", "were", "been"]);
/** "is up", "has been down", "Gold's up". */
const isBe = (norm: string) => BE.has(norm) || norm.endsWith("'s");
// When: a day, a month, a session, a span up to now.
const WHEN = new Set(
  (
    "today yesterday monday tuesday wednesday thursday friday saturday sunday january february " +
    "march april june july august september october november december jan feb mar apr jun jul " +
    "aug sep sept oct nov dec premarket pre-market intraday session year-to-date ytd since " +
    "week's month's year's weekend overnight consecutive"
  ).split(" "),
);
const PERIODS = new Set(["week", "month", "year", "quarter", "session", "decade", "day", "days"]);
// What makes a figure someone's record or a forecast rather than news.
const NOT_NEWS = new Set(
  (
    "will would could may might can should must shall going gonna poised expect expects next " +
    "soon ahead coming " +
    "imagine if pick picks picked recommendation recommendations recommended recommend alert " +
    "alerts member members subscriber subscribers reader readers client clients customer " +
    "customers student students portfolio portfolios newsletter service system strategy " +
    "strategies signal signals bot bots fund funds model program method trades launch launched " +
    "inception track average winners"
  ).split(" "),
);

// ---------------------------------------------------------------------------------------------
// For findings made without the matcher (the statistical model): the same guards on a span of
// a sentence's text.

export interface TextSpan {
  /** The sentence's plain text. */
  sentence: string;
  /** UTF-16 offsets of the claim in the sentence (the whole sentence when unknown). */
  start: number;
  end: number;
  category: ComplianceCategory;
  /** The next sentence: a disclosure often follows the claim it qualifies. */
  following?: string;
  /** The document's markers (from `documentMarkers`): a footnote discloses for every claim. */
  document?: SentenceContext["document"];
}

/**
 * The guard that excuses a claim found by other means, or null when none does: the scorer's
 * findings go through the same guards as every rule's.
 */
export function isExcusedBy(span: TextSpan): Guard | null {
  const words = toWords(span.sentence);
  if (words.length === 0) return null;
  let start = words.findIndex((w) => w.end > span.start);
  if (start === -1) start = words.length - 1;
  let end = words.findIndex((w) => w.start >= span.end);
  if (end === -1) end = words.length;
  if (end <= start) end = start + 1;
  const sentence = sentenceContext(span.sentence, words, span.following, span.document);
  return excusedBy({ sentence, start, end, category: span.category });
}

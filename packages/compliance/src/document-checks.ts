import { compileBuiltIn, PhraseIndex } from "./phrase/compile";
import type { Word } from "./phrase/words";
import {
  categoryReasons,
  HYPOTHETICAL_DISCLOSURE,
  RISK_SENTENCE,
  TESTIMONIAL_DISCLOSURE,
} from "./rules/reasons";
import type { Sentence } from "./sentences";

/**
 * The checks a regulator makes of a whole communication (issue 23, item 4), each a flag with a
 * rule id starting `document.`: gains without a word on risk; a performance figure without its
 * period or its fee basis; a testimonial without saying whether the speaker is a client and was
 * paid; hypothetical or back-tested results without their limits; the product's disclaimer
 * missing. They read phrase hits over the document's words, once, so they stay linear.
 */
export interface DocumentSentence extends Sentence {
  words: readonly Word[];
}

export interface DocumentFlag {
  rule: string;
  category: "unbalanced" | "unsubstantiated" | "testimonial" | "hypothetical";
  severity: "block" | "warn";
  reason: string;
  sentence: DocumentSentence;
  /** Offsets in the sentence's text. */
  start: number;
  end: number;
  /** The sentence its rewrite adds after the flagged one, or null. */
  added: string | null;
}

/** What the sentence rules saw that the document checks build on. */
export interface SentenceEvidence {
  /** Testimonials and hypotheticals a disclosure excused: they still need a full one. */
  excused: {
    sentence: DocumentSentence;
    category: "testimonial" | "hypothetical";
    start: number;
    end: number;
  }[];
  /** Spans (plain-text offsets) already flagged, by category. */
  flagged: { category: string; start: number; end: number }[];
}

type Kind =
  | "gain"
  | "risk"
  | "denial"
  | "performance"
  | "period"
  | "fees"
  | "client"
  | "paid"
  | "limits";

const lexicon: Record<Kind, readonly string[]> = {
  // Talking up gains.
  gain: [
    "(gain|gains|gained|profit|profits|profitable|upside|windfall|winners|wealth|wealthy|rich|riches)",
    "(soar*|skyrocket*|doubl*|tripl*|outperform*|surge|surged|surging|rally|rallies|rallied)",
    "(beat|beats|beating) {index}",
    "make money",
    "{percent} (a|per|every) (year|month)",
    "{percent} (annually|yearly)",
  ],
  // Any honest word about risk.
  risk: [
    "(risk|risks|risky|volatile|volatility|downside|drawdown|drawdowns|uncertain|uncertainty|speculative|decline|declines)",
    "(lose|loses|losing|loss|losses|lost)",
    "(no|not) (guarantee|guaranteed)",
    "does not guarantee",
    "past performance",
    "(could|may|might|can) (fall|decline|drop|lose|go down)",
  ],
  // What sounds like risk but denies it: "risk-free", "can't lose".
  denial: [
    "(risk free|riskless|no risk|zero risk|no downside|zero downside|no losses|without losses)",
    "without (any)? risk",
    "(can't|never|won't|no way to) (ever)? (lose|losing)",
    "downside to",
  ],
  // A figure for our own or the product's results.
  performance: [
    "({we}|the fund|the portfolio|the strategy|the model portfolio|our fund|our portfolio|our picks) (has|have|had)? (gained|returned|earned|delivered|produced|generated|averaged|rose|climbed|is up|was up|are up|were up) (an average of|a total of|a)? {percent}",
  ],
  // Its period.
  period: [
    "(in|during|for|over|through) (the)? (past|last|first|latest|most recent)? ({number})? (year|years|quarter|quarters|period|month|months|decade)",
    "for the * (ended|ending)",
    "(in|during|for|since|through|as of) {number}",
    "(since|from) (its)? (inception|launch|{number})",
    "(year to date|ytd|annualized|annualised|per year|a year|annually|last year|this year|{timespan})",
  ],
  // Its fee basis.
  fees: [
    "(net|gross|after|before) (of)? (all)? (fees|expenses|costs|charges)",
    "(fees|expenses) (deducted|included|reflected)",
  ],
  // Whether a testimonial's speaker is a client, and whether they were paid.
  client: [
    "(is|was|are|were|a|an) (current|former|paying|actual)? (client|clients|customer|customers|subscriber|subscribers|member|members)",
    "(not|non) (a)? (client|clients|customer|customers|subscriber|subscribers)",
  ],
  paid: [
    "(paid|compensated|compensation|unpaid|uncompensated|free subscription|incentive|incentives)",
  ],
  limits: [
    "(do|does|did|not) (not)? (reflect|represent) (actual|real)",
    "not (actual|real) (trading|results|performance|returns)",
    "inherent (limitation|limitations)",
    "(actual|your) (costs|returns|results) (may|might|could|will|would) (be)? (higher|lower|differ|vary)",
    "not (a|an)? (prediction|projection|forecast|guarantee) of",
  ],
};

const index = new PhraseIndex(
  (Object.entries(lexicon) as [Kind, readonly string[]][]).flatMap(([kind, phrases]) =>
    phrases.map((phrase) => ({ phrase: compileBuiltIn(phrase), value: kind })),
  ),
);

interface Hit {
  kind: Kind;
  sentence: DocumentSentence;
  /** Offsets in the sentence's text. */
  start: number;
  end: number;
}

export function documentFlags(
  sentences: readonly DocumentSentence[],
  evidence: SentenceEvidence,
): DocumentFlag[] {
  const hits: Hit[] = [];
  for (const sentence of sentences) {
    const { words } = sentence;
    index.scan(words, (kind, start, end) =>
      hits.push({ kind, sentence, start: words[start]!.start, end: words[end - 1]!.end }),
    );
  }
  const has = (kind: Kind) => hits.some((h) => h.kind === kind);
  const flags: DocumentFlag[] = [];

  // Gains talked up more than once, and never a word on risk (a lone sentence is judged by the
  // sentence rules: balance is a property of a whole piece).
  const denials = hits.filter((h) => h.kind === "denial");
  const risk = hits.some(
    (h) =>
      h.kind === "risk" &&
      !denials.some((d) => d.sentence === h.sentence && d.start <= h.start && d.end >= h.end),
  );
  const gains = hits.filter((h) => h.kind === "gain");
  if (sentences.length >= 2 && !risk && gains.length >= 2) {
    const first = gains[0]!;
    flags.push({
      rule: "document.unbalanced",
      category: "unbalanced",
      severity: "block",
      reason: categoryReasons.unbalanced,
      sentence: first.sentence,
      start: first.start,
      end: first.end,
      added: RISK_SENTENCE,
    });
  }

  // A performance figure without its period (in its sentence) or its fee basis (anywhere).
  const fees = has("fees");
  for (const figure of hits.filter((h) => h.kind === "performance")) {
    const start = figure.sentence.start + figure.start;
    const end = figure.sentence.start + figure.end;
    if (
      evidence.flagged.some(
        (f) => f.category === "unsubstantiated" && f.start < end && f.end > start,
      )
    ) {
      continue;
    }
    const period = hits.some((h) => h.kind === "period" && h.sentence === figure.sentence);
    if (period && fees) continue;
    const missing =
      !period && !fees
        ? "its period and whether it is net of fees"
        : !period
          ? "the period it covers"
          : "whether it is net of fees";
    flags.push({
      rule: "document.performance_context",
      category: "unsubstantiated",
      severity: "warn",
      reason: `${categoryReasons.unsubstantiated} A performance figure needs ${missing} (FINRA Rule 2210(d)(1)(A), SEC Marketing Rule 206(4)-1).`,
      sentence: figure.sentence,
      start: figure.start,
      end: figure.end,
      added: null,
    });
    break;
  }

  // A testimonial whose disclosure does not say whether the speaker is a client and was paid.
  const testimonial = evidence.excused.find((e) => e.category === "testimonial");
  if (testimonial && !(has("client") && has("paid"))) {
    flags.push({
      rule: "document.testimonial_disclosure",
      category: "testimonial",
      severity: "block",
      reason: `${categoryReasons.testimonial} Say whether the person is a client and whether they were paid.`,
      sentence: testimonial.sentence,
      start: testimonial.start,
      end: testimonial.end,
      added: TESTIMONIAL_DISCLOSURE,
    });
  }

  // Hypothetical or back-tested results, labelled as such, but their limits never told.
  const hypothetical = evidence.excused.find((e) => e.category === "hypothetical");
  if (hypothetical && !has("limits")) {
    flags.push({
      rule: "document.hypothetical_disclosure",
      category: "hypothetical",
      severity: "block",
      reason: `${categoryReasons.hypothetical} Say that they do not reflect actual trading and what limits them.`,
      sentence: hypothetical.sentence,
      start: hypothetical.start,
      end: hypothetical.end,
      added: HYPOTHETICAL_DISCLOSURE,
    });
  }
  return flags;
}

/** Whitespace- and case-insensitive containment, markup ignored. */
export function containsDisclaimer(plain: string, disclaimer: string): boolean {
  const squash = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  const wanted = squash(disclaimer);
  return wanted.length === 0 || squash(plain).includes(wanted);
}

export interface Figure {
  text: string;
  start: number;
  end: number;
}

/** The money and percentage figures of a sentence (by its words). */
export function findFigures(text: string, words: readonly Word[]): Figure[] {
  const out: Figure[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let end = i;
    if (word.kind === "money" || word.kind === "percent") end = i + 1;
    else if (word.kind === "number" && /^(?:percent|per)$/.test(words[i + 1]?.norm ?? "")) {
      end = words[i + 1]!.norm === "per" && words[i + 2]?.norm === "cent" ? i + 3 : i + 2;
    }
    if (end === i) continue;
    if (
      word.kind === "money" &&
      /^(?:k|m|bn|thousand|million|billion|trillion)$/.test(words[end]?.norm ?? "")
    ) {
      end += 1;
    }
    const start = word.start;
    const stop = words[end - 1]!.end;
    out.push({ text: text.slice(start, stop), start, end: stop });
    i = end - 1;
  }
  return out;
}

/** A figure in a canonical spelling, so "$1,000" in the draft meets "$1000" in a source. */
export function canonicalFigure(raw: string): string {
  return raw
    .toLowerCase()
    .split(/[\s,]+/)
    .join("")
    .split("percent")
    .join("%");
}

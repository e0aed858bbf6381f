import {
  BLOCK_CONFIDENCE,
  type ComplianceFlag,
  type ComplianceReport,
  type ComplianceSeverity,
} from "@studio/shared";
import { type CustomRule, customRuleSet } from "./custom-rules";
import {
  canonicalFigure,
  containsDisclaimer,
  type DocumentSentence,
  documentFlags,
  findFigures,
  type SentenceEvidence,
} from "./document-checks";
import { diffEdit, toFix, wholeLineRemoval } from "./fix";
import {
  documentMarkers,
  excusedBy,
  type Guard,
  type SentenceContext,
  sentenceContext,
} from "./guards";
import { toWords, type Word } from "./phrase/words";
import { type PlainText, toOriginalSpan, toPlainText } from "./plain-text";
import type { SentenceCategory } from "./rule";
import { applyEdit, type Edit, type RuleHit, withAddition } from "./rule-engine";
import { builtInRules, RULEBOOK_VERSION } from "./rulebook";
import { categoryReasons } from "./rules/reasons";
import { confidentCategory, scorerFinding } from "./scorer-findings";
import { type Sentence, splitSentences } from "./sentences";

export interface ComplianceSource {
  id: number;
  name: string;
  text: string;
}

export interface CheckOptions {
  /** The product's required disclaimer; the text must contain it. */
  disclaimer?: string | null;
  /** The administrators' enabled rules. */
  customRules?: readonly CustomRule[];
  /** What the draft was written from: figures found in none of them are flagged. */
  sources?: readonly ComplianceSource[];
  /** Built-in rules an administrator switched off for this installation. */
  disabledRules?: readonly string[];
}

/** A flag found in a sentence, before offsets are mapped back to the original text. */
export interface Finding {
  rule: string;
  category: ComplianceFlag["category"];
  severity: ComplianceFlag["severity"];
  reason: string;
  /** Plain-text span of the offending words. */
  start: number;
  end: number;
  sentence: Sentence;
  /** This finding's rewrite of its whole sentence; null when it has none. */
  rewrite: ((sentence: string) => string | null) | null;
  /**
   * How sure the finding is, 0–1 (absent: 1, a rule's match). A statistical finding gives its
   * model's probability; below BLOCK_CONFIDENCE a blocking finding only warns.
   */
  confidence?: number;
  /**
   * The exact edit of the sentence (offsets in `sentence.text`), when the finding knows it; else
   * it is derived from `rewrite` as the smallest change between the sentence and its rewrite.
   */
  edit?: Edit | null;
  /**
   * A sentence the rewrite adds after this one (a disclosure, a caveat). It is added once per
   * document: the first flag that offers it carries it, later ones only their own edit.
   */
  added?: string | null;
  /** The edit puts the rule's fallback sentence in place of this one. */
  fallback?: boolean;
}

/**
 * Checks a text with the rulebook: sentence by sentence for claims, then the whole document for
 * balance, context and the product's disclaimer. Pure: the caller loads disclaimers, rules and
 * sources. Linear in the text: every sentence is read word by word once per rule set.
 */
export function checkText(text: string, options: CheckOptions = {}): ComplianceReport {
  const plain = toPlainText(text);
  // A text that repeats a sentence (a list, or one built to stall the checker) reads each
  // distinct sentence once: its words, and what the rules and the scorer make of it.
  const wordsOf = new Map<string, Word[]>();
  const sentences: DocumentSentence[] = splitSentences(plain).map((s) => {
    let words = wordsOf.get(s.text);
    if (!words) {
      words = toWords(s.text);
      wordsOf.set(s.text, words);
    }
    return { ...s, words };
  });
  const custom = options.customRules?.length ? customRuleSet(options.customRules) : null;
  const disabled = new Set(options.disabledRules ?? []);
  const document = documentMarkers(sentences);
  const known =
    options.sources && options.sources.length > 0 ? sourceFigures(options.sources) : null;
  const findings: Finding[] = [];
  const evidence: SentenceEvidence = { excused: [], flagged: [] };
  const readings = new Map<string, Reading>();
  for (const [index, sentence] of sentences.entries()) {
    const following = sentences[index + 1]?.text;
    const key = `${sentence.text}\u0000${following ?? ""}`;
    let reading = readings.get(key);
    if (!reading) {
      const next = sentences[index + 1]?.words;
      reading = read(sentence, following, {
        custom,
        disabled,
        document,
        ...(next ? { next } : {}),
      });
      readings.set(key, reading);
    }
    const rules = reading.rules.map((hit) => fromHit(hit, sentence));
    const scored = reading.scored
      ? {
          ...reading.scored.finding,
          start: sentence.start + reading.scored.start,
          end: sentence.start + reading.scored.end,
          sentence,
        }
      : null;
    const inSentence = [
      ...rules,
      ...(scored ? [scored] : []),
      ...reading.custom.map((hit) => fromHit(hit, sentence)),
    ];
    for (const excused of reading.excused) evidence.excused.push({ sentence, ...excused });
    findings.push(...inSentence);
    for (const f of inSentence) {
      evidence.flagged.push({ category: f.category, start: f.start, end: f.end });
    }
    if (known) findings.push(...unsourcedFigures(sentence, inSentence, known));
  }
  for (const flag of documentFlags(sentences, evidence)) {
    if (disabled.has(flag.rule)) continue;
    findings.push({
      rule: flag.rule,
      category: flag.category,
      severity: flag.severity,
      reason: flag.reason,
      start: flag.sentence.start + flag.start,
      end: flag.sentence.start + flag.end,
      sentence: flag.sentence,
      rewrite: null,
      edit: null,
      added: flag.added,
    });
  }
  const disclaimer = options.disclaimer?.trim();
  if (
    disclaimer &&
    !disabled.has(MISSING_DISCLAIMER) &&
    !containsDisclaimer(plain.text, disclaimer)
  ) {
    findings.push(missingDisclaimer(plain, sentences, disclaimer));
  }
  const flags = toFlags(text, plain, findings);
  return {
    passed: !flags.some((flag) => flag.severity === "block"),
    flags,
    engine: "rules",
    rulebookVersion: RULEBOOK_VERSION,
  };
}

const MISSING_DISCLAIMER = "document.missing_disclaimer";

/** What the rules and the scorer make of one sentence, with offsets in the sentence's text. */
interface Reading {
  rules: RuleHit[];
  custom: RuleHit[];
  scored: { finding: Finding; start: number; end: number } | null;
  /** Testimonials and hypotheticals a disclosure excused (the document check asks for more). */
  excused: { category: "testimonial" | "hypothetical"; start: number; end: number }[];
}

function read(
  sentence: DocumentSentence,
  following: string | undefined,
  context: {
    custom: ReturnType<typeof customRuleSet> | null;
    disabled: ReadonlySet<string>;
    document: ReturnType<typeof documentMarkers>;
    /** The next sentence's words, when known (its markers are then read once). */
    next?: readonly Word[];
  },
): Reading {
  const excused: Reading["excused"] = [];
  // One guard context for the sentence, built the first time a rule or the scorer asks.
  let guards: SentenceContext | null = null;
  const sentenceGuards = () => {
    guards ??= sentenceContext(
      sentence.text,
      sentence.words,
      context.next ?? following,
      context.document,
    );
    return guards;
  };
  const options = {
    words: sentence.words,
    ...(following === undefined ? {} : { following }),
    document: context.document,
    context: sentenceGuards,
  };
  const hits = builtInRules.match(sentence.text, {
    ...options,
    disabled: context.disabled,
    excused: (hit) => {
      const { category } = hit.rule;
      if (
        hit.guard === "disclosure" &&
        (category === "testimonial" || category === "hypothetical")
      ) {
        excused.push({ category, start: hit.start, end: hit.end });
      }
    },
  });
  const matched = oneHitPerClaim(hits);
  // The scorer speaks where no built-in rule did (recall), and where the rules saw only a
  // warning-level claim it may name the graver kind the sentence really is. Its findings pass
  // the guards that read what the words alone cannot show (a disclosure in the next sentence, a
  // fraud warning, reported speech, attribution), not those that read the words' shape: the
  // model learned hedges, negations and questions from real text ("could turn $500 into
  // $2 million" is still a promise), and on the training split those guards excused 66 real
  // claims and no compliant sentence the model flagged.
  const found = guarded(
    matched.length === 0
      ? score(sentence, following)
      : matched.every((hit) => hit.rule.severity === "warn")
        ? score(sentence, following, { only: GRAVER, over: matched[0]!.rule.category })
        : null,
    sentenceGuards,
  );
  // Where the scorer did not already name a graver kind, a confident model names the kind of
  // claim the rules' words matched (see `confidentCategory`).
  const rules =
    matched.length === 0 || found || sentence.words.length > SCORER_WINDOW_WORDS * 1.5
      ? matched
      : inCategory(matched, confidentCategory(sentence.text), sentence, sentenceGuards);
  return {
    rules,
    custom: context.custom ? context.custom.match(sentence.text, options) : [],
    scored: found
      ? { finding: found, start: found.start - sentence.start, end: found.end - sentence.start }
      : null,
    excused,
  };
}

const GRAVER: ReadonlySet<SentenceCategory> = new Set<SentenceCategory>([
  "testimonial",
  "hypothetical",
]);

function fromHit(hit: RuleHit, sentence: Sentence): Finding & { category: SentenceCategory } {
  return {
    rule: hit.rule.id,
    category: hit.rule.category,
    severity: hit.rule.severity,
    reason: hit.rule.reason,
    start: sentence.start + hit.start,
    end: sentence.start + hit.end,
    sentence,
    rewrite: null,
    confidence: 1,
    edit: hit.edit,
    added: hit.added,
    ...(hit.fallback ? { fallback: true } : {}),
  };
}

/**
 * The rules' hits reported under the model's category: the rule, its words, severity and fix
 * stay; its category and the reason that names the category change. A rule's severity is kept
 * because whether a match blocks is the rule's judgement of its words, not the model's.
 */
function inCategory(
  hits: RuleHit[],
  category: SentenceCategory | null,
  sentence: Sentence,
  guards: () => SentenceContext,
): RuleHit[] {
  if (!category) return hits;
  // Every hit stays (none is merged away), so which rules fired never depends on the model; a
  // hit keeps its category where the new one is excused there (a disclosed testimonial).
  return hits.map((hit) =>
    hit.rule.category === category ||
    excusedAs(category, sentence.start + hit.start, sentence.start + hit.end, sentence, guards)
      ? hit
      : { ...hit, rule: { ...hit.rule, category, reason: categoryReasons[category] } },
  );
}

/** Two built-in rules of one category on the same words are one finding, not two. */
function oneHitPerClaim(hits: RuleHit[]): RuleHit[] {
  const out: RuleHit[] = [];
  for (const hit of hits) {
    const same = out.some(
      (h) => h.rule.category === hit.rule.category && h.start < hit.end && h.end > hit.start,
    );
    if (!same) out.push(hit);
  }
  return out;
}

/**
 * The scorer reads sentences. A "sentence" of thousands of words (a text with no full stop, or
 * one built to stall the checker) is read in windows of sentence length, the first window the
 * scorer flags speaking for it, and only its first SCORER_WINDOWS windows: past 1,200 words it
 * is not prose, and the rules still read every word of it.
 */
const SCORER_WINDOW_WORDS = 60;
const SCORER_WINDOWS = 20;

function score(
  sentence: DocumentSentence,
  following: string | undefined,
  upgrade?: Parameters<typeof scorerFinding>[2],
): Finding | null {
  const { words } = sentence;
  if (words.length <= SCORER_WINDOW_WORDS * 1.5) return scorerFinding(sentence, following, upgrade);
  const limit = Math.min(words.length, SCORER_WINDOW_WORDS * SCORER_WINDOWS);
  for (let from = 0; from < limit; from += SCORER_WINDOW_WORDS) {
    const first = words[from]!;
    const last = words[Math.min(words.length, from + SCORER_WINDOW_WORDS) - 1]!;
    const window: Sentence = {
      text: sentence.text.slice(first.start, last.end),
      start: sentence.start + first.start,
      end: sentence.start + last.end,
    };
    const found = scorerFinding(window, following, upgrade);
    // The finding is about the window; its sentence for rewrites is the whole one.
    if (found) return { ...found, sentence };
  }
  return null;
}

/**
 * The context guards a scorer finding passes on its underlined words (see `read`), after the
 * sentence-wide ones `scorer-findings.ts` asks (its `SCORER_GUARDS`).
 */
const CONTEXT_GUARDS: readonly Guard[] = ["warning", "reported", "attribution", "disclosure"];

/** A scorer finding passed through the context guards the rules' matches pass too. */
function guarded(finding: Finding | null, guards: () => SentenceContext): Finding | null {
  if (!finding) return null;
  const { category, start, end, sentence } = finding;
  return excusedAs(category, start, end, sentence, guards) ? null : finding;
}

/** Whether the context guards excuse a claim of `category` on these words (plain-text offsets). */
function excusedAs(
  category: ComplianceFlag["category"],
  start: number,
  end: number,
  sentence: Sentence,
  guards: () => SentenceContext,
): boolean {
  const context = guards();
  const { words } = context;
  if (words.length === 0) return false;
  const from = start - sentence.start;
  const to = end - sentence.start;
  let first = words.findIndex((w) => w.end > from);
  if (first === -1) first = Math.max(0, words.length - 1);
  let last = words.findIndex((w) => w.start >= to);
  if (last === -1) last = words.length;
  if (last <= first) last = Math.min(words.length, first + 1);
  return (
    excusedBy({ sentence: context, start: first, end: last, category }, CONTEXT_GUARDS) !== null
  );
}

function unsourcedFigures(
  sentence: DocumentSentence,
  already: Finding[],
  known: Set<string>,
): Finding[] {
  const findings: Finding[] = [];
  for (const figure of findFigures(sentence.text, sentence.words)) {
    const start = sentence.start + figure.start;
    const end = sentence.start + figure.end;
    if (known.has(canonicalFigure(figure.text))) continue;
    const covered = already.some(
      (f) => f.category === "unsubstantiated" && f.start <= start && f.end >= end,
    );
    if (covered) continue;
    findings.push({
      rule: "unsubstantiated.source_figures",
      category: "unsubstantiated",
      severity: "warn",
      reason: `unsubstantiated: ${figure.text} is in none of the sources`,
      start,
      end,
      sentence,
      rewrite: null,
      edit: null,
    });
  }
  return findings;
}

/** The canonical figures in a set of source texts. */
function sourceFigures(sources: readonly { text: string }[]): Set<string> {
  const set = new Set<string>();
  for (const source of sources) {
    for (const figure of findFigures(source.text, toWords(source.text))) {
      set.add(canonicalFigure(figure.text));
    }
  }
  return set;
}

function missingDisclaimer(plain: PlainText, sentences: Sentence[], disclaimer: string): Finding {
  const last = sentences.at(-1) ?? { text: "", start: plain.text.length, end: plain.text.length };
  return {
    rule: MISSING_DISCLAIMER,
    category: "missing_disclaimer",
    severity: "block",
    reason: categoryReasons.missing_disclaimer,
    start: last.start,
    end: last.end,
    sentence: last,
    rewrite: null,
    // Added at the very end of the text, after a blank line.
    edit: {
      start: plain.text.length - last.start,
      end: plain.text.length - last.start,
      text: last.text.length > 0 ? `\n\n${disclaimer}` : disclaimer,
    },
  };
}

/**
 * Maps findings back to the original text. Each flag with a rewrite carries its `fix` (the exact
 * range and replacement on the text as checked) and its sentence as the fix leaves it.
 */
function toFlags(original: string, plain: PlainText, findings: Finding[]): ComplianceFlag[] {
  // Each added sentence once: not when the text says it already, and only for the first flag
  // (in reading order) that offers it.
  const offered = new Set<string>();
  return findings
    .map((finding): ComplianceFlag => {
      const span = toOriginalSpan(plain, finding.start, finding.end);
      const sentenceSpan = toOriginalSpan(plain, finding.sentence.start, finding.sentence.end);
      let added = finding.added ?? null;
      if (added && (offered.has(added) || plain.text.includes(added))) added = null;
      if (added) offered.add(added);
      let own = editOf(finding);
      // A fallback sentence once too: a second claim it would stand in for is simply removed.
      if (own && finding.fallback) {
        if (offered.has(own.text) || plain.text.includes(own.text)) {
          const next = plain.text[finding.sentence.end] === " " ? 1 : 0;
          own = { start: 0, end: finding.sentence.text.length + next, text: "" };
        } else offered.add(own.text);
      }
      const edit = withAddition(finding.sentence.text, own, added);
      const confidence = finding.confidence ?? 1;
      const severity: ComplianceSeverity =
        finding.severity === "block" && confidence < BLOCK_CONFIDENCE ? "warn" : finding.severity;
      const inSentence = edit !== null && edit.end <= finding.sentence.text.length;
      return {
        start: span.start,
        end: span.end,
        excerpt: original.slice(span.start, span.end),
        category: finding.category,
        severity,
        rule: finding.rule,
        reason: finding.reason,
        suggestion:
          edit === null || finding.sentence.text.length > SUGGESTION_MAX_CHARS
            ? null
            : inSentence
              ? applyEdit(finding.sentence.text, edit)
              : edit.text.trim(),
        fix:
          edit === null
            ? null
            : wholeLineRemoval(original, toFix(plain, finding.sentence.start, edit)),
        confidence,
        sentenceStart: sentenceSpan.start,
        sentenceEnd: sentenceSpan.end,
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * A suggestion is the whole rewritten sentence, read in the flag's popover. A run-on "sentence"
 * longer than this (a pasted table, a text with no full stop) gets its fix, which edits only the
 * words, but no copy of itself: it would be unreadable there and weigh down every stored report.
 */
const SUGGESTION_MAX_CHARS = 2_000;

function editOf(finding: Finding): Edit | null {
  if (finding.edit !== undefined) return finding.edit;
  if (!finding.rewrite) return null;
  const rewritten = finding.rewrite(finding.sentence.text);
  return rewritten === null ? null : diffEdit(finding.sentence.text, rewritten);
}

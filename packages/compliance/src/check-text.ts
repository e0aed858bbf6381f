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
import { diffEdit, toFix } from "./fix";
import { documentMarkers, isExcusedBy } from "./guards";
import { toWords } from "./phrase/words";
import { type PlainText, toOriginalSpan, toPlainText } from "./plain-text";
import type { SentenceCategory } from "./rule";
import { applyEdit, type Edit, type RuleHit } from "./rule-engine";
import { builtInRules, RULEBOOK_VERSION } from "./rulebook";
import { categoryReasons } from "./rules/reasons";
import { scorerFinding } from "./scorer-findings";
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
}

/**
 * Checks a text with the rulebook: sentence by sentence for claims, then the whole document for
 * balance, context and the product's disclaimer. Pure: the caller loads disclaimers, rules and
 * sources. Linear in the text: every sentence is read word by word once per rule set.
 */
export function checkText(text: string, options: CheckOptions = {}): ComplianceReport {
  const plain = toPlainText(text);
  const sentences: DocumentSentence[] = splitSentences(plain).map((s) => ({
    ...s,
    words: toWords(s.text),
  }));
  const custom = options.customRules?.length ? customRuleSet(options.customRules) : null;
  const disabled = new Set(options.disabledRules ?? []);
  const document = documentMarkers(sentences);
  const known =
    options.sources && options.sources.length > 0 ? sourceFigures(options.sources) : null;
  const findings: Finding[] = [];
  const evidence: SentenceEvidence = { excused: [], flagged: [] };
  for (const [index, sentence] of sentences.entries()) {
    const following = sentences[index + 1]?.text;
    const hits = builtInRules.match(sentence.text, {
      words: sentence.words,
      ...(following === undefined ? {} : { following }),
      disabled,
      document,
      excused: (hit) => {
        const { category } = hit.rule;
        if (
          hit.guard === "disclosure" &&
          (category === "testimonial" || category === "hypothetical")
        ) {
          evidence.excused.push({ sentence, category, start: hit.start, end: hit.end });
        }
      },
    });
    const rules = oneFindingPerClaim(hits.map((hit) => fromHit(hit, sentence)));
    // The scorer speaks where no built-in rule did (recall), and where the rules saw only a
    // warning-level claim it may name the graver kind the sentence really is. Its findings pass
    // the same guards as the rules'.
    const scored = guarded(
      rules.length === 0
        ? scorerFinding(sentence, following)
        : rules.every((f) => f.severity === "warn")
          ? scorerFinding(sentence, following, { only: GRAVER, over: rules[0]!.category })
          : null,
      following,
    );
    const customHits = custom
      ? custom.match(sentence.text, {
          words: sentence.words,
          ...(following === undefined ? {} : { following }),
          document,
        })
      : [];
    const inSentence = [
      ...rules,
      ...(scored ? [scored] : []),
      ...customHits.map((hit) => fromHit(hit, sentence)),
    ];
    findings.push(...inSentence);
    for (const f of inSentence)
      evidence.flagged.push({ category: f.category, start: f.start, end: f.end });
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
      edit: flag.edit,
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
  };
}

/** Two built-in rules of one category on the same words are one finding, not two. */
function oneFindingPerClaim<T extends Finding>(findings: T[]): T[] {
  const out: T[] = [];
  for (const finding of findings) {
    const same = out.some(
      (f) => f.category === finding.category && f.start < finding.end && f.end > finding.start,
    );
    if (!same) out.push(finding);
  }
  return out;
}

/** A scorer finding passed through the guards every rule's match passes. */
function guarded(finding: Finding | null, following: string | undefined): Finding | null {
  if (!finding) return null;
  const { sentence } = finding;
  const excused = isExcusedBy({
    sentence: sentence.text,
    start: finding.start - sentence.start,
    end: finding.end - sentence.start,
    category: finding.category,
    ...(following === undefined ? {} : { following }),
  });
  return excused ? null : finding;
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
  return findings
    .map((finding): ComplianceFlag => {
      const span = toOriginalSpan(plain, finding.start, finding.end);
      const sentenceSpan = toOriginalSpan(plain, finding.sentence.start, finding.sentence.end);
      const edit = editOf(finding);
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
          edit === null
            ? null
            : inSentence
              ? applyEdit(finding.sentence.text, edit)
              : edit.text.trim(),
        fix: edit === null ? null : toFix(plain, finding.sentence.start, edit),
        confidence,
        sentenceStart: sentenceSpan.start,
        sentenceEnd: sentenceSpan.end,
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

function editOf(finding: Finding): Edit | null {
  if (finding.edit !== undefined) return finding.edit;
  if (!finding.rewrite) return null;
  const rewritten = finding.rewrite(finding.sentence.text);
  return rewritten === null ? null : diffEdit(finding.sentence.text, rewritten);
}

import type { ComplianceFlag, ComplianceReport } from "@studio/shared";
import {
  type CompiledPhrase,
  type CustomRule,
  compilePhrase,
  findPhrase,
  words,
} from "./custom-rules";
import {
  canonicalFigure,
  containsDisclaimer,
  findFigures,
  findUnbalanced,
  sourceFigures,
} from "./document-checks";
import { execAll } from "./exec-all";
import { isExcused, normalizeApostrophes } from "./linguistics";
import { type PlainText, toOriginalSpan, toPlainText } from "./plain-text";
import { endWithStop } from "./rewrite";
import type { Rule, SentenceCategory } from "./rule";
import { RULEBOOK_VERSION, rulebook } from "./rulebook";
import { categoryReasons, RISK_SENTENCE } from "./rules/reasons";
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
  /** This finding's edit of the sentence; null when it has none. */
  rewrite: ((sentence: string) => string | null) | null;
}

/**
 * Checks a text with the rulebook: sentence by sentence for claims, then the whole document for
 * balance and the product's disclaimer. Pure: the caller loads disclaimers, rules and sources.
 */
export function checkText(text: string, options: CheckOptions = {}): ComplianceReport {
  const plain = toPlainText(text);
  const sentences = splitSentences(plain);
  const compiled = compileCustomRules(options.customRules ?? []);
  const findings: Finding[] = [];
  const known =
    options.sources && options.sources.length > 0 ? sourceFigures(options.sources) : null;
  for (const [index, sentence] of sentences.entries()) {
    const following = sentences[index + 1]?.text;
    const rules = ruleFindings(sentence, following);
    // The scorer speaks where no built-in rule did (recall), and where the rules saw only a
    // warning-level claim it may name the graver kind the sentence really is: "Imagine you'd
    // bought at our first mention: up 2,000%" is a hypothetical, not just a figure.
    const scored =
      rules.length === 0
        ? scorerFinding(sentence, following)
        : rules.every((f) => f.severity === "warn")
          ? scorerFinding(sentence, following, { only: GRAVER, over: rules[0]!.category })
          : null;
    const inSentence = [
      ...rules,
      ...(scored ? [scored] : []),
      ...customFindings(sentence, compiled),
    ];
    findings.push(...inSentence);
    if (known) findings.push(...unsourcedFigures(sentence, inSentence, known));
  }
  const unbalanced = findUnbalanced(plain.text, sentences);
  if (unbalanced) {
    findings.push({
      rule: "document.unbalanced",
      category: "unbalanced",
      severity: "block",
      reason: categoryReasons.unbalanced,
      start: unbalanced.start,
      end: unbalanced.end,
      sentence: unbalanced.sentence,
      rewrite: (s) => `${endWithStop(s)} ${RISK_SENTENCE}`,
    });
  }
  const disclaimer = options.disclaimer?.trim();
  if (disclaimer && !containsDisclaimer(plain.text, disclaimer)) {
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

const GRAVER: ReadonlySet<SentenceCategory> = new Set<SentenceCategory>([
  "testimonial",
  "hypothetical",
]);

// Each rule's anchors as one literal alternation: one scan instead of one `includes` per anchor.
const anchorPatterns = new Map<Rule, RegExp>(
  rulebook
    .filter((rule) => rule.anchors)
    .map((rule) => [
      rule,
      new RegExp(rule.anchors!.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")),
    ]),
);

/** A built-in rule's finding: always one of the sentence categories. */
type RuleFinding = Finding & { category: SentenceCategory };

function ruleFindings(sentence: Sentence, following: string | undefined): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const prose = normalizeApostrophes(sentence.text);
  const lower = prose.toLowerCase();
  for (const rule of rulebook) {
    const anchors = anchorPatterns.get(rule);
    if (anchors && !anchors.test(lower)) continue;
    const hit = firstClaim(rule, prose, following);
    if (!hit) continue;
    const start = sentence.start + hit.start;
    const end = sentence.start + hit.end;
    // Two rules of one category on the same words are one finding, not two.
    if (findings.some((f) => f.category === rule.category && f.start < end && f.end > start))
      continue;
    findings.push({
      rule: rule.id,
      category: rule.category,
      severity: rule.severity,
      reason: rule.reason,
      start,
      end,
      sentence,
      rewrite: rule.rewrite,
    });
  }
  return findings;
}

/** The first match of the rule that no guard excuses, as a span of the sentence. */
export function firstClaim(
  rule: Rule,
  sentence: string,
  following?: string,
): { start: number; end: number } | null {
  for (const pattern of rule.patterns) {
    for (const match of execAll(pattern, sentence)) {
      // Patterns may begin with a space (they anchor on "start or space"): flag the words only.
      const leading = match[0].length - match[0].trimStart().length;
      const start = match.index + leading;
      const end = match.index + match[0].trimEnd().length;
      if (end <= start) continue;
      if (rule.when && !rule.when(sentence, match[0])) continue;
      if (isExcused({ sentence, start, end, ...(following ? { following } : {}) }, rule.guards)) {
        continue;
      }
      return { start, end };
    }
  }
  return null;
}

interface CompiledRule {
  rule: CustomRule;
  phrase: CompiledPhrase;
}

function compileCustomRules(rules: readonly CustomRule[]): CompiledRule[] {
  const out: CompiledRule[] = [];
  for (const rule of rules) {
    const phrase = compilePhrase(rule.phrase);
    if (phrase) out.push({ rule, phrase });
  }
  return out;
}

function customFindings(sentence: Sentence, rules: CompiledRule[]): Finding[] {
  if (rules.length === 0) return [];
  const sentenceWords = words(sentence.text);
  const findings: Finding[] = [];
  for (const { rule, phrase } of rules) {
    const matches = findPhrase(phrase, sentenceWords);
    const [first] = matches;
    if (!first) continue;
    const replacement = rule.suggestion;
    findings.push({
      rule: `custom:${rule.id}`,
      category: rule.category,
      severity: rule.severity,
      reason: rule.reason,
      start: sentence.start + sentenceWords[first[0]]!.start,
      end: sentence.start + sentenceWords[first[1]]!.end,
      sentence,
      rewrite: replacement === null ? null : (s) => replacePhrase(s, phrase, replacement),
    });
  }
  return findings;
}

function replacePhrase(text: string, phrase: CompiledPhrase, replacement: string): string {
  const textWords = words(text);
  let out = text;
  for (const [a, b] of findPhrase(phrase, textWords).reverse()) {
    out = out.slice(0, textWords[a]!.start) + replacement + out.slice(textWords[b]!.end);
  }
  return out;
}

function unsourcedFigures(sentence: Sentence, already: Finding[], known: Set<string>): Finding[] {
  const findings: Finding[] = [];
  for (const figure of findFigures(sentence.text)) {
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
    });
  }
  return findings;
}

function missingDisclaimer(plain: PlainText, sentences: Sentence[], disclaimer: string): Finding {
  const last = sentences.at(-1) ?? { text: "", start: plain.text.length, end: plain.text.length };
  return {
    rule: "document.missing_disclaimer",
    category: "missing_disclaimer",
    severity: "block",
    reason: categoryReasons.missing_disclaimer,
    start: last.start,
    end: last.end,
    sentence: last,
    rewrite: (s) => (s.length > 0 ? `${s}\n\n${disclaimer}` : disclaimer),
  };
}

/**
 * Maps findings back to the original text and gives each one its sentence's rewrite: every
 * edit of the sentence's findings applied in turn, so applying one suggestion clears them all.
 */
function toFlags(original: string, plain: PlainText, findings: Finding[]): ComplianceFlag[] {
  const rewrites = new Map<Sentence, string | null>();
  // The findings whose own edit changed their sentence: only they offer the rewrite.
  const contributed = new Set<Finding>();
  for (const finding of findings) {
    if (rewrites.has(finding.sentence)) continue;
    const prose = normalizeApostrophes(finding.sentence.text);
    let text = prose;
    for (const other of findings) {
      if (other.sentence !== finding.sentence || !other.rewrite) continue;
      const next = other.rewrite(text);
      if (next !== null && next !== text) {
        contributed.add(other);
        text = next;
      }
    }
    rewrites.set(finding.sentence, text === prose ? null : text);
  }
  return findings
    .map((finding): ComplianceFlag => {
      const span = toOriginalSpan(plain, finding.start, finding.end);
      const sentenceSpan = toOriginalSpan(plain, finding.sentence.start, finding.sentence.end);
      return {
        start: span.start,
        end: span.end,
        excerpt: original.slice(span.start, span.end),
        category: finding.category,
        severity: finding.severity,
        rule: finding.rule,
        reason: finding.reason,
        suggestion: contributed.has(finding) ? (rewrites.get(finding.sentence) ?? null) : null,
        sentenceStart: sentenceSpan.start,
        sentenceEnd: sentenceSpan.end,
      };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

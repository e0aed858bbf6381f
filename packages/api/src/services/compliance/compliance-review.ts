import { createFence, type Fence } from "@studio/ai";
import {
  type ComplianceFlag,
  type ComplianceReport,
  complianceCategory,
  complianceSeverity,
  defaultSeverity,
} from "@studio/shared";
import { z } from "zod";
import type { MeteredAi } from "../usage/ai-spend-gate";
import { complianceModule } from "./compliance-module";
import { runComplianceCheck } from "./compliance-workers";

/** What the model must answer: extra flags, and better rewrites of flagged sentences. */
const modelReview = z.object({
  flags: z
    .array(
      z.object({
        excerpt: z.string().min(1).max(500),
        category: complianceCategory,
        severity: complianceSeverity.optional(),
        reason: z.string().min(1).max(500),
        suggestion: z.string().max(2_000).nullable().optional(),
      }),
    )
    .max(50),
});

const REVIEW_TIMEOUT_MS = 20_000;
/**
 * The review model answers no probability: its flags carry this fixed confidence, above the
 * blocking threshold, so a blocking category it names still blocks as the rules' would.
 */
const MODEL_REVIEW_CONFIDENCE = 0.85;

function reviewPrompt(text: string, report: ComplianceReport, fence: Fence) {
  const already =
    report.flags.map((f) => `- [${f.category}] "${f.excerpt}"`).join("\n") || "(none)";
  return [
    {
      role: "system" as const,
      content: [
        "You review investment marketing copy for claims a regulator would flag under FINRA Rule 2210(d)(1) and the SEC Marketing Rule.",
        "Categories: promissory (promises of returns or safety), prediction (forecasts stated as fact), unsubstantiated (superlatives or performance figures without a source), pressure (high-pressure urgency), testimonial (results stories without disclosure), hypothetical (hypothetical or back-tested results without disclosure).",
        "Negation, hedging and attribution to a named source are compliant.",
        fence.rule,
        'Answer with JSON only: {"flags":[{"excerpt":"exact words copied from the draft","category":"...","severity":"block|warn","reason":"one plain sentence naming the standard","suggestion":"a compliant rewrite of the whole sentence, or null"}]}.',
        "Include claims the rulebook missed, and better rewrites for the ones it found. Copy excerpts exactly.",
      ].join("\n"),
    },
    {
      role: "user" as const,
      content: `Flags the rulebook already raised:\n${already}\n\n${fence("draft to review", text)}`,
    },
  ];
}

/** The first JSON object in a model's answer (models like to wrap JSON in prose or fences). */
function extractJson(answer: string): unknown {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start === -1 || end <= start) throw new Error("no JSON object in the review");
  return JSON.parse(answer.slice(start, end + 1));
}

/**
 * The model review pass. It can add flags and improve rewrites; it never removes a rule's flag.
 * A model rewrite replaces a rule's suggestion only when the rulebook finds no claim left in it.
 * On any failure (provider error, timeout, invalid JSON) the rulebook's report stands, marked as
 * the rules' alone.
 */
export async function reviewWithModel(
  ai: MeteredAi,
  text: string,
  report: ComplianceReport,
  signal?: AbortSignal,
): Promise<ComplianceReport> {
  const timeout = AbortSignal.timeout(REVIEW_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    let answer = "";
    for await (const delta of ai.streamText({
      messages: reviewPrompt(text, report, createFence()),
      signal: combined,
      temperature: 0,
      maxOutputTokens: 2_000,
    })) {
      answer += delta;
    }
    const review = modelReview.parse(extractJson(answer));
    return await merge(text, report, review.flags);
  } catch {
    return { ...report, engine: "rules" };
  }
}

async function merge(
  text: string,
  report: ComplianceReport,
  modelFlags: z.infer<typeof modelReview>["flags"],
): Promise<ComplianceReport> {
  const { rewriteFix } = await complianceModule();
  const flags: ComplianceFlag[] = report.flags.map((f) => ({ ...f }));
  for (const proposed of modelFlags) {
    const start = text.indexOf(proposed.excerpt);
    if (start === -1) continue; // an excerpt the draft does not contain points nowhere
    const end = start + proposed.excerpt.length;
    const sentence = sentenceAround(text, start, end);
    const suggestion = await cleanRewrite(proposed.suggestion ?? null);
    const overlapping = flags.filter((f) => f.start < end && f.end > start);
    if (overlapping.length > 0) {
      // A rule already flagged these words: keep its flag, take the better rewrite if it is
      // clean, with the exact edit it makes of the sentence.
      for (const flag of overlapping) {
        if (!suggestion || flag.sentenceStart === undefined || flag.sentenceEnd === undefined) {
          continue;
        }
        flag.suggestion = suggestion;
        flag.fix = rewriteFix(text, flag.sentenceStart, flag.sentenceEnd, suggestion);
      }
      continue;
    }
    flags.push({
      start,
      end,
      excerpt: proposed.excerpt,
      category: proposed.category,
      severity: proposed.severity ?? defaultSeverity[proposed.category],
      rule: "model",
      reason: proposed.reason,
      suggestion,
      fix: suggestion ? rewriteFix(text, sentence.start, sentence.end, suggestion) : null,
      confidence: MODEL_REVIEW_CONFIDENCE,
      sentenceStart: sentence.start,
      sentenceEnd: sentence.end,
    });
  }
  flags.sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    passed: !flags.some((f) => f.severity === "block"),
    flags,
    engine: "rules+model",
    rulebookVersion: report.rulebookVersion,
  };
}

/** A model's rewrite is used only when the rulebook finds no sentence-level claim in it. */
async function cleanRewrite(suggestion: string | null): Promise<string | null> {
  if (!suggestion?.trim()) return null;
  const checked = await runComplianceCheck(suggestion, {});
  const left = checked.flags.filter((f) => !f.rule.startsWith("document."));
  return left.length === 0 ? suggestion.trim() : null;
}

/** The sentence (line-bounded, ending at . ! or ?) around a span, for "Apply rewrite". */
function sentenceAround(text: string, start: number, end: number): { start: number; end: number } {
  let s = start;
  while (s > 0 && !/[.!?\n]/.test(text[s - 1] ?? "")) s -= 1;
  while (s < start && /\s/.test(text[s] ?? "")) s += 1;
  let e = end;
  while (e < text.length && !/[.!?\n]/.test(text[e] ?? "")) e += 1;
  if (e < text.length && text[e] !== "\n") e += 1;
  return { start: s, end: e };
}

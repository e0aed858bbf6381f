import type { AiProvider } from "@studio/ai";
import { type ComplianceSource, checkText } from "@studio/compliance";
import type { Database } from "@studio/db";
import { findProductById, listDisabledBuiltInRules, listEnabledComplianceRules } from "@studio/db";
import type { ComplianceReport } from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { reviewWithModel } from "./compliance-review";

export interface ComplianceCheckInput {
  text: string;
  /** The product whose required disclaimer applies, when known. */
  productId?: number | null;
  /** What the draft was written from: figures found in none of them are flagged. */
  sources?: ComplianceSource[];
  /**
   * The configured provider: when it is a model (not the offline composer), a review pass adds
   * flags and better rewrites to the rulebook's. Left out, only the rulebook runs.
   */
  ai?: AiProvider;
  signal?: AbortSignal;
}

/**
 * Checks a text against the compliance rulebook, the product's disclaimer and the enabled custom
 * rules. Every service that stores content calls this one function. Custom rules and the
 * built-in rules switched off are read from the database on every check, so an administrator's
 * change applies on every instance at once.
 * A product that no longer exists (deleted mid-generation) has no disclaimer to require.
 */
export async function checkCompliance(
  db: Kysely<Database> | Transaction<Database>,
  input: ComplianceCheckInput,
): Promise<ComplianceReport> {
  const [product, customRules, disabledRules] = await Promise.all([
    input.productId ? findProductById(db, input.productId) : Promise.resolve(undefined),
    listEnabledComplianceRules(db),
    listDisabledBuiltInRules(db),
  ]);
  const report = checkText(input.text, {
    disclaimer: product?.disclaimer ?? null,
    customRules,
    disabledRules,
    ...(input.sources ? { sources: input.sources } : {}),
  });
  if (!input.ai || input.ai.name === "offline") return report;
  return reviewWithModel(input.ai, input.text, report, input.signal);
}

/** Whether a check of this text would call a model (and so count against generation limits). */
export function usesModelReview(ai: AiProvider | undefined): boolean {
  return ai !== undefined && ai.name !== "offline";
}

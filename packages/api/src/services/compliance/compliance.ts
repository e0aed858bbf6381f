import type { ComplianceSource } from "@studio/compliance";
import type { Database } from "@studio/db";
import { findProductById, listDisabledBuiltInRules, listEnabledComplianceRules } from "@studio/db";
import type { ComplianceReport } from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import type { AiGateway, MeteredAi } from "../usage/ai-spend-gate";
import { reviewWithModel } from "./compliance-review";
import { runComplianceCheck } from "./compliance-workers";

export interface ComplianceCheckInput {
  text: string;
  /** The product whose required disclaimer applies, when known. */
  productId?: number | null;
  /** What the draft was written from: figures found in none of them are flagged. */
  sources?: ComplianceSource[];
  /**
   * The call's metered provider (from the AI spend gate): when it is a model (not the offline
   * composer), a review pass adds flags and better rewrites to the rulebook's. Left out, only
   * the rulebook runs.
   */
  ai?: MeteredAi;
  signal?: AbortSignal;
}

/**
 * Checks a text against the compliance rulebook, the product's disclaimer and the enabled custom
 * rules, on a worker thread. Every service that stores content calls this one function. Custom
 * rules and the built-in rules switched off are read from the database on every check, so an
 * administrator's change applies on every instance at once.
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
  const report = await runComplianceCheck(
    input.text,
    {
      disclaimer: product?.disclaimer ?? null,
      customRules,
      disabledRules,
      ...(input.sources ? { sources: input.sources } : {}),
    },
    input.signal,
  );
  if (!input.ai || input.ai.name === "offline") return report;
  return reviewWithModel(input.ai, input.text, report, input.signal);
}

/** Whether a check of this text would call a model (and so count against generation limits). */
export function usesModelReview(ai: AiGateway | undefined): boolean {
  return ai !== undefined && ai.name !== "offline";
}

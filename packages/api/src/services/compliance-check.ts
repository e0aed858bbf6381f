import { addHit, findProductById } from "@studio/db";
import {
  AppError,
  COMPLIANCE_CHECKS_PER_HOUR,
  type ComplianceCheckInput,
  type ComplianceReport,
  complianceMessages,
} from "@studio/shared";
import { checkCompliance, usesModelReview } from "./compliance";
import { type AiCallDeps, runWithAiSpend } from "./usage/ai-spend-gate";

const WINDOW_SECONDS = 60 * 60;

/**
 * A check asked for by a person (`compliance.check`): the rules pass has its own generous limit
 * per address; a model review pass also counts as one generation against the usual limits.
 */
export async function checkForCaller(
  deps: AiCallDeps,
  input: ComplianceCheckInput,
): Promise<ComplianceReport> {
  const { hits, resetsAt } = await addHit(
    deps.db,
    `compliance:ip:${deps.clientIp}`,
    WINDOW_SECONDS,
  );
  if (hits > COMPLIANCE_CHECKS_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      "TOO_MANY_REQUESTS",
      complianceMessages.checkLimitReached(Math.ceil(seconds / 60)),
      seconds,
    );
  }
  const productId = input.productId ?? null;
  if (productId !== null && !(await findProductById(deps.db, productId))) {
    throw new AppError("NOT_FOUND", complianceMessages.productNotFound);
  }
  if (!usesModelReview(deps.ai)) return checkCompliance(deps.db, { text: input.text, productId });
  return runWithAiSpend(deps, { kind: "compliance", productId, allowance: "generation" }, (ai) =>
    checkCompliance(deps.db, { text: input.text, productId, ai, signal: deps.signal }),
  );
}

import { addHit, findProductById } from "@studio/db";
import {
  AppError,
  COMPLIANCE_CHECKS_PER_HOUR,
  COMPLIANCE_LIVE_CHECKS_PER_HOUR,
  type ComplianceCheckInput,
  type ComplianceReport,
  complianceMessages,
} from "@studio/shared";
import { checkCompliance, usesModelReview } from "./compliance";
import { type AiCallDeps, runWithAiSpend } from "./usage/ai-spend-gate";

const WINDOW_SECONDS = 60 * 60;

/**
 * A check asked for by a person (`compliance.check`): the rules pass has its own generous limit
 * per address; a model review pass also counts as one generation against the usual limits. A
 * live check (the editor's highlights as someone types) is the rules pass alone, counted per
 * account against its own allowance.
 */
export async function checkForCaller(
  deps: AiCallDeps,
  input: ComplianceCheckInput,
): Promise<ComplianceReport> {
  const live = input.live === true;
  const caller = deps.userId === null ? `ip:${deps.clientIp}` : `user:${deps.userId}`;
  const { hits, resetsAt } = await addHit(
    deps.db,
    live ? `compliance-live:${caller}` : `compliance:ip:${deps.clientIp}`,
    WINDOW_SECONDS,
  );
  if (hits > (live ? COMPLIANCE_LIVE_CHECKS_PER_HOUR : COMPLIANCE_CHECKS_PER_HOUR)) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      "TOO_MANY_REQUESTS",
      live
        ? complianceMessages.liveCheckLimitReached(minutes)
        : complianceMessages.checkLimitReached(minutes),
      seconds,
    );
  }
  const productId = input.productId ?? null;
  if (productId !== null && !(await findProductById(deps.db, productId))) {
    throw new AppError("NOT_FOUND", complianceMessages.productNotFound);
  }
  if (live || !usesModelReview(deps.ai)) {
    return checkCompliance(deps.db, { text: input.text, productId });
  }
  return runWithAiSpend(deps, { kind: "compliance", productId, allowance: "generation" }, (ai) =>
    checkCompliance(deps.db, { text: input.text, productId, ai, signal: deps.signal }),
  );
}

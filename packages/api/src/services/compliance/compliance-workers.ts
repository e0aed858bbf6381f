import type { CheckOptions } from "@studio/compliance";
import {
  AppError,
  COMPLIANCE_CHECK_TIMEOUT_MS,
  COMPLIANCE_RETRY_AFTER_SECONDS,
  type ComplianceReport,
  workerMessages,
} from "@studio/shared";
import type { ComplianceTask } from "../../workers/compliance";
import { isAbort, isQueueFull, workerPools } from "../generation/worker-pools";
import { complianceModule } from "./compliance-module";

/**
 * Runs the checker on a worker thread, so a long or adversarial text never holds the event loop
 * (issue 27: one 100,000-character check blocked an instance for seconds). A full queue answers
 * 503 with Retry-After; a check that does not finish in time stops (its thread is replaced) and
 * answers 503; a client that goes away (`signal`) stops its check too. With no pool open
 * (scripts, service tests) the check runs here.
 */
export async function runComplianceCheck(
  text: string,
  options: CheckOptions,
  signal?: AbortSignal,
): Promise<ComplianceReport> {
  const pool = workerPools()?.compliance;
  if (!pool) return (await complianceModule()).checkText(text, options);
  const timeout = AbortSignal.timeout(COMPLIANCE_CHECK_TIMEOUT_MS);
  const task: ComplianceTask = { text, options };
  try {
    return await pool.run(task, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (isQueueFull(error)) {
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        workerMessages.complianceBusy,
        COMPLIANCE_RETRY_AFTER_SECONDS,
      );
    }
    if (isAbort(error) && timeout.aborted) {
      throw new AppError("SERVICE_UNAVAILABLE", workerMessages.complianceTimedOut);
    }
    throw error;
  }
}

import { type CheckOptions, checkText } from "@studio/compliance";
import type { ComplianceReport } from "@studio/shared";

/** One check as plain data: the checker is pure, so its options cross the thread boundary. */
export interface ComplianceTask {
  text: string;
  options: CheckOptions;
}

/**
 * The compliance worker (a piscina task module): runs the checker off the event loop. The server
 * builds it as its own file (apps/server/src/workers/compliance.ts re-exports it).
 */
export default function check(task: ComplianceTask): ComplianceReport {
  return checkText(task.text, task.options);
}

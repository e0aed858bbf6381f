import type { Database, LockedContentItem } from "@studio/db";
import {
  findContentVersion,
  insertContentApproval,
  lockContentItem,
  updateContentStatus,
} from "@studio/db";
import {
  AppError,
  type ContentItemDto,
  contentMessages,
  hasBlockingFlags,
  type ReviewStep,
  reviewMessages,
  reviewStepRefusal,
  reviewTransitions,
  type WebhookEvent,
} from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "./audit-trail";
import { type Caller, canAccess } from "./content-access";
import { contentHash } from "./content-hash";
import { getContentItem, readReport } from "./content-library";
import { type JobQueue, noJobQueue } from "./jobs/job-queue";
import { notifyReview } from "./notifications";
import { emitContentEvent } from "./webhooks/deliveries";

export { contentHash };

/** The facts a review step's audit event records. */
type StepDetail = Record<string, unknown> | undefined;

/** The webhook event of each review step (issue 25); `content.used` is sent by the use action. */
const webhookEventOf: Record<ReviewStep, WebhookEvent> = {
  submit: "content.submitted",
  approve: "content.approved",
  request_changes: "content.changes_requested",
};

/**
 * Runs `step` with the item's row locked, after the review state machine (@studio/shared
 * `reviewStepRefusal`) allowed it from the item's status for the caller's role, then moves the
 * item where the machine says, records the caller's event at the current version and, in the
 * same transaction, queues the webhook deliveries for it (`jobs`: the app's queue; without one, a
 * step that has listeners fails). Not visible to the caller answers 404.
 */
async function reviewStep(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  jobs: JobQueue,
  action: ReviewStep,
  step: (trx: Transaction<Database>, head: LockedContentItem) => Promise<StepDetail>,
): Promise<ContentItemDto> {
  await db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head || !canAccess(caller, head.ownerId, "read")) {
      throw new AppError("NOT_FOUND", contentMessages.notFound);
    }
    const refusal = reviewStepRefusal(
      action,
      { kind: head.botType, status: head.status },
      { role: caller.role, isOwner: head.ownerId === caller.id },
    );
    if (refusal) throw new AppError(refusal.code, refusal.message);
    const detail = await step(trx, head);
    const status = reviewTransitions[action].to;
    await updateContentStatus(trx, id, status);
    await notifyReview(trx, action, head, caller, detail);
    await recordAudit(trx, caller, {
      subjectType: "content",
      action,
      subjectId: id,
      version: head.version,
      detail: detail ?? null,
    });
    await emitContentEvent(trx, jobs, webhookEventOf[action], {
      id,
      version: head.version,
      status,
    });
  });
  return getContentItem(db, caller, id);
}

/** draft → in_review, by the owner (or an administrator working on it). */
export function submitContent(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, id, jobs, "submit", async () => undefined);
}

/** The review policy the deployment chose (ALLOW_SELF_APPROVAL). */
export interface ReviewPolicy {
  allowSelfApproval: boolean;
}

/**
 * in_review → approved, by a reviewer or an administrator who did not write the version (unless
 * `policy.allowSelfApproval`; the record then says it was self-approved). Records the version,
 * approver, time, SHA-256 of the text and the compliance report at that moment. A version with
 * blocking flags needs an override reason, which is recorded.
 */
export function approveContent(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; override?: string | undefined },
  policy: ReviewPolicy,
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input.id, jobs, "approve", async (trx, head) => {
    const version = await findContentVersion(trx, input.id, head.version);
    if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
    if (version.authorId === caller.id && !policy.allowSelfApproval) {
      throw new AppError("FORBIDDEN", reviewMessages.selfApproval);
    }
    const report = readReport(version.compliance);
    const blocking = hasBlockingFlags(report);
    if (blocking && !input.override) {
      throw new AppError("CONFLICT", contentMessages.overrideRequired);
    }
    const overrideReason = input.override ?? null;
    const hash = contentHash(version.content);
    await insertContentApproval(trx, {
      contentId: input.id,
      version: head.version,
      approvedBy: caller.id,
      approverRole: caller.role,
      contentHash: hash,
      compliance: version.compliance ?? null,
      overrideReason,
    });
    return { contentHash: hash, role: caller.role, override: overrideReason };
  });
}

/** in_review → draft with the reviewer's note. */
export function requestContentChanges(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; note: string },
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input.id, jobs, "request_changes", async () => ({
    note: input.note,
  }));
}

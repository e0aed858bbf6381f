import type { ContentStatus, Database } from "@studio/db";
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

/** Where a review step moves the item, and the audit event (with its facts) that records it. */
interface Transition {
  status: ContentStatus;
  action: "submit" | "approve" | "request_changes";
  detail?: Record<string, unknown>;
}

/** The webhook event of each review step (issue 25); `content.used` is sent by the use action. */
const webhookEventOf: Record<Transition["action"], WebhookEvent> = {
  submit: "content.submitted",
  approve: "content.approved",
  request_changes: "content.changes_requested",
};

/**
 * Runs `step` with the item's row locked, then moves the item where the step says, records the
 * caller's event at the current version and, in the same transaction, queues the webhook
 * deliveries for it (`jobs`: the app's queue; without one, a step that has listeners fails).
 * Not visible to the caller answers 404.
 */
async function reviewStep(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  jobs: JobQueue,
  step: (
    trx: Transaction<Database>,
    head: NonNullable<Awaited<ReturnType<typeof lockContentItem>>>,
  ) => Promise<Transition>,
): Promise<ContentItemDto> {
  await db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head || !canAccess(caller, head.ownerId)) {
      throw new AppError("NOT_FOUND", contentMessages.notFound);
    }
    const { status, action, detail } = await step(trx, head);
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
  return reviewStep(db, caller, id, jobs, async (_trx, head) => {
    if (head.status === "in_review")
      throw new AppError("CONFLICT", contentMessages.alreadyInReview);
    if (head.status === "approved") throw new AppError("CONFLICT", contentMessages.alreadyApproved);
    return { status: "in_review", action: "submit" };
  });
}

/**
 * in_review (or draft) → approved, by an administrator (the procedure checks the role). Records the
 * version, approver, time, SHA-256 of the text and the compliance report at that moment. A
 * version with blocking flags needs an override reason, which is recorded.
 */
export function approveContent(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; override?: string | undefined },
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input.id, jobs, async (trx, head) => {
    // An administrator's approval is the review, so a draft may be approved directly too.
    if (head.status === "approved") throw new AppError("CONFLICT", contentMessages.alreadyApproved);
    const version = await findContentVersion(trx, input.id, head.version);
    if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
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
    return {
      status: "approved",
      action: "approve",
      detail: { contentHash: hash, role: caller.role, override: overrideReason },
    };
  });
}

/** in_review → draft with the administrator's note. */
export function requestContentChanges(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; note: string },
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input.id, jobs, async (_trx, head) => {
    if (head.status !== "in_review") throw new AppError("CONFLICT", contentMessages.notInReview);
    return { status: "draft", action: "request_changes", detail: { note: input.note } };
  });
}

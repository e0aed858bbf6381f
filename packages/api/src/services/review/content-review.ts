import type { Database, LockedContentItem } from "@studio/db";
import {
  findContentVersion,
  insertContentApproval,
  lockContentItem,
  updateContentStatus,
} from "@studio/db";
import {
  AppError,
  type ComplianceReport,
  type ContentItemDto,
  contentMessages,
  type ReviewStep,
  reviewMessages,
  reviewStepRefusal,
  reviewTransitions,
  type WebhookEvent,
} from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { type Caller, canAccess } from "../content/content-access";
import { contentHash } from "../content/content-hash";
import { getContentItem, readReport } from "../content/content-library";
import { type JobQueue, noJobQueue } from "../jobs/job-queue";
import { emitContentEvent } from "../webhooks/deliveries";
import { recordAudit } from "./audit-trail";
import type { FlagDecision } from "./content-record-flags";
import { notifyReview } from "./notifications";

export { contentHash };

/** The facts a review step's audit event records. */
type StepDetail = Record<string, unknown> | undefined;

/** The webhook event of each review step (issue 25); `content.used` is sent by the use action. */
const webhookEventOf: Record<ReviewStep, WebhookEvent> = {
  submit: "content.submitted",
  approve: "content.approved",
  request_changes: "content.changes_requested",
};

/** The item a step acts on and, for a reviewer's decision, the version the reviewer read. */
interface ReviewTarget {
  id: number;
  version?: number | undefined;
}

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
  target: ReviewTarget,
  jobs: JobQueue,
  action: ReviewStep,
  step: (trx: Transaction<Database>, head: LockedContentItem) => Promise<StepDetail>,
): Promise<ContentItemDto> {
  const { id, version: readVersion } = target;
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
    if (refusal) {
      // The reviewer read a version an edit has since withdrawn: say so, naming both.
      const withdrawn = readVersion !== undefined && head.status === "draft";
      const message = withdrawn
        ? reviewMessages.noLongerSubmitted(readVersion, head.version)
        : refusal.message;
      throw new AppError(refusal.code, refusal.code === "CONFLICT" ? message : refusal.message);
    }
    // In review, the current version is the submitted one (an edit withdraws the submission).
    if (readVersion !== undefined && readVersion !== head.version) {
      throw new AppError("CONFLICT", reviewMessages.staleReview(readVersion, head.version));
    }
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
  return reviewStep(db, caller, { id }, jobs, "submit", async () => undefined);
}

export interface ApproveInput {
  id: number;
  /** One reason for every blocking flag without its own decision. */
  override?: string | undefined;
  /** A reason per blocking flag, named by its rule and where it starts. */
  decisions?: readonly FlagDecision[] | undefined;
  /** The version the reviewer read. */
  version?: number | undefined;
}

/**
 * The per-flag decisions an approval of `version` stores: every decision must name a blocking
 * flag of it, once (400 otherwise), and every blocking flag needs its decision or the override
 * reason (409 naming the first flag without one).
 */
function decideFlags(
  report: ComplianceReport | null,
  input: Pick<ApproveInput, "override" | "decisions">,
  version: number,
): FlagDecision[] {
  const blocking = (report?.flags ?? []).filter((flag) => flag.severity === "block");
  const keyOf = (flag: { rule: string; start: number }) => `${flag.rule}\u0000${flag.start}`;
  const blockingKeys = new Set(blocking.map(keyOf));
  const decided = new Map<string, FlagDecision>();
  for (const decision of input.decisions ?? []) {
    const key = keyOf(decision);
    if (decided.has(key)) {
      throw new AppError(
        "BAD_REQUEST",
        contentMessages.decisionDuplicate(decision.rule, decision.start),
      );
    }
    if (!blockingKeys.has(key)) {
      throw new AppError(
        "BAD_REQUEST",
        contentMessages.decisionUnknown(decision.rule, decision.start, version),
      );
    }
    decided.set(key, { rule: decision.rule, start: decision.start, reason: decision.reason });
  }
  const undecided = blocking.find((flag) => !decided.has(keyOf(flag)));
  if (undecided && !input.override) {
    throw new AppError(
      "CONFLICT",
      contentMessages.decisionMissing(undecided.rule, undecided.start, undecided.excerpt),
    );
  }
  return [...decided.values()];
}

/** The review policy the deployment chose (ALLOW_SELF_APPROVAL). */
export interface ReviewPolicy {
  allowSelfApproval: boolean;
}

/**
 * in_review → approved, the submitted version only (with `version`, the one the reviewer read:
 * 409 when it is not the submitted one), by a reviewer or an administrator who did not write
 * the version (unless `policy.allowSelfApproval`; the record then says it was self-approved). Records the version,
 * approver, time, SHA-256 of the text and the compliance report at that moment. Each blocking
 * flag needs a reason: its own decision, or the override reason for every flag left; both are
 * recorded.
 */
export function approveContent(
  db: Kysely<Database>,
  caller: Caller,
  input: ApproveInput,
  policy: ReviewPolicy,
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input, jobs, "approve", async (trx, head) => {
    const version = await findContentVersion(trx, input.id, head.version);
    if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
    if (version.authorId === caller.id && !policy.allowSelfApproval) {
      throw new AppError("FORBIDDEN", reviewMessages.selfApproval);
    }
    const report = readReport(version.compliance);
    const decisions = decideFlags(report, input, head.version);
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
      flagDecisions: decisions,
    });
    return {
      contentHash: hash,
      role: caller.role,
      override: overrideReason,
      ...(decisions.length ? { decisions } : {}),
    };
  });
}

/** in_review → draft with the reviewer's note (`version` as for approval). */
export function requestContentChanges(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; note: string; version?: number | undefined },
  jobs: JobQueue = noJobQueue,
): Promise<ContentItemDto> {
  return reviewStep(db, caller, input, jobs, "request_changes", async () => ({
    note: input.note,
  }));
}

import { randomUUID } from "node:crypto";
import {
  type Database,
  type Db,
  findContentVersion,
  findDeliveryForAttempt,
  findLatestApproval,
  findWebhookIdsForEvent,
  insertDeliveries,
  recordDeliveryAttempt,
} from "@studio/db";
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookEvent,
  type WebhookPayload,
} from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { contentHash } from "../content/content-hash";
import type { JobContext, JobQueue } from "../jobs/job-queue";
import { type AttemptResult, postWebhook } from "./post-delivery";

/** The piece a review step was taken on, as the step leaves it. */
export interface ContentEventItem {
  id: number;
  /** The version the step was taken on (the approved one for content.approved and content.used). */
  version: number;
  /** The item's status after the step. */
  status: string;
}

/**
 * The one call every review step makes (submit, approve, request changes, use), inside its own
 * transaction: for each endpoint that listens for `event`, a delivery row with the body frozen
 * now and its first job, committed with the step or not at all. No listeners: one small read.
 */
export async function emitContentEvent(
  trx: Transaction<Database>,
  jobs: JobQueue,
  event: WebhookEvent,
  item: ContentEventItem,
): Promise<void> {
  const webhookIds = await findWebhookIdsForEvent(trx, event);
  if (webhookIds.length === 0) return;
  const payload = await eventPayload(trx, event, item);
  const deliveryIds = await insertDeliveries(
    trx,
    webhookIds.map((webhookId) => ({ webhookId, event, payload })),
  );
  for (const deliveryId of deliveryIds) {
    await jobs.enqueue("webhook.deliver", { deliveryId, attempt: 0 }, { trx });
  }
}

async function eventPayload(
  db: Db,
  event: WebhookEvent,
  item: ContentEventItem,
): Promise<WebhookPayload> {
  const [version, approval] = await Promise.all([
    findContentVersion(db, item.id, item.version),
    findLatestApproval(db, item.id),
  ]);
  // The approval fields describe this version's approval, if it has one.
  const approved = approval && approval.version === item.version ? approval : undefined;
  return {
    id: randomUUID(),
    event,
    createdAt: new Date().toISOString(),
    data: {
      contentId: item.id,
      version: item.version,
      title: version?.title ?? "",
      status: item.status,
      contentHash: approved?.contentHash ?? contentHash(version?.content ?? ""),
      approvedBy: approved?.approvedBy ?? null,
      approvedAt: approved ? approved.approvedAt.toISOString() : null,
    },
  };
}

export interface DeliveryWorkerDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  allowPrivate: boolean;
  /** Seconds before each retry; WEBHOOK_RETRY_DELAYS_SECONDS unless a test shortens them. */
  retryDelaysSeconds?: readonly number[];
  timeoutMs?: number;
  onAttempt?: (deliveryId: number, result: AttemptResult) => void;
}

/**
 * One attempt of one delivery (the `webhook.deliver` job). The delivery row is the truth: a job
 * whose attempt number no longer matches it (a duplicate, or one overtaken by a redelivery) does
 * nothing. The outcome and, on failure, the next attempt's job are written in one transaction,
 * so a crash leaves either the old state (this job is retried) or the new one, never neither.
 */
export async function runDeliveryAttempt(
  deps: DeliveryWorkerDeps,
  job: JobContext<{ deliveryId: number; attempt: number }>,
): Promise<void> {
  const { deliveryId, attempt } = job.data;
  const delivery = await findDeliveryForAttempt(deps.db, deliveryId);
  // Deleted with its endpoint, already settled, or already past this attempt.
  if (delivery?.status !== "pending" || delivery.attempts !== attempt) return;

  const result = await postWebhook(
    {
      url: delivery.url,
      secret: delivery.secret,
      deliveryId,
      event: delivery.event,
      body: JSON.stringify(delivery.payload),
    },
    {
      allowPrivate: deps.allowPrivate,
      signal: job.signal,
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    },
  );
  // Stopping mid-attempt: leave the row as it was; the job is retried by another instance.
  if (job.signal.aborted && !result.delivered) throw new Error("stopped during a webhook attempt");
  deps.onAttempt?.(deliveryId, result);

  const delays = deps.retryDelaysSeconds ?? WEBHOOK_RETRY_DELAYS_SECONDS;
  const delay = result.delivered ? undefined : delays[attempt];
  const nextAttemptAt = delay === undefined ? null : new Date(Date.now() + delay * 1000);
  await deps.db.transaction().execute(async (trx) => {
    const recorded = await recordDeliveryAttempt(trx, deliveryId, attempt, {
      status: result.delivered ? "delivered" : delay === undefined ? "failed" : "pending",
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt,
    });
    if (recorded && delay !== undefined) {
      await deps.jobs.enqueue(
        "webhook.deliver",
        { deliveryId, attempt: attempt + 1 },
        { trx, startAfter: delay },
      );
    }
  });
}

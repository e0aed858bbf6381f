import type { WebhookDeliveryStatus, WebhookEvent } from "@studio/shared";
import { sql } from "kysely";
import type { Db } from "../schema";
import { type IdPage, newestIdPage } from "./keyset-sql";

/** An endpoint as the app lists it: never its secret. */
export interface WebhookRecord {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}

const webhookColumns = [
  "webhooks.id",
  "webhooks.url",
  "webhooks.events",
  "webhooks.created_at as createdAt",
] as const;

export async function insertWebhook(
  db: Db,
  hook: { url: string; events: WebhookEvent[]; secret: string; createdBy: number },
): Promise<WebhookRecord> {
  return db
    .insertInto("webhooks")
    .values({
      url: hook.url,
      events: sql<WebhookEvent[]>`${sql.val(hook.events)}::text[]`,
      secret: hook.secret,
      created_by: hook.createdBy,
    })
    .returning(webhookColumns)
    .executeTakeFirstOrThrow();
}

/** Every endpoint, oldest first (an installation has a handful). */
export async function listWebhooks(db: Db): Promise<WebhookRecord[]> {
  return db.selectFrom("webhooks").select(webhookColumns).orderBy("id").execute();
}

export async function findWebhook(db: Db, id: number): Promise<WebhookRecord | undefined> {
  return db.selectFrom("webhooks").select(webhookColumns).where("id", "=", id).executeTakeFirst();
}

/** Deletes an endpoint and (by cascade) its deliveries; their queued jobs find nothing to do. */
export async function deleteWebhook(db: Db, id: number): Promise<WebhookRecord | undefined> {
  return db
    .deleteFrom("webhooks")
    .where("id", "=", id)
    .returning(webhookColumns)
    .executeTakeFirst();
}

/** The endpoints that listen for `event`. */
export async function findWebhookIdsForEvent(db: Db, event: WebhookEvent): Promise<number[]> {
  const rows = await db
    .selectFrom("webhooks")
    .select("id")
    .where(sql<boolean>`${event} = any(events)`)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

export interface DeliveryRecord {
  id: number;
  webhookId: number;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

const deliveryColumns = [
  "webhook_deliveries.id",
  "webhook_deliveries.webhook_id as webhookId",
  "webhook_deliveries.event",
  "webhook_deliveries.status",
  "webhook_deliveries.attempts",
  "webhook_deliveries.last_status_code as lastStatusCode",
  "webhook_deliveries.next_attempt_at as nextAttemptAt",
  "webhook_deliveries.delivered_at as deliveredAt",
  "webhook_deliveries.created_at as createdAt",
] as const;

/** One pending delivery per endpoint for one event, its body frozen now; answers their ids. */
export async function insertDeliveries(
  db: Db,
  rows: { webhookId: number; event: WebhookEvent; payload: unknown }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto("webhook_deliveries")
    .values(
      rows.map((row) => ({
        webhook_id: row.webhookId,
        event: row.event,
        payload: JSON.stringify(row.payload),
        next_attempt_at: sql<Date>`now()`,
      })),
    )
    .returning("id")
    .execute();
  return inserted.map((r) => r.id);
}

/** An endpoint's deliveries, newest first, after the row id `beforeId` (keyset). */
export async function listDeliveries(
  db: Db,
  webhookId: number,
  page: IdPage,
): Promise<DeliveryRecord[]> {
  return db
    .selectFrom("webhook_deliveries")
    .select(deliveryColumns)
    .where("webhook_id", "=", webhookId)
    .$call((q) => newestIdPage(q, page))
    .execute();
}

export async function findDelivery(
  db: Db,
  webhookId: number,
  deliveryId: number,
): Promise<DeliveryRecord | undefined> {
  return db
    .selectFrom("webhook_deliveries")
    .select(deliveryColumns)
    .where("webhook_id", "=", webhookId)
    .where("id", "=", deliveryId)
    .executeTakeFirst();
}

/** What an attempt needs: the frozen body, where to send it and the key to sign it with. */
export interface DeliveryAttemptRecord {
  id: number;
  event: WebhookEvent;
  payload: unknown;
  status: WebhookDeliveryStatus;
  attempts: number;
  url: string;
  secret: string;
}

export async function findDeliveryForAttempt(
  db: Db,
  deliveryId: number,
): Promise<DeliveryAttemptRecord | undefined> {
  return db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhooks", "webhooks.id", "webhook_deliveries.webhook_id")
    .select([
      "webhook_deliveries.id",
      "webhook_deliveries.event",
      "webhook_deliveries.payload",
      "webhook_deliveries.status",
      "webhook_deliveries.attempts",
      "webhooks.url",
      "webhooks.secret",
    ])
    .where("webhook_deliveries.id", "=", deliveryId)
    .executeTakeFirst();
}

/**
 * Records one attempt's outcome, only if the delivery is still pending at `attempt` (so a stale
 * or duplicate job records nothing). Answers false when another runner got there first.
 */
export async function recordDeliveryAttempt(
  db: Db,
  deliveryId: number,
  attempt: number,
  outcome: {
    status: WebhookDeliveryStatus;
    statusCode: number | null;
    error: string | null;
    nextAttemptAt: Date | null;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable("webhook_deliveries")
    .set({
      status: outcome.status,
      attempts: attempt + 1,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      next_attempt_at: outcome.nextAttemptAt,
      delivered_at: outcome.status === "delivered" ? sql<Date>`now()` : null,
    })
    .where("id", "=", deliveryId)
    .where("attempts", "=", attempt)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Puts a delivery back to pending, due now; answers its attempt count (undefined: not found). */
export async function reopenDelivery(
  db: Db,
  webhookId: number,
  deliveryId: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", next_attempt_at: sql<Date>`now()` })
    .where("webhook_id", "=", webhookId)
    .where("id", "=", deliveryId)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts;
}

import { randomBytes } from "node:crypto";
import {
  type Database,
  type Db,
  type DeliveryRecord,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  reopenDelivery,
  type WebhookRecord,
} from "@studio/db";
import {
  AppError,
  type CreatedWebhookDto,
  type Page,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookEvent,
  webhookMessages,
} from "@studio/shared";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { JobQueue } from "../jobs/job-queue";
import { cursorRowId, decodeKeysetCursor, encodeKeysetCursor } from "../platform/keyset-cursor";
import { assertRegistrableUrl } from "./address-guard";

function toDto(hook: WebhookRecord): WebhookDto {
  return {
    id: hook.id,
    url: hook.url,
    events: hook.events,
    createdAt: hook.createdAt.toISOString(),
  };
}

function deliveryDto(row: DeliveryRecord): WebhookDeliveryDto {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Registers an endpoint with a new random secret, answered this once: it is kept to sign
 * deliveries, and no later answer carries it. A private, loopback or link-local receiver is
 * refused (400) unless `allowPrivate`.
 */
export async function createWebhook(
  db: Db,
  actor: { id: number },
  input: { url: string; events: WebhookEvent[] },
  allowPrivate: boolean,
): Promise<CreatedWebhookDto> {
  await assertRegistrableUrl(new URL(input.url), allowPrivate);
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const hook = await insertWebhook(db, {
    url: input.url,
    events: input.events,
    secret,
    createdBy: actor.id,
  });
  return { ...toDto(hook), secret };
}

export async function listWebhookDtos(db: Db): Promise<WebhookDto[]> {
  return (await listWebhooks(db)).map(toDto);
}

/** Deletes an endpoint with its deliveries (their queued attempts then find nothing to send). */
export async function removeWebhook(db: Db, id: number): Promise<WebhookDto> {
  const removed = await deleteWebhook(db, id);
  if (!removed) throw new AppError("NOT_FOUND", webhookMessages.notFound);
  return toDto(removed);
}

const deliveryCursor = z.object({ id: cursorRowId });

/** An endpoint's deliveries, newest first, a page at a time. */
export async function listWebhookDeliveries(
  db: Db,
  input: { id: number; cursor?: string | undefined; limit: number },
): Promise<Page<WebhookDeliveryDto>> {
  if (!(await findWebhook(db, input.id))) {
    throw new AppError("NOT_FOUND", webhookMessages.notFound);
  }
  const after = input.cursor ? decodeKeysetCursor(input.cursor, deliveryCursor) : undefined;
  const rows = await listDeliveries(db, input.id, {
    limit: input.limit + 1,
    beforeId: after?.id,
  });
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items: items.map(deliveryDto),
    nextCursor: rows.length > input.limit && last ? encodeKeysetCursor({ id: last.id }) : null,
  };
}

/**
 * Sends a delivery again now, with the body it was created with (same delivery id, so a receiver
 * that saw it can tell). The delivery goes back to pending and one attempt is queued with it;
 * if that attempt fails, the usual retries follow only while some are left.
 */
export async function redeliverWebhook(
  db: Kysely<Database>,
  jobs: JobQueue,
  input: { id: number; deliveryId: number },
): Promise<WebhookDeliveryDto> {
  await db.transaction().execute(async (trx) => {
    const attempts = await reopenDelivery(trx, input.id, input.deliveryId);
    if (attempts === undefined) throw new AppError("NOT_FOUND", webhookMessages.deliveryNotFound);
    await jobs.enqueue(
      "webhook.deliver",
      { deliveryId: input.deliveryId, attempt: attempts },
      { trx },
    );
  });
  const row = await findDelivery(db, input.id, input.deliveryId);
  if (!row) throw new AppError("NOT_FOUND", webhookMessages.deliveryNotFound);
  return deliveryDto(row);
}

import type { NotificationDto, NotificationKind, Role } from "@studio/shared";
import { sql } from "kysely";
import type { Db } from "../schema";
import { type IdPage, newestIdPage } from "./keyset-sql";
import type { WithDates } from "./with-dates";

export type NotificationRecord = WithDates<NotificationDto, "createdAt">;

export interface NewNotification {
  recipientId: number;
  kind: NotificationKind;
  contentId: number | null;
  text: string;
}

export async function insertNotifications(
  db: Db,
  notifications: readonly NewNotification[],
): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insertInto("notifications")
    .values(
      notifications.map((n) => ({
        recipient_id: n.recipientId,
        kind: n.kind,
        content_id: n.contentId,
        text: n.text,
      })),
    )
    .execute();
}

/** One person's inbox, newest first, after the id `beforeId` when given. */
export async function listNotifications(
  db: Db,
  recipientId: number,
  page: IdPage,
): Promise<NotificationRecord[]> {
  return db
    .selectFrom("notifications")
    .select([
      "id",
      "kind",
      "content_id as contentId",
      "text",
      sql<boolean>`read_at is not null`.as("read"),
      "created_at as createdAt",
    ])
    .where("recipient_id", "=", recipientId)
    .$call((q) => newestIdPage(q, page))
    .execute();
}

/** Unread notifications, counted no further than `cap` (the bell shows "99+" past it). */
export async function countUnreadNotifications(
  db: Db,
  recipientId: number,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from notifications where recipient_id = ${recipientId} and read_at is null
      limit ${cap}
    ) as unread`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Marks the recipient's notification read; false when the recipient has no such notification. */
export async function markNotificationRead(
  db: Db,
  recipientId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .updateTable("notifications")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", sql<Date>`now()`) }))
    .where("id", "=", id)
    .where("recipient_id", "=", recipientId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllNotificationsRead(db: Db, recipientId: number): Promise<number> {
  const rows = await db
    .updateTable("notifications")
    .set({ read_at: sql<Date>`now()` })
    .where("recipient_id", "=", recipientId)
    .where("read_at", "is", null)
    .returning("id")
    .execute();
  return rows.length;
}

/** Approved accounts with one of `roles`, except `exceptId`: who hears of a submission. */
export async function listUserIdsWithRoles(
  db: Db,
  roles: readonly Role[],
  exceptId: number | null,
): Promise<number[]> {
  if (roles.length === 0) return [];
  let q = db
    .selectFrom("users")
    .select("id")
    .where("role", "in", [...roles])
    .where("approved", "=", true);
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  const rows = await q.orderBy("id").execute();
  return rows.map((r) => r.id);
}

/** A notification taken from the outbox, with where to send it. */
export interface DueEmail {
  id: number;
  kind: NotificationKind;
  contentId: number | null;
  text: string;
  attempts: number;
  email: string;
  username: string;
}

export interface ClaimOptions {
  limit: number;
  /** A claim older than this was a sender that died: it may be taken again. */
  claimExpiresMs: number;
  /** A failed send is tried again no sooner than this after it. */
  retryAfterMs: number;
  /** Older notifications are not e-mailed any more (news that late is noise). */
  maxAgeMs: number;
  maxAttempts: number;
}

/**
 * Takes up to `limit` notifications whose e-mail is due, for this sender alone: concurrent
 * senders (other instances) skip rows another has locked and never take the same one, and a
 * taken row is marked 'sending' in the same statement, so the SMTP conversation happens outside
 * any transaction.
 */
export async function claimDueEmails(db: Db, options: ClaimOptions): Promise<DueEmail[]> {
  const { rows } = await sql<DueEmail>`
    with due as (
      select n.id from notifications n
      where n.created_at > now() - make_interval(secs => ${options.maxAgeMs / 1000})
        and n.email_attempts < ${options.maxAttempts}
        and ((n.email_state is null
            and (n.email_claimed_at is null
              or n.email_claimed_at < now() - make_interval(secs => ${options.retryAfterMs / 1000})))
          or (n.email_state = 'sending'
            and n.email_claimed_at < now() - make_interval(secs => ${options.claimExpiresMs / 1000})))
      order by n.created_at, n.id
      limit ${options.limit}
      for update of n skip locked
    )
    update notifications n
    set email_state = 'sending', email_claimed_at = now(), email_attempts = n.email_attempts + 1
    from due, users u
    where n.id = due.id and u.id = n.recipient_id
    returning n.id, n.kind, n.content_id as "contentId", n.text, n.email_attempts as attempts,
      u.email, u.username`.execute(db);
  return rows;
}

/**
 * After a send: 'sent', or 'failed' for good, or back in the outbox (null) for another try once
 * `retryAfterMs` has passed since this one (`email_claimed_at` keeps when it was).
 */
export async function finishEmail(
  db: Db,
  id: number,
  outcome: "sent" | "retry" | "failed",
): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ email_state: outcome === "retry" ? null : outcome })
    .where("id", "=", id)
    .where("email_state", "=", "sending")
    .execute();
}

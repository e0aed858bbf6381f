import {
  countUnreadNotifications,
  type Db,
  findContentItem,
  insertNotifications,
  listNotifications,
  listUserIdsWithRoles,
  markAllNotificationsRead,
  markNotificationRead,
  type NewNotification,
  type NotificationRecord,
} from "@studio/db";
import {
  AppError,
  auditReaderRoles,
  NOTIFICATION_UNREAD_CAP,
  type NotificationDto,
  type NotificationListQuery,
  type NotificationPage,
  notificationMessages,
  notificationTexts,
  type ReviewStep,
  type UnreadNotifications,
} from "@studio/shared";
import type { Caller } from "../content/content-access";
import {
  cursorRowId,
  decodeKeysetCursor,
  encodeKeysetCursor,
  toPage,
} from "../platform/keyset-cursor";

/**
 * The in-app inbox (issue 24 item 8). Writers hear of change requests, approvals and comments
 * on their items; reviewers of submissions. A notification is written in the transaction of the
 * change it reports (it commits with it, or neither does); its e-mail, when SMTP is configured,
 * goes out after the commit (mail/notification-emails.ts). Nobody is told of their own action.
 */

/** What notifyReview needs of the item (the review step's locked row). */
export interface ReviewedItem {
  id: number;
  ownerId: number | null;
  version: number;
}

/**
 * THE call a review transition makes, inside its transaction: a submission tells every
 * reviewer (the roles that read others' work: `auditReaderRoles`, reviewers and
 * administrators); an approval or a change request tells the writer, with the note.
 */
export async function notifyReview(
  trx: Db,
  action: ReviewStep,
  item: ReviewedItem,
  caller: Caller,
  detail?: { note?: unknown } | null,
): Promise<void> {
  const found = await findContentItem(trx, item.id);
  const title = found?.title ?? `#${item.id}`;
  const actor = caller.username;
  const toWriter = (kind: NewNotification["kind"], text: string): NewNotification[] =>
    item.ownerId === null || item.ownerId === caller.id
      ? []
      : [{ recipientId: item.ownerId, kind, contentId: item.id, text }];

  let notifications: NewNotification[];
  if (action === "submit") {
    const reviewers = await listUserIdsWithRoles(trx, auditReaderRoles, caller.id);
    const text = notificationTexts.submitted(actor, title);
    notifications = reviewers.map((recipientId) => ({
      recipientId,
      kind: "submitted",
      contentId: item.id,
      text,
    }));
  } else if (action === "approve") {
    notifications = toWriter("approved", notificationTexts.approved(actor, title, item.version));
  } else {
    const note = typeof detail?.note === "string" ? detail.note : "";
    notifications = toWriter(
      "changes_requested",
      notificationTexts.changesRequested(actor, title, note),
    );
  }
  await insertNotifications(trx, notifications);
}

/**
 * A comment, inside its transaction: the writer hears of it, and so does the author of the
 * thread it answers.
 */
export async function notifyComment(
  trx: Db,
  item: { id: number; title: string; ownerId: number | null },
  comment: { body: string; threadAuthorId: number | null },
  caller: Caller,
): Promise<void> {
  const notifications: NewNotification[] = [];
  if (item.ownerId !== null && item.ownerId !== caller.id) {
    notifications.push({
      recipientId: item.ownerId,
      kind: "commented",
      contentId: item.id,
      text: notificationTexts.commented(caller.username, item.title, comment.body),
    });
  }
  const threadAuthor = comment.threadAuthorId;
  if (threadAuthor !== null && threadAuthor !== caller.id && threadAuthor !== item.ownerId) {
    notifications.push({
      recipientId: threadAuthor,
      kind: "commented",
      contentId: item.id,
      text: notificationTexts.replied(caller.username, item.title, comment.body),
    });
  }
  await insertNotifications(trx, notifications);
}

function toDto(row: NotificationRecord): NotificationDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** `GET /api/notifications`: the caller's own, newest first. */
export async function listMyNotifications(
  db: Db,
  caller: Caller,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const rows = await listNotifications(db, caller.id, {
    beforeId:
      query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, cursorRowId),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, toDto, (row) => encodeKeysetCursor(row.id));
}

/** The bell's figure: unread, counted up to the cap plus one (so "99+" is known). */
export async function countMyUnread(db: Db, caller: Caller): Promise<UnreadNotifications> {
  return { unread: await countUnreadNotifications(db, caller.id, NOTIFICATION_UNREAD_CAP + 1) };
}

/** Only the recipient can mark a notification read; anyone else's id answers 404. */
export async function readNotification(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ id: number; read: true }> {
  if (!(await markNotificationRead(db, caller.id, id))) {
    throw new AppError("NOT_FOUND", notificationMessages.notFound);
  }
  return { id, read: true };
}

export async function readAllNotifications(db: Db, caller: Caller): Promise<{ marked: number }> {
  return { marked: await markAllNotificationsRead(db, caller.id) };
}

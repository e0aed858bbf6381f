import { recordId } from "./ids";
import {
  NOTIFICATION_PAGE_DEFAULT,
  NOTIFICATION_PAGE_MAX,
  type NotificationKind,
  notificationMessages,
} from "./notification-messages";
import { type Page, pageCursor, pageLimit } from "./pagination";
import { z } from "./zod";

/**
 * The in-app inbox (issue 24 item 8): writers hear of change requests, approvals and comments on
 * their items; reviewers of submissions. Newest first, a page at a time.
 */
export const notificationListInput = z.object({
  cursor: pageCursor,
  limit: pageLimit(NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_DEFAULT),
});
export type NotificationListInput = z.input<typeof notificationListInput>;
export type NotificationListQuery = z.output<typeof notificationListInput>;

export const notificationIdInput = z.object({ id: recordId(notificationMessages.invalidId) });
export type NotificationIdInput = z.infer<typeof notificationIdInput>;

export interface NotificationDto {
  id: number;
  kind: NotificationKind;
  /** The item it is about (the link); null for one about no item. */
  contentId: number | null;
  text: string;
  read: boolean;
  createdAt: string;
}

export type NotificationPage = Page<NotificationDto>;

/** The bell: unread notifications, counted up to NOTIFICATION_UNREAD_CAP + 1. */
export interface UnreadNotifications {
  unread: number;
}

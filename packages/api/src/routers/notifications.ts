import { notificationIdInput, notificationListInput } from "@studio/shared";
import {
  countMyUnread,
  listMyNotifications,
  readAllNotifications,
  readNotification,
} from "../services/review/notifications";
import { protectedProcedure, router } from "../trpc";

// Only the caller's own inbox is ever read or marked, so the 'read' scope covers all of it.
const inbox = protectedProcedure.meta({ scope: "read" });

/** The signed-in person's notifications (`/api/notifications`). */
export const notificationsRouter = router({
  list: inbox
    .input(notificationListInput)
    .query(({ ctx, input }) => listMyNotifications(ctx.db, ctx.user, input)),

  /** The header bell's figure, polled: one indexed count. */
  unreadCount: inbox.query(({ ctx }) => countMyUnread(ctx.db, ctx.user)),

  /** Marks one read; another person's id answers 404. */
  read: inbox
    .input(notificationIdInput)
    .mutation(({ ctx, input }) => readNotification(ctx.db, ctx.user, input.id)),

  readAll: inbox.mutation(({ ctx }) => readAllNotifications(ctx.db, ctx.user)),
});

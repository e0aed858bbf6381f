import {
  answer,
  type NotificationPage,
  notificationIdInput,
  notificationListInput,
  type UnreadNotifications,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";

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
    .meta(
      rest.get("/api/notifications", "Notifications", "Your notifications, newest first", {
        query: z.object({ cursor: z.string().optional(), limit: z.string().optional() }),
      }),
    )
    .input(notificationListInput)
    .output(answers<NotificationPage>(answer.notificationPage))
    .query(({ ctx, input }) => listMyNotifications(ctx.db, ctx.user, input)),

  /** The header bell's figure, polled: one indexed count. */
  unreadCount: inbox
    .meta(
      rest.get(
        "/api/notifications/unread-count",
        "Notifications",
        "How many of your notifications are unread (the bell)",
      ),
    )
    .output(answers<UnreadNotifications>(answer.unreadNotifications))
    .query(({ ctx }) => countMyUnread(ctx.db, ctx.user)),

  /** Marks one read; another person's id answers 404. */
  read: inbox
    .meta(
      rest.post(
        "/api/notifications/{id}/read",
        "Notifications",
        "Mark one of your notifications read (another person's answers 404)",
      ),
    )
    .input(notificationIdInput)
    .output(answers<{ id: number; read: true }>(answer.notificationRead))
    .mutation(({ ctx, input }) => readNotification(ctx.db, ctx.user, input.id)),

  readAll: inbox
    .meta(
      rest.post("/api/notifications/read-all", "Notifications", "Mark all your notifications read"),
    )
    .output(answers<{ marked: number }>(answer.notificationsMarked))
    .mutation(({ ctx }) => readAllNotifications(ctx.db, ctx.user)),
});

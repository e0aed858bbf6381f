import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { queryFields, unvalidated } from "./request-input";
import { addRoutes, callWithId } from "./routes";

const list = restHandler((caller, request) =>
  caller.notifications.list(unvalidated(queryFields(request))),
);

/** Issue 24's inbox, each route one call to the `notifications` procedures. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["GET", "/api/notifications", list],
    [
      "GET",
      "/api/notifications/unread-count",
      restHandler((caller) => caller.notifications.unreadCount()),
    ],
    [
      "POST",
      "/api/notifications/read-all",
      restHandler((caller) => caller.notifications.readAll()),
    ],
    ["POST", "/api/notifications/:id/read", callWithId((caller) => caller.notifications.read)],
  ]);
}

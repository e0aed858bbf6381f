import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { queryFields, unvalidated } from "./request-input";
import { addRoutes } from "./routes";

const queue = restHandler((caller, request) =>
  caller.review.queue(unvalidated(queryFields(request))),
);

/** Issue 24 item 9: the reviewer's queue, one call to the `review` procedures. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [["GET", "/api/review/queue", queue]]);
}

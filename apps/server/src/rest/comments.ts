import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { bodyWithId, pathId, pathNumber } from "./request-input";
import { addRoutes, callWithId } from "./routes";

/** `POST /api/content/{id}/comments`: 201 with the comment. */
const create = restHandler(async (caller, request, reply) => {
  const comment = await caller.comments.create(bodyWithId(request));
  return reply.code(201).send(comment);
});

const resolve = restHandler((caller, request) =>
  caller.comments.resolve({ id: pathId(request), commentId: pathNumber(request, "commentId") }),
);

/** Issue 24's review comments, each one call to the `comments` procedures. */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["GET", "/api/content/:id/comments", callWithId((caller) => caller.comments.list)],
    ["POST", "/api/content/:id/comments", create],
    ["POST", "/api/content/:id/comments/:commentId/resolve", resolve],
  ]);
}

import { createHash } from "node:crypto";
import { LEGACY_LIST_DEFAULT, type MessageDto } from "@studio/shared";
import type { FastifyRequest } from "fastify";
import { restHandler } from "./handler";
import { answerWindow, type RouteAdapter } from "./procedure-routes";
import { bodyFields, pathId, queryFields, unvalidated } from "./request-input";

/**
 * The conversation paths of SPEC section 7 are generated from the conversations procedures,
 * so ownership (404 for another account's id) and validation are exactly tRPC's. These three
 * keep SPEC 7's legacy shapes: the list's default window, the messages' ETag, and one POST for
 * a question (answered by the assistant) or a hand-off.
 */
export const conversationAdapters: Record<string, RouteAdapter> = {
  /**
   * Still a plain array (SPEC 7), now a window: `limit` (default LEGACY_LIST_DEFAULT), `offset`
   * or `cursor`, and `q` (title search). `X-Next-Cursor` carries the next window's cursor.
   */
  "GET /api/conversations": restHandler(async (caller, request, reply) => {
    const query = queryFields(request);
    const page = await caller.conversations.list(
      unvalidated({ ...query, limit: query.limit ?? LEGACY_LIST_DEFAULT }),
    );
    return answerWindow(reply, page);
  }),
  /**
   * Still the array of SPEC 7 (all messages without options), plus `?after=<id>` (only newer
   * messages: the poll), `?limit=` (the newest) and `?before=<id>&limit=` (older pages). The
   * ETag is the conversation's version and the query, so an unchanged poll is a bodiless 304.
   */
  "GET /api/conversations/{id}/messages": restHandler(async (caller, request, reply) => {
    const conversationId = pathId(request);
    const query = queryFields(request);
    const { version } = await caller.conversations.messagesVersion({ conversationId });
    const etag = messagesEtag(version, query);
    // no-store like every session-dependent answer (nothing private on disk); a client that
    // polls sends the ETag back itself and still gets its bodiless 304.
    reply.header("etag", etag).header("cache-control", "no-store");
    if (matches(request, etag)) return reply.code(304).send();
    return caller.conversations.messages(unvalidated({ ...query, conversationId }));
  }),
  /**
   * role 'user'': saves the message, generates the assistant's reply (not streamed on REST) and
   * answers both saved messages. role 'system' (a generator handoff): stores it and answers it.
   * Anything else, 'assistant' included, is refused by the procedure's schema.
   */
  "POST /api/conversations/{id}/messages": restHandler(async (caller, request, reply) => {
    const { role, content } = bodyFields(request);
    const conversationId = pathId(request);
    const saved: MessageDto[] = [];
    if (role === "user") {
      const events = await caller.chat.streamReply(unvalidated({ conversationId, content }));
      for await (const event of events) {
        if (event.type === "user-message" || event.type === "done") saved.push(event.message);
      }
    } else {
      saved.push(
        await caller.conversations.addMessage(unvalidated({ conversationId, role, content })),
      );
    }
    return reply.code(201).send(saved);
  }),
};

/** The version names the messages; the window options name which of them the answer holds. */
function messagesEtag(version: string, query: Record<string, unknown>): string {
  const window = ["after", "before", "limit"].map((k) => `${k}=${query[k] ?? ""}`).join("&");
  const digest = createHash("sha1").update(`${version}|${window}`).digest("base64url");
  return `W/"${digest.slice(0, 16)}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  return typeof header === "string" && header.split(",").some((tag) => tag.trim() === etag);
}

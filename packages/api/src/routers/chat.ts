import type { ChatStreamEvent } from "@studio/shared";
import { conversationRefInput, sendMessageInput } from "@studio/shared";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import { type ChatReplyDeps, startChatRegenerate, startChatReply } from "../services/chat-reply";
import { releasingWhenDone } from "../services/stream-slots";
import { chatProcedure, router } from "../trpc";

/**
 * The assistant's streamed replies. Procedure names start with "stream" because the web client
 * sends `chat.stream*` through httpBatchStreamLink. Stopping is the client aborting the request:
 * the abort reaches the provider call, and the partial reply is saved as stopped.
 */
export const chatRouter = router({
  streamReply: chatProcedure.input(sendMessageInput).mutation(({ ctx, input, signal }) => {
    const deps = depsOf(ctx, ctx.user.id, signal);
    return holdingSlot(deps, ctx, () => startChatReply(deps, input));
  }),

  streamRegenerate: chatProcedure.input(conversationRefInput).mutation(({ ctx, input, signal }) => {
    const deps = depsOf(ctx, ctx.user.id, signal);
    return holdingSlot(deps, ctx, () => startChatRegenerate(deps, input));
  }),
});

/**
 * Takes one of the account's stream slots before anything is saved (a refusal is a plain 429,
 * not a failure mid-stream) and gives it back when the stream ends, however it ends.
 */
async function holdingSlot(
  deps: ChatReplyDeps,
  ctx: Context,
  start: () => Promise<AsyncGenerator<ChatStreamEvent, void, undefined>>,
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const release = ctx.streamSlots.acquire(deps, deps.signal);
  try {
    return releasingWhenDone(relay(await start()), release);
  } catch (error) {
    release();
    throw error;
  }
}

function depsOf(ctx: Context, userId: number, signal: AbortSignal | undefined): ChatReplyDeps {
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits,
    // tRPC's own signal, the transport's "client went away" and the server shutting down: any
    // one stops the reply, which is then saved as stopped.
    signal: AbortSignal.any([ctx.signal, ctx.shutdownSignal, ...(signal ? [signal] : [])]),
    caches: ctx.invalidation,
  };
}

/**
 * Errors raised mid-stream bypass the procedure middleware, so they are mapped here to keep
 * their code and message (e.g. a failed regeneration) instead of becoming a bare 500.
 */
async function* relay(
  events: AsyncGenerator<ChatStreamEvent, void, undefined>,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  try {
    yield* events;
  } catch (error) {
    throw toTRPCError(error);
  }
}

import type { ChatStreamEvent } from "@studio/shared/chat";
import { conversationRefInput, sendMessageInput } from "@studio/shared/chat";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import { type ChatReplyDeps, startChatRegenerate, startChatReply } from "../services/chat-reply";
import { protectedProcedure, router } from "../trpc";

/**
 * The assistant's streamed replies. Procedure names start with "stream" because the web client
 * sends `chat.stream*` through httpBatchStreamLink. Stopping is the client aborting the request:
 * the abort reaches the provider call, and the partial reply is saved as stopped.
 */
export const chatRouter = router({
  streamReply: protectedProcedure
    .input(sendMessageInput)
    .mutation(async ({ ctx, input, signal }) =>
      relay(await startChatReply(depsOf(ctx, ctx.user.id, signal), input)),
    ),

  streamRegenerate: protectedProcedure
    .input(conversationRefInput)
    .mutation(async ({ ctx, input, signal }) =>
      relay(await startChatRegenerate(depsOf(ctx, ctx.user.id, signal), input)),
    ),
});

function depsOf(ctx: Context, userId: number, signal: AbortSignal | undefined): ChatReplyDeps {
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits,
    // tRPC's own signal and the transport's "client went away" signal: either one stops the reply.
    signal: signal ? AbortSignal.any([ctx.signal, signal]) : ctx.signal,
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

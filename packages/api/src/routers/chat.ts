import type { ChatStreamEvent } from "@studio/shared";
import { answer, conversationRefInput, sendMessageInput } from "@studio/shared";
import type { Context } from "../context";
import { streams } from "../contract";
import { toTRPCError } from "../errors";
import {
  type ChatReplyDeps,
  startChatRegenerate,
  startChatReply,
} from "../services/chat/chat-reply";
import { chatProcedure, router } from "../trpc";
import { aiCallDeps } from "./ai-call-deps";

/**
 * The assistant's streamed replies. Procedure names start with "stream" because the web client
 * sends `chat.stream*` through httpBatchStreamLink. Stopping is the client aborting the request:
 * the abort reaches the provider call, and the partial reply is saved as stopped.
 */
export const chatRouter = router({
  streamReply: chatProcedure
    .input(sendMessageInput)
    .output(streams<ChatStreamEvent>(answer.chatStreamEvent))
    .mutation(async ({ ctx, input, signal }) =>
      relay(await startChatReply(depsOf(ctx, ctx.user.id, signal), input)),
    ),

  streamRegenerate: chatProcedure
    .input(conversationRefInput)
    .output(streams<ChatStreamEvent>(answer.chatStreamEvent))
    .mutation(async ({ ctx, input, signal }) =>
      relay(await startChatRegenerate(depsOf(ctx, ctx.user.id, signal), input)),
    ),
});

/**
 * tRPC's own signal, the transport's "client went away" and the server shutting down: any one
 * stops the reply, which is then saved as stopped.
 */
function depsOf(ctx: Context, userId: number, signal: AbortSignal | undefined): ChatReplyDeps {
  return { ...aiCallDeps(ctx, { signal, stopAtShutdown: true }), userId };
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

import {
  addMessageInput,
  conversationIdInput,
  conversationRefInput,
  createConversationInput,
} from "@studio/shared";
import {
  addMessage,
  createConversation,
  deleteConversation,
  listConversationMessages,
  listConversations,
} from "../services/conversations";
import { chatProcedure, router } from "../trpc";

/** Conversations and their messages; every procedure is owner-only (another account's id: 404). */
export const conversationsRouter = router({
  create: chatProcedure
    .input(createConversationInput)
    .mutation(({ ctx, input }) => createConversation(ctx.db, ctx.user.id, input.title)),

  list: chatProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),

  delete: chatProcedure.input(conversationIdInput).mutation(async ({ ctx, input }) => {
    await deleteConversation(ctx.db, ctx.user.id, input.id);
    return { ok: true as const };
  }),

  messages: chatProcedure
    .input(conversationRefInput)
    .query(({ ctx, input }) => listConversationMessages(ctx.db, ctx.user.id, input.conversationId)),

  /** A user message without a reply, or a generator handoff (role 'system'); never 'assistant'. */
  addMessage: chatProcedure
    .input(addMessageInput)
    .mutation(({ ctx, input }) => addMessage(ctx.db, ctx.user.id, input)),
});

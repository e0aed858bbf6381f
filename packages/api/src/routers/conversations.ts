import {
  addMessageInput,
  conversationIdInput,
  conversationListInput,
  conversationRefInput,
  createConversationInput,
  messagesInput,
  renameConversationInput,
} from "@studio/shared";
import {
  addMessage,
  conversationMessagesVersion,
  createConversation,
  deleteConversation,
  listConversationMessages,
  listConversations,
  renameConversation,
} from "../services/chat/conversations";
import { chatProcedure, router } from "../trpc";

/** Conversations and their messages; every procedure is owner-only (another account's id: 404). */
export const conversationsRouter = router({
  create: chatProcedure
    .input(createConversationInput)
    .mutation(({ ctx, input }) => createConversation(ctx.db, ctx.user.id, input.title)),

  /** A page of `{ cursor, limit, q }` (title search), most recently active first. */
  list: chatProcedure
    .input(conversationListInput)
    .query(({ ctx, input }) => listConversations(ctx.db, ctx.user.id, input)),

  /** A new title, chosen by its owner (REST: PATCH /api/conversations/{id} { title }). */
  rename: chatProcedure
    .input(renameConversationInput)
    .mutation(({ ctx, input }) => renameConversation(ctx.db, ctx.user.id, input.id, input.title)),

  delete: chatProcedure.input(conversationIdInput).mutation(async ({ ctx, input }) => {
    await deleteConversation(ctx.db, ctx.user.id, input.id);
    return { ok: true as const };
  }),

  /** Oldest first; `{ limit, before }` pages back from the newest, `{ after }` is the poll. */
  messages: chatProcedure
    .input(messagesInput)
    .query(({ ctx, input }) => listConversationMessages(ctx.db, ctx.user.id, input)),

  /** Changes whenever the messages change; the REST path's ETag. */
  messagesVersion: chatProcedure
    .input(conversationRefInput)
    .query(({ ctx, input }) =>
      conversationMessagesVersion(ctx.db, ctx.user.id, input.conversationId),
    ),

  /** A user message without a reply, or a generator handoff (role 'system'); never 'assistant'. */
  addMessage: chatProcedure
    .input(addMessageInput)
    .mutation(({ ctx, input }) => addMessage(ctx.db, ctx.user.id, input)),
});

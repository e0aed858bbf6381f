import {
  addMessageInput,
  answer,
  type ConversationDto,
  type ConversationSummaryDto,
  conversationIdInput,
  conversationListInput,
  conversationRefInput,
  createConversationInput,
  legacyRequest,
  type MessageDto,
  messagesInput,
  type Page,
  renameConversationInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";
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
    .meta(rest.create("/api/conversations", "Chat", "Start a conversation"))
    .input(createConversationInput)
    .output(answers<ConversationDto>(answer.conversation))
    .mutation(({ ctx, input }) => createConversation(ctx.db, ctx.user.id, input.title)),

  /** A page of `{ cursor, limit, q }` (title search), most recently active first. */
  list: chatProcedure
    .meta(
      rest.get("/api/conversations", "Chat", "Your conversations, newest first", {
        query: legacyRequest.conversationsQuery,
        response: z.array(answer.conversationSummary),
      }),
    )
    .input(conversationListInput)
    .output(answers<Page<ConversationSummaryDto>>(answer.page(answer.conversationSummary)))
    .query(({ ctx, input }) => listConversations(ctx.db, ctx.user.id, input)),

  /** A new title, chosen by its owner (REST: PATCH /api/conversations/{id} { title }). */
  rename: chatProcedure
    .meta(rest.patch("/api/conversations/{id}", "Chat", "Rename one of your conversations"))
    .input(renameConversationInput)
    .output(answers<ConversationDto>(answer.conversation))
    .mutation(({ ctx, input }) => renameConversation(ctx.db, ctx.user.id, input.id, input.title)),

  delete: chatProcedure
    .meta(rest.delete("/api/conversations/{id}", "Chat", "Delete one of your conversations"))
    .input(conversationIdInput)
    .output(answers<{ ok: true }>(answer.ok))
    .mutation(async ({ ctx, input }) => {
      await deleteConversation(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),

  /** Oldest first; `{ limit, before }` pages back from the newest, `{ after }` is the poll. */
  messages: chatProcedure
    .meta(
      rest.get(
        "/api/conversations/{id}/messages",
        "Chat",
        "A conversation's messages, oldest first; ETag with If-None-Match answers 304 when unchanged",
        { query: legacyRequest.messagesQuery },
      ),
    )
    .input(messagesInput)
    .output(answers<MessageDto[]>(z.array(answer.message)))
    .query(({ ctx, input }) => listConversationMessages(ctx.db, ctx.user.id, input)),

  /** Changes whenever the messages change; the REST path's ETag. */
  messagesVersion: chatProcedure
    .input(conversationRefInput)
    .output(answers<{ version: string }>(answer.messagesVersion))
    .query(({ ctx, input }) =>
      conversationMessagesVersion(ctx.db, ctx.user.id, input.conversationId),
    ),

  /** A user message without a reply, or a generator handoff (role 'system'); never 'assistant'. */
  addMessage: chatProcedure
    .meta(
      rest.create(
        "/api/conversations/{id}/messages",
        "Chat",
        "Send a message (role user: answered with the assistant's reply) or a hand-off",
        {
          body: legacyRequest.postMessageBody,
          response: z.array(answer.message),
        },
      ),
    )
    .input(addMessageInput)
    .output(answers<MessageDto>(answer.message))
    .mutation(({ ctx, input }) => addMessage(ctx.db, ctx.user.id, input)),
});

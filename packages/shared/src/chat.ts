import type { BotType } from "./bots";
import { chatMessages, DEFAULT_CONVERSATION_TITLE, postableRoles } from "./chat-words";
import { generationTitle } from "./generation";
import { INT4_MAX, recordId } from "./ids";
import { CHAT_MESSAGE_MAX, NAME_MAX } from "./limits";
import {
  blankAsUndefined,
  LEGACY_LIST_MAX,
  PAGE_SIZE_DEFAULT,
  pageCursor,
  pageLimit,
  pageOffset,
  paginationMessages,
  searchText,
  wholeNumber,
} from "./pagination";
import { z } from "./zod";

/**
 * Conversations and the chat assistant: the schemas of their inputs and the generators'
 * hand-offs (SPEC.md sections 4 and 7). The words and DTOs are in chat-words.ts.
 */

// ---------------------------------------------------------------------------------------------
// Handoffs from the generators (SPEC 7)

const handoffPrefixes: Record<BotType, string> = {
  newsletter: "The following newsletter was generated:",
  sam: "The following SAM content was generated:",
  gift: "The following free gift idea was generated:",
};

const generationTitlePrefixes = ["Newsletter: ", "SAM Content: ", "Free Gift: "];

/**
 * 'Newsletter: {product} - {topic}', 'SAM Content: ...', 'Free Gift: {product} - {giftType}'.
 * An item opened from My Content hands over its own title, which already is such a title: it is
 * used as it is, so the prefix never doubles ("Newsletter: X - Newsletter: X - ...").
 */
export function handoffTitle(
  botType: BotType,
  productName: string | null | undefined,
  topicOrGiftType: string | null | undefined,
): string {
  const subject = topicOrGiftType?.trim() ?? "";
  const title = generationTitlePrefixes.some((prefix) => subject.startsWith(prefix))
    ? subject
    : generationTitle(botType, productName, topicOrGiftType);
  return title.length <= NAME_MAX ? title : `${title.slice(0, NAME_MAX - 1).trimEnd()}…`;
}

/** The system message that carries generated content into a conversation. */
export function handoffMessage(botType: BotType, content: string): string {
  return `${handoffPrefixes[botType]}\n\n${content}`;
}

// ---------------------------------------------------------------------------------------------
// Inputs

/** Accepts 7 and "7" (a REST path parameter), nothing else. */
const conversationIdField = recordId(chatMessages.invalidId);

const contentField = z
  .string({ error: chatMessages.emptyMessage })
  .max(CHAT_MESSAGE_MAX, chatMessages.tooLong)
  .refine((s) => s.trim() !== "", chatMessages.emptyMessage);

/** A missing or blank title means the default (SPEC 4: chat creates 'New Conversation'). */
export const createConversationInput = z
  .object({
    title: z
      .string()
      .max(NAME_MAX, `Title must be at most ${NAME_MAX} characters.`)
      .nullish()
      .transform((t) => t?.trim() || DEFAULT_CONVERSATION_TITLE),
  })
  .optional()
  .transform((o) => o ?? { title: DEFAULT_CONVERSATION_TITLE });
export type CreateConversationInput = z.input<typeof createConversationInput>;

export const conversationIdInput = z.object({ id: conversationIdField });

/** A new title for one of your conversations: not blank, at most NAME_MAX characters. */
export const renameConversationInput = z.object({
  id: conversationIdField,
  title: z
    .string({ error: chatMessages.titleRequired })
    .trim()
    .min(1, chatMessages.titleRequired)
    .max(NAME_MAX, chatMessages.titleTooLong),
});
export type RenameConversationInput = z.input<typeof renameConversationInput>;
export const conversationRefInput = z.object({ conversationId: conversationIdField });

/**
 * The conversation list: `{ cursor, limit, q }` (title search), newest activity first. `offset`
 * serves the legacy REST window only; the SPA pages by cursor. `limit` may reach the legacy
 * maximum because the REST path reads through this procedure.
 */
export const conversationListInput = z
  .object({
    cursor: pageCursor,
    limit: pageLimit(LEGACY_LIST_MAX, PAGE_SIZE_DEFAULT),
    offset: pageOffset(INT4_MAX),
    q: searchText,
  })
  .refine((query) => query.offset === undefined || query.cursor === undefined, {
    error: paginationMessages.cursorAndOffset,
  })
  // No input at all is the first page (the defaults apply).
  .prefault({});
export type ConversationListInput = z.input<typeof conversationListInput>;
export type ConversationListQuery = z.output<typeof conversationListInput>;

/** A message id as a position: messages are only ever added (ids grow), never edited. */
const messageIdPosition = z.preprocess(
  blankAsUndefined,
  wholeNumber(chatMessages.invalidMessageId, 0, INT4_MAX).optional(),
);

/**
 * A conversation's messages, oldest first. Without options: all of them (the legacy answer).
 * `after`: only messages newer than that id (the poll). `limit` alone: the newest `limit`;
 * with `before`: the `limit` messages just older than that id (scrolling up).
 */
export const messagesInput = z
  .object({
    conversationId: conversationIdField,
    after: messageIdPosition,
    before: messageIdPosition,
    limit: z.preprocess(
      blankAsUndefined,
      wholeNumber(paginationMessages.limit(LEGACY_LIST_MAX), 1, LEGACY_LIST_MAX).optional(),
    ),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    error: chatMessages.afterAndBefore,
  });
export type MessagesInput = z.input<typeof messagesInput>;
export type MessagesQuery = z.output<typeof messagesInput>;

export const addMessageInput = z.object({
  conversationId: conversationIdField,
  role: z.enum(postableRoles, { error: chatMessages.roleNotAllowed }),
  content: contentField,
});
export type AddMessageInput = z.input<typeof addMessageInput>;

export const sendMessageInput = z.object({
  conversationId: conversationIdField,
  content: contentField,
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

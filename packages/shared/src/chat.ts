import type { BotType } from "./bots";
import type { ComplianceReport } from "./compliance";
import { generationTitle } from "./generation";
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
 * Conversations and the chat assistant: schemas, DTOs and the words of SPEC.md sections 2, 4, 7
 * and 8, shared by the server, the chat page and the generators' "Reply in Chat Assistant".
 */
export const DEFAULT_CONVERSATION_TITLE = "New Conversation";
/** Titles named after the first user message stay short enough for the sidebar. */
export const AUTO_TITLE_MAX = 48;

export const chatRoles = ["user", "assistant", "system"] as const;
export type ChatRole = (typeof chatRoles)[number];
/** What a client may post: 'assistant' only ever comes from the server. */
export const postableRoles = ["user", "system"] as const;

export const chatMessages = {
  // SPEC 2: the chat page.
  newChat: "New Chat",
  newConversation: "New Conversation",
  noConversations: "No conversations yet",
  searchConversations: "Search conversations",
  noConversationsFound: "No conversations match your search",
  noMessagesTitle: "No messages yet",
  noMessagesHint: "Start the conversation by sending a message",
  welcomeTitle: "Welcome to the Chat Assistant",
  welcomeText:
    "Draft, rewrite and polish newsletters, marketing emails and free-gift ideas with your AI assistant.",
  inputPlaceholder: "Type your message...",
  send: "Send",
  stop: "Stop",
  regenerate: "Regenerate",
  copy: "Copy",
  deleteConversation: "Delete conversation",
  confirmDelete: "Are you sure you want to delete this conversation?",
  handoffLabel: "Handed off from generator",
  replyStopped: "Stopped",
  replyFailed: "The reply could not be completed.",
  loadFailed: "Failed to load messages",
  showConversations: "Show conversations",
  conversationsLabel: "Conversations",
  // SPEC 8: toasts.
  errorTitle: "Error",
  createFailed: "Failed to create new conversation",
  sendFailed: "Failed to send message",
  deleteFailed: "Failed to delete conversation",
  handoffCreateFailed: "Failed to create conversation",
  handoffMessageFailed: "Failed to add message to conversation",
  createdTitle: "Conversation created",
  created: "Your new conversation is ready.",
  handoffCreated: "Continue working with this content in Chat Assistant",
  deletedTitle: "Conversation deleted",
  deleted: "The conversation has been deleted.",
  copiedTitle: "Copied!",
  copied: "Content copied to clipboard.",
  // Server-side refusals.
  notFound: "Conversation not found.",
  invalidId: "Invalid conversation id.",
  emptyMessage: "Message cannot be empty.",
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters.`,
  roleNotAllowed: "Role must be 'user' or 'system'; assistant messages are written by the server.",
  afterAndBefore: "Send either after or before, not both.",
  invalidMessageId: "after and before must be message ids (whole numbers from 1).",
  loadingOlder: "Loading older messages…",
  nothingToRegenerate: "There is nothing to regenerate yet: send a message first.",
  limitReached: (limit: number, minutes: number) =>
    `You have reached the limit of ${limit} chat messages per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Handoffs from the generators (SPEC 7)

const handoffPrefixes: Record<BotType, string> = {
  newsletter: "The following newsletter was generated:",
  sam: "The following SAM content was generated:",
  gift: "The following free gift idea was generated:",
};

/** 'Newsletter: {product} - {topic}', 'SAM Content: ...', 'Free Gift: {product} - {giftType}'. */
export function handoffTitle(
  botType: BotType,
  productName: string | null | undefined,
  topicOrGiftType: string | null | undefined,
): string {
  return generationTitle(botType, productName, topicOrGiftType);
}

/** The system message that carries generated content into a conversation. */
export function handoffMessage(botType: BotType, content: string): string {
  return `${handoffPrefixes[botType]}\n\n${content}`;
}

// ---------------------------------------------------------------------------------------------
// Inputs

const INT4_MAX = 2_147_483_647;

/** Accepts 7 and "7" (a REST path parameter), nothing else. */
const conversationIdField = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: chatMessages.invalidId })
    .int(chatMessages.invalidId)
    .positive(chatMessages.invalidId)
    .max(INT4_MAX, chatMessages.invalidId),
);

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

// ---------------------------------------------------------------------------------------------
// DTOs

export interface ConversationDto {
  id: number;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export type ConversationSummaryDto = Pick<ConversationDto, "id" | "title" | "updatedAt">;

export type ReplyStatus = "complete" | "stopped" | "failed";

/** What the server records next to a message; every field is optional for older rows. */
export interface MessageMetadata {
  /** Assistant replies: whether the reply ran to the end. */
  status?: ReplyStatus;
  /** Why a reply failed, written for the person reading it. */
  error?: string;
  provider?: string;
  model?: string;
  durationMs?: number;
  /** System messages: where the content came from. */
  source?: "handoff";
  /** Assistant replies: the compliance report of the reply's text (issue 11). */
  compliance?: ComplianceReport;
  /**
   * Assistant replies from Regenerate: the id of the reply this one replaced. Messages are never
   * edited, so this is how a poll that asks only for newer messages learns of the removal.
   */
  replaces?: number;
}

/** What a client's copy of a conversation looks like after `newer` arrived (poll or stream). */
export function mergeNewerMessages(current: readonly MessageDto[], newer: readonly MessageDto[]) {
  if (newer.length === 0) return current as MessageDto[];
  const replaced = new Set(
    newer.map((m) => m.metadata?.replaces).filter((id): id is number => id !== undefined),
  );
  const incoming = new Set(newer.map((m) => m.id));
  return [...current.filter((m) => !replaced.has(m.id) && !incoming.has(m.id)), ...newer].sort(
    (a, b) => a.id - b.id,
  );
}

export interface MessageDto {
  id: number;
  conversationId: number;
  role: ChatRole;
  content: string;
  timestamp: string;
  metadata: MessageMetadata | null;
}

/**
 * What `chat.streamReply` and `chat.streamRegenerate` stream: the saved user message (replies
 * only), the reply's text as it arrives, then the saved assistant message.
 */
export type ChatStreamEvent =
  | { type: "user-message"; message: MessageDto }
  | { type: "delta"; text: string }
  | { type: "done"; message: MessageDto; replacedMessageId: number | null };

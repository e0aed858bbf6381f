import type { ComplianceReport } from "./compliance";
import { CHAT_MESSAGE_MAX, NAME_MAX } from "./limits";

/**
 * Conversations and the chat assistant: the words of SPEC.md sections 2, 4, 7 and 8 and the
 * DTOs, shared by the server, the chat page and the generators' "Reply in Chat Assistant".
 * zod-free, so the chat page does not download and build zod; the schemas are in chat.ts.
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
  renameConversation: "Rename conversation",
  conversationTitle: "Conversation title",
  saveTitle: "Save",
  cancel: "Cancel",
  renamedTitle: "Conversation renamed",
  renamed: "The conversation has a new title.",
  renameFailed: "Failed to rename conversation",
  titleRequired: "Title cannot be empty.",
  titleTooLong: `Title must be at most ${NAME_MAX} characters.`,
  pasteCut: (pasted: number) =>
    `Your paste of ${pasted.toLocaleString("en-US")} characters was cut to ${CHAT_MESSAGE_MAX.toLocaleString("en-US")}, the most one message can hold. Send it in parts, or paste a shorter extract.`,
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

import type { Database } from "@studio/db";
import {
  type ConversationRecord,
  deleteOwnedConversation,
  findOwnedConversation,
  insertConversation,
  insertMessage,
  listConversationsOf,
  listMessages,
  listMessageWindow,
  type MessageRecord,
  messagesVersion,
  renameOwnedConversation,
  replaceTitleIf,
} from "@studio/db";
import {
  AppError,
  type addMessageInput,
  type ConversationDto,
  type ConversationListQuery,
  type ConversationSummaryDto,
  chatMessages,
  complianceReport,
  DEFAULT_CONVERSATION_TITLE,
  type MessageDto,
  type MessageMetadata,
  type MessagesQuery,
  type Page,
} from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";
import { titleFromMessage } from "./conversations-title";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Conversations belong to one account. Every read and write goes through the owner check, and
 * "not yours" answers exactly like "does not exist" (404), so ids reveal nothing.
 */
export async function requireOwnedConversation(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<ConversationRecord> {
  const conversation = await findOwnedConversation(db, conversationId, userId);
  if (!conversation) throw new AppError("NOT_FOUND", chatMessages.notFound);
  return conversation;
}

export function toConversationDto(record: ConversationRecord): ConversationDto {
  return {
    id: record.id,
    title: record.title,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

const metadataSchema = z.object({
  status: z.enum(["complete", "stopped", "failed"]).optional(),
  error: z.string().optional(),
  provider: z.string().optional(),
  model: z.string().optional(),
  durationMs: z.number().optional(),
  source: z.literal("handoff").optional(),
  compliance: complianceReport.optional(),
  replaces: z.number().int().positive().optional(),
});

/** Metadata is free-form jsonb; only the known fields reach a client. */
function parseMetadata(raw: unknown): MessageMetadata | null {
  if (raw === null || raw === undefined) return null;
  const parsed = metadataSchema.safeParse(raw);
  if (!parsed.success) return null;
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as MessageMetadata;
}

export function toMessageDto(record: MessageRecord): MessageDto {
  return {
    id: record.id,
    conversationId: record.conversationId,
    role: record.role,
    content: record.content,
    timestamp: record.timestamp.toISOString(),
    metadata: parseMetadata(record.metadata),
  };
}

export async function createConversation(
  db: Db,
  userId: number,
  title: string = DEFAULT_CONVERSATION_TITLE,
): Promise<ConversationDto> {
  return toConversationDto(await insertConversation(db, { userId, title }));
}

/** Most recently active first: updated_at in epoch microseconds, then id. */
const conversationKeyset = keyset({ updatedAtMicros: cursorMicros, id: cursorRowId });

/** One page of the owner's conversations, most recently active first. */
export async function listConversations(
  db: Db,
  userId: number,
  query: ConversationListQuery,
): Promise<Page<ConversationSummaryDto>> {
  const rows = await listConversationsOf(db, userId, {
    q: query.q,
    ...keysetWindow(query, conversationKeyset),
  });
  return toPage(
    rows,
    query.limit,
    ({ id, title, updatedAt }) => ({ id, title, updatedAt: updatedAt.toISOString() }),
    conversationKeyset.cursorOf,
  );
}

export async function deleteConversation(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnedConversation(db, id, userId))) {
    throw new AppError("NOT_FOUND", chatMessages.notFound);
  }
}

/** A new title for one of the owner's conversations (another account's id: 404). */
export async function renameConversation(
  db: Db,
  userId: number,
  id: number,
  title: string,
): Promise<ConversationDto> {
  const renamed = await renameOwnedConversation(db, id, userId, title);
  if (!renamed) throw new AppError("NOT_FOUND", chatMessages.notFound);
  return toConversationDto(renamed);
}

/** Messages oldest first: all, the newest page, an older page or only newer ones (the poll). */
export async function listConversationMessages(
  db: Db,
  userId: number,
  query: MessagesQuery,
): Promise<MessageDto[]> {
  await requireOwnedConversation(db, userId, query.conversationId);
  const { conversationId, after, before, limit } = query;
  const records =
    after === undefined && before === undefined && limit === undefined
      ? await listMessages(db, conversationId)
      : await listMessageWindow(db, conversationId, { after, before, limit });
  return records.map(toMessageDto);
}

/**
 * A short tag that changes whenever the conversation's messages change (an added message, a
 * regenerated reply): the REST path answers 304 to a poll that already has it.
 */
export async function conversationMessagesVersion(
  db: Db,
  userId: number,
  conversationId: number,
): Promise<{ version: string }> {
  await requireOwnedConversation(db, userId, conversationId);
  const { newestId, count } = await messagesVersion(db, conversationId);
  return { version: `${conversationId}.${newestId}.${count}` };
}

export type AddMessage = z.output<typeof addMessageInput>;

/**
 * Stores a user message or a generator handoff (role 'system'). A conversation still called
 * 'New Conversation' is named after its first user message.
 */
export async function addMessage(
  db: Kysely<Database>,
  userId: number,
  input: AddMessage,
): Promise<MessageDto> {
  return db.transaction().execute(async (trx) => {
    const conversation = await requireOwnedConversation(trx, userId, input.conversationId);
    const message = await insertMessage(trx, {
      conversationId: conversation.id,
      role: input.role,
      content: input.content,
      metadata: input.role === "system" ? { source: "handoff" } : null,
    });
    if (input.role === "user") await nameAfterFirstMessage(trx, conversation, input.content);
    return toMessageDto(message);
  });
}

async function nameAfterFirstMessage(
  db: Db,
  conversation: ConversationRecord,
  content: string,
): Promise<void> {
  if (conversation.title !== DEFAULT_CONVERSATION_TITLE) return;
  const title = titleFromMessage(content);
  if (title) await replaceTitleIf(db, conversation.id, DEFAULT_CONVERSATION_TITLE, title);
}

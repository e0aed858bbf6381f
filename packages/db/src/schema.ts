import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Timestamps are written as Date or ISO string and always read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export type BotType = "newsletter" | "sam" | "gift";
/** generated_content also records images. */
export type ContentType = BotType | "image";
export type ChatRole = "user" | "assistant" | "system";

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: ColumnType<"user" | "admin", "user" | "admin" | undefined, "user" | "admin">;
  approved: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  sid: string;
  user_id: number | null;
  data: Json;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
}

export interface TopicsTable {
  id: Generated<number>;
  name: string;
  product_id: number;
  type: ColumnType<BotType[], BotType[] | undefined, BotType[]>;
  created_at: Generated<Date>;
}

export interface KnowledgeBaseTable {
  id: Generated<number>;
  name: string;
  content: string;
  product_id: number;
  bot_type: BotType;
  created_at: Generated<Date>;
}

export interface GeneratedContentTable {
  id: Generated<number>;
  product_id: number | null;
  topic_id: number | null;
  user_id: number | null;
  bot_type: ContentType;
  title: string;
  content: string;
  provider: string | null;
  model: string | null;
  duration_ms: number | null;
  size_bytes: number | null;
  created_at: Generated<Date>;
}

/** A generated image's PNG; `id` is random and URL-safe (it is the image's public address). */
export interface GeneratedImagesTable {
  id: string;
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  png: ColumnType<Uint8Array, Uint8Array, never>;
  width: number;
  height: number;
  print_kind: "image" | "cover";
  content_id: number | null;
  created_at: Generated<Date>;
}

export interface GiftOptionsTable {
  id: Generated<number>;
  name: string;
  type: string;
}

export interface PromptTemplatesTable {
  id: Generated<number>;
  bot_type: BotType;
  name: string;
  template: string;
  description: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  title: ColumnType<string, string | undefined, string>;
  user_id: number | null;
  product_id: number | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: ChatRole;
  content: string;
  timestamp: Generated<Date>;
  metadata: ColumnType<unknown | null, string | null | undefined, string | null>;
}

/** Fixed-window counters shared by every app instance (login throttling, generation limits). */
export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  products: ProductsTable;
  topics: TopicsTable;
  knowledge_base: KnowledgeBaseTable;
  generated_content: GeneratedContentTable;
  generated_images: GeneratedImagesTable;
  gift_options: GiftOptionsTable;
  prompt_templates: PromptTemplatesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type TopicRow = Selectable<TopicsTable>;
export type KnowledgeRow = Selectable<KnowledgeBaseTable>;
export type PromptTemplateRow = Selectable<PromptTemplatesTable>;
export type ConversationRow = Selectable<ChatConversationsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

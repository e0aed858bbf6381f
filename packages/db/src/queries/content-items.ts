import type { ContentEventKind, ContentStatus, Db, VersionSource } from "../schema";

export interface ContentItemRecord {
  id: number;
  title: string;
  botType: "newsletter" | "sam" | "gift" | "image";
  productId: number | null;
  productName: string | null;
  topicId: number | null;
  ownerId: number | null;
  status: ContentStatus;
  version: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An item with its current text; undefined when it does not exist. */
export async function findContentItem(db: Db, id: number): Promise<ContentItemRecord | undefined> {
  const row = await db
    .selectFrom("generated_content as gc")
    .leftJoin("products as p", "p.id", "gc.product_id")
    .select([
      "gc.id",
      "gc.title",
      "gc.bot_type",
      "gc.product_id",
      "p.name as product_name",
      "gc.topic_id",
      "gc.user_id",
      "gc.status",
      "gc.current_version",
      "gc.content",
      "gc.created_at",
      "gc.updated_at",
    ])
    .where("gc.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    botType: row.bot_type,
    productId: row.product_id,
    productName: row.product_name,
    topicId: row.topic_id,
    ownerId: row.user_id,
    status: row.status,
    version: row.current_version,
    content: row.content,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface ContentVersionSummary {
  number: number;
  source: VersionSource;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}

/** Newest first. */
export async function listContentVersions(
  db: Db,
  contentId: number,
): Promise<ContentVersionSummary[]> {
  const rows = await db
    .selectFrom("content_versions as cv")
    .leftJoin("users as u", "u.id", "cv.author_id")
    .select(["cv.number", "cv.source", "cv.author_id", "u.username", "cv.created_at"])
    .where("cv.content_id", "=", contentId)
    .orderBy("cv.number", "desc")
    .execute();
  return rows.map((row) => ({
    number: row.number,
    source: row.source,
    authorId: row.author_id,
    authorName: row.username,
    createdAt: row.created_at,
  }));
}

export interface ContentVersionRecord {
  number: number;
  title: string;
  content: string;
  source: VersionSource;
  authorId: number | null;
  compliance: unknown | null;
  createdAt: Date;
}

export async function findContentVersion(
  db: Db,
  contentId: number,
  number: number,
): Promise<ContentVersionRecord | undefined> {
  const row = await db
    .selectFrom("content_versions")
    .select(["number", "title", "content", "source", "author_id", "compliance", "created_at"])
    .where("content_id", "=", contentId)
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    number: row.number,
    title: row.title,
    content: row.content,
    source: row.source,
    authorId: row.author_id,
    compliance: row.compliance,
    createdAt: row.created_at,
  };
}

export interface ContentApprovalRecord {
  version: number;
  approvedBy: number | null;
  approverName: string | null;
  approvedAt: Date;
  contentHash: string;
  compliance: unknown | null;
  overrideReason: string | null;
}

/** The most recent approval, whatever the item's status now. */
export async function findLatestApproval(
  db: Db,
  contentId: number,
): Promise<ContentApprovalRecord | undefined> {
  const row = await db
    .selectFrom("content_approvals as a")
    .leftJoin("users as u", "u.id", "a.approved_by")
    .select([
      "a.version",
      "a.approved_by",
      "u.username",
      "a.approved_at",
      "a.content_hash",
      "a.compliance",
      "a.override_reason",
    ])
    .where("a.content_id", "=", contentId)
    .orderBy("a.approved_at", "desc")
    .orderBy("a.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    version: row.version,
    approvedBy: row.approved_by,
    approverName: row.username,
    approvedAt: row.approved_at,
    contentHash: row.content_hash,
    compliance: row.compliance,
    overrideReason: row.override_reason,
  };
}

/** True when `version` of the item was ever approved (approved versions never change). */
export async function isVersionApproved(
  db: Db,
  contentId: number,
  version: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("content_approvals")
    .select("id")
    .where("content_id", "=", contentId)
    .where("version", "=", version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ContentEventRecord {
  kind: ContentEventKind;
  actorId: number | null;
  actorName: string | null;
  note: string | null;
  version: number | null;
  createdAt: Date;
}

/** Oldest first: the item's history as it happened. */
export async function listContentEvents(db: Db, contentId: number): Promise<ContentEventRecord[]> {
  const rows = await db
    .selectFrom("content_events as e")
    .leftJoin("users as u", "u.id", "e.actor_id")
    .select(["e.kind", "e.actor_id", "u.username", "e.note", "e.version", "e.created_at"])
    .where("e.content_id", "=", contentId)
    .orderBy("e.id", "asc")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    actorId: row.actor_id,
    actorName: row.username,
    note: row.note,
    version: row.version,
    createdAt: row.created_at,
  }));
}

export interface ContentImageRecord {
  id: string;
  kind: "image" | "cover";
  width: number;
  height: number;
}

export async function findContentImage(
  db: Db,
  contentId: number,
): Promise<ContentImageRecord | undefined> {
  const row = await db
    .selectFrom("generated_images")
    .select(["id", "print_kind", "width", "height"])
    .where("content_id", "=", contentId)
    .limit(1)
    .executeTakeFirst();
  return row
    ? { id: row.id, kind: row.print_kind, width: row.width, height: row.height }
    : undefined;
}

import type { ContentItemDto, ContentVersionSummaryDto } from "@studio/shared";
import type { Db, VersionSource } from "../schema";
import type { WithDates } from "./with-dates";

/** The detail DTO's fields that live on the item's own row (and its product's name). */
export type ContentItemRecord = WithDates<
  Omit<
    ContentItemDto,
    | "kind"
    | "versions"
    | "approval"
    | "compliance"
    | "events"
    | "image"
    | "subjectLines"
    | "subject"
    | "preheader"
  >,
  "createdAt" | "updatedAt"
>;

/** An item with its current text; undefined when it does not exist. */
export async function findContentItem(db: Db, id: number): Promise<ContentItemRecord | undefined> {
  return db
    .selectFrom("generated_content as gc")
    .leftJoin("products as p", "p.id", "gc.product_id")
    .select([
      "gc.id",
      "gc.title",
      "gc.bot_type as botType",
      "gc.product_id as productId",
      "p.name as productName",
      "gc.topic_id as topicId",
      "gc.user_id as ownerId",
      "gc.status",
      "gc.current_version as version",
      "gc.content",
      "gc.created_at as createdAt",
      "gc.updated_at as updatedAt",
    ])
    .where("gc.id", "=", id)
    .executeTakeFirst();
}

export type ContentVersionSummary = WithDates<ContentVersionSummaryDto, "createdAt">;

/** Newest first. */
export async function listContentVersions(
  db: Db,
  contentId: number,
): Promise<ContentVersionSummary[]> {
  return db
    .selectFrom("content_versions as cv")
    .leftJoin("users as u", "u.id", "cv.author_id")
    .select([
      "cv.number",
      "cv.source",
      "cv.author_id as authorId",
      "u.username as authorName",
      "cv.created_at as createdAt",
    ])
    .where("cv.content_id", "=", contentId)
    .orderBy("cv.number", "desc")
    .execute();
}

export interface ContentVersionRecord {
  number: number;
  title: string;
  content: string;
  source: VersionSource;
  authorId: number | null;
  compliance: unknown | null;
  createdAt: Date;
  /** Email fields (newsletters and SAM emails): subject-line options, subject, preheader. */
  subjectLines: string[];
  subject: string | null;
  preheader: string | null;
}

export async function findContentVersion(
  db: Db,
  contentId: number,
  number: number,
): Promise<ContentVersionRecord | undefined> {
  return db
    .selectFrom("content_versions")
    .select([
      "number",
      "title",
      "content",
      "source",
      "author_id as authorId",
      "compliance",
      "created_at as createdAt",
      "subject_lines as subjectLines",
      "subject",
      "preheader",
    ])
    .where("content_id", "=", contentId)
    .where("number", "=", number)
    .executeTakeFirst();
}

export interface ContentApprovalRecord {
  version: number;
  approvedBy: number | null;
  approverName: string | null;
  approverRole: string | null;
  approvedAt: Date;
  contentHash: string;
  compliance: unknown | null;
  overrideReason: string | null;
  /** `[{rule, start, reason}]` as stored (jsonb): the caller reads it. */
  flagDecisions: unknown | null;
  firstUsedAt: Date | null;
  lastUsedAt: Date | null;
}

/** The most recent approval, whatever the item's status now. */
export async function findLatestApproval(
  db: Db,
  contentId: number,
): Promise<ContentApprovalRecord | undefined> {
  return db
    .selectFrom("content_approvals as a")
    .leftJoin("users as u", "u.id", "a.approved_by")
    .select([
      "a.version",
      "a.approved_by as approvedBy",
      "u.username as approverName",
      "a.approver_role as approverRole",
      "a.approved_at as approvedAt",
      "a.content_hash as contentHash",
      "a.compliance",
      "a.override_reason as overrideReason",
      "a.flag_decisions as flagDecisions",
      "a.first_used_at as firstUsedAt",
      "a.last_used_at as lastUsedAt",
    ])
    .where("a.content_id", "=", contentId)
    .orderBy("a.approved_at", "desc")
    .orderBy("a.id", "desc")
    .limit(1)
    .executeTakeFirst();
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
    .where((eb) => eb.and({ content_id: contentId, version }))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
  return db
    .selectFrom("generated_images")
    .select(["id", "print_kind as kind", "width", "height"])
    .where("content_id", "=", contentId)
    .limit(1)
    .executeTakeFirst();
}

/** The knowledge entries a generation used (`[{ id, name }]`), [] when none were recorded. */
export async function findContentSources(
  db: Db,
  contentId: number,
): Promise<Array<{ id: number; name: string }>> {
  const row = await db
    .selectFrom("generated_content")
    .select("sources")
    .where("id", "=", contentId)
    .executeTakeFirst();
  const sources = row?.sources;
  if (!Array.isArray(sources)) return [];
  return sources.flatMap((s: unknown) => {
    if (typeof s !== "object" || s === null) return [];
    const { id, name } = s as { id?: unknown; name?: unknown };
    return typeof id === "number" && typeof name === "string" ? [{ id, name }] : [];
  });
}

/** Each version's compliance report up to `upTo`, oldest first (how flags came and went). */
export async function listVersionReports(
  db: Db,
  contentId: number,
  upTo: number,
): Promise<Array<{ number: number; compliance: unknown | null }>> {
  return db
    .selectFrom("content_versions")
    .select(["number", "compliance"])
    .where("content_id", "=", contentId)
    .where("number", "<=", upTo)
    .orderBy("number", "asc")
    .execute();
}

/**
 * The latest moment the item was approved or used: its retention runs from here. Undefined
 * when it was never approved.
 */
export async function findLastApprovalOrUse(db: Db, contentId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom("content_approvals")
    .select((eb) =>
      eb.fn
        .max(eb.fn("greatest", ["approved_at", eb.fn.coalesce("last_used_at", "approved_at")]))
        .as("last"),
    )
    .where("content_id", "=", contentId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last as Date) : undefined;
}

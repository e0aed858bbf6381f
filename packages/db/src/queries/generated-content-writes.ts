import type { Insertable } from "kysely";
import type { Db, GeneratedContentTable } from "../schema";
import { appendAudit } from "./audit-events";
import { insertContentVersion } from "./content-writes";

export type NewGeneratedContent = Omit<
  Insertable<GeneratedContentTable>,
  "id" | "created_at" | "sources" | "status" | "current_version" | "updated_at"
> & {
  /** The knowledge entries the generation used; omitted for images. */
  sources?: Array<{ id: number; name: string }>;
  /**
   * A newsletter's or SAM email's subject lines and preheader, read out of the text: version 1
   * gets them as fields and `body` (the text without those lines) as its text, while the item's
   * row keeps the whole generated text, as the generation answered it (legacy readers, search).
   */
  email?: {
    subjectLines: string[];
    subject: string | null;
    preheader: string | null;
    body: string;
  };
};

/**
 * Records one finished generation as version 1 of a draft, with its "create" audit event; returns
 * its id. `compliance` is the report of the text, or null when none applies (images).
 *
 * The product or topic may have been deleted while the content was being generated: the content
 * is then kept without the link, as deleting a product does to content saved earlier, rather than
 * lost after the allowance was spent. The links are checked under a share lock, so a deletion
 * cannot slip in between the check and the insert.
 */
export async function insertGeneratedContent(
  db: Db,
  values: NewGeneratedContent,
  compliance: unknown | null = null,
): Promise<number> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => insertGeneratedContent(trx, values, compliance));
  }
  const { sources, email, ...rest } = await withExistingLinks(db, values);
  const row = await db
    .insertInto("generated_content")
    // pg would send a JS array as a PostgreSQL array, so the JSON goes as text.
    .values({ ...rest, ...(sources ? { sources: JSON.stringify(sources) } : {}) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertContentVersion(db, {
    contentId: row.id,
    number: 1,
    title: values.title,
    content: email?.body ?? values.content,
    source: "generated",
    authorId: values.user_id ?? null,
    compliance,
    ...(email
      ? { subjectLines: email.subjectLines, subject: email.subject, preheader: email.preheader }
      : {}),
  });
  await appendAudit(db, {
    actorId: values.user_id ?? null,
    action: "create",
    subjectType: "content",
    subjectId: row.id,
    version: 1,
    detail: { title: values.title, botType: values.bot_type },
  });
  return row.id;
}

async function withExistingLinks(
  db: Db,
  values: NewGeneratedContent,
): Promise<NewGeneratedContent> {
  // One after the other, product then topic: the share locks are always taken in that order.
  const productId = await existingId(db, "products", values.product_id);
  const topicId = await existingId(db, "topics", values.topic_id);
  return { ...values, product_id: productId, topic_id: topicId };
}

/** `id` when that row exists (share-locked until the transaction ends), else null. */
async function existingId(
  db: Db,
  table: "products" | "topics",
  id: number | null | undefined,
): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .forShare()
    .executeTakeFirst();
  return row ? id : null;
}

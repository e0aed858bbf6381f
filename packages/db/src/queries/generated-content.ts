import type { ContentType, Db } from "../schema";

export interface GeneratedContentRecord {
  id: number;
  title: string;
  botType: ContentType;
  productId: number | null;
  topicId: number | null;
  content: string;
  createdAt: Date;
}

/** Newest first. `limit` keeps the admin list bounded however much has been generated. */
export async function listGeneratedContent(
  db: Db,
  limit: number,
): Promise<GeneratedContentRecord[]> {
  const rows = await db
    .selectFrom("generated_content")
    .select(["id", "title", "bot_type", "product_id", "topic_id", "content", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    botType: row.bot_type,
    productId: row.product_id,
    topicId: row.topic_id,
    content: row.content,
    createdAt: row.created_at,
  }));
}

import type { GeneratedContentDto } from "@studio/shared";
import type { Db } from "../schema";
import type { WithDates } from "./with-dates";

/** A generated item as the admin list shows it: the DTO, its time a Date. */
export type GeneratedContentRecord = WithDates<GeneratedContentDto, "createdAt">;

/** Newest first. `limit` keeps the admin list bounded however much has been generated. */
export async function listGeneratedContent(
  db: Db,
  limit: number,
): Promise<GeneratedContentRecord[]> {
  return db
    .selectFrom("generated_content")
    .select([
      "id",
      "title",
      "bot_type as botType",
      "product_id as productId",
      "topic_id as topicId",
      "content",
      "created_at as createdAt",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

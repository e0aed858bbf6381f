import type { Db } from "../schema";

export interface GenerationSubjects {
  product: { id: number; name: string; disclaimer: string | null } | undefined;
  /** Present only when the topic exists and belongs to the product. */
  topic: { id: number; name: string } | undefined;
}

/** The names a generation is about, with the topic-belongs-to-product check done in SQL. */
export async function findGenerationSubjects(
  db: Db,
  productId: number,
  topicId: number | undefined,
): Promise<GenerationSubjects> {
  const [product, topic] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "name", "disclaimer"])
      .where("id", "=", productId)
      .executeTakeFirst(),
    topicId === undefined
      ? undefined
      : db
          .selectFrom("topics")
          .select(["id", "name"])
          .where("id", "=", topicId)
          .where("product_id", "=", productId)
          .executeTakeFirst(),
  ]);
  return { product, topic };
}

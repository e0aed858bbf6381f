import type { Database } from "@studio/db";
import type { Kysely } from "kysely";

/** A product with one topic and knowledge per bot type, for generation tests and benches. */
export async function seedGenerationCatalog(
  db: Kysely<Database>,
  name = "Dividend Growth Insider",
) {
  const product = await db
    .insertInto("products")
    .values({ name })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  const topic = await db
    .insertInto("topics")
    .values({
      name: "Payout ratios explained",
      product_id: product.id,
      type: ["newsletter", "sam", "gift"],
    })
    .returning(["id", "name"])
    .executeTakeFirstOrThrow();
  await db
    .insertInto("knowledge_base")
    .values(
      (["newsletter", "sam", "gift"] as const).flatMap((bot) => [
        {
          name: "Payout ratio primer",
          content:
            "A payout ratio above 80 percent leaves little room for dividend growth. We prefer companies paying out less than 60 percent of earnings.",
          product_id: product.id,
          bot_type: bot,
        },
        {
          name: "Editorial voice",
          content: "The voice is calm, plain-spoken and evidence-first. Never promise returns.",
          product_id: product.id,
          bot_type: bot,
        },
      ]),
    )
    .execute();
  return { product, topic };
}

import { defaultPromptTemplates, giftTypeLabels, giftTypes } from "@studio/shared";
import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { demoCatalog } from "./seed-demo";

const SEEDED_KEY = "seeded_at";

/**
 * First boot on an empty database: gift options, one active default prompt template per bot
 * type, and (unless turned off) a demo product so a newcomer can generate at once. Runs once per
 * database, so deleting the demo data later does not bring it back.
 */
export async function seedOnFirstBoot(
  db: Kysely<Database>,
  options: { demo: boolean },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_meta")
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) return false;

    await trx
      .insertInto("gift_options")
      .values(giftTypes.map((type) => ({ type, name: giftTypeLabels[type] })))
      .onConflict((oc) => oc.column("type").doNothing())
      .execute();

    await trx
      .insertInto("prompt_templates")
      .values(
        Object.entries(defaultPromptTemplates).map(([botType, t]) => ({
          bot_type: botType as keyof typeof defaultPromptTemplates,
          name: t.name,
          description: t.description,
          template: t.template,
          active: true,
        })),
      )
      .execute();

    if (options.demo) {
      for (const product of demoCatalog) {
        const { id: productId } = await trx
          .insertInto("products")
          .values({ name: product.name })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("topics")
          .values(
            product.topics.map((t) => ({ name: t.name, type: t.type, product_id: productId })),
          )
          .execute();
        await trx
          .insertInto("knowledge_base")
          .values(
            product.knowledge.map((k) => ({
              name: k.name,
              content: k.content,
              bot_type: k.botType,
              product_id: productId,
            })),
          )
          .execute();
      }
    }
    return true;
  });
}

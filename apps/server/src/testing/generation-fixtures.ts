import type { Database } from "@studio/db";
import type { Kysely } from "kysely";
import type { TestClient } from "./index";

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

/** A newsletter draft generated through `POST /api/generate` by `client`: its content id. */
export async function generateDraft(
  client: TestClient,
  catalog: { productId: number; topicId: number },
): Promise<number> {
  const response = await client.post("/api/generate", { ...catalog, botType: "newsletter" });
  if (response.statusCode !== 200) {
    throw new Error(`POST /api/generate answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { contentId: number }).contentId;
}

/** A flag to store: where it stands and what it quotes; the rest is a promissory claim's. */
export interface StoredFlag {
  rule: string;
  start: number;
  excerpt: string;
  severity?: "block" | "warn";
}

/**
 * Stores a compliance report with these flags on an item's version (every version when none is
 * named), as the checker would have written it: a test's way to a flagged version.
 */
export async function storeFlags(
  db: Kysely<Database>,
  contentId: number,
  flags: readonly StoredFlag[],
  version?: number,
): Promise<void> {
  const report = {
    passed: flags.every((f) => (f.severity ?? "block") !== "block"),
    flags: flags.map((f) => ({
      start: f.start,
      end: f.start + f.excerpt.length,
      excerpt: f.excerpt,
      category: "promissory",
      severity: f.severity ?? "block",
      rule: f.rule,
      reason: "Promises a return.",
      suggestion: null,
    })),
    engine: "rules",
    rulebookVersion: "test",
  };
  let update = db
    .updateTable("content_versions")
    .set({ compliance: JSON.stringify(report) })
    .where("content_id", "=", contentId);
  if (version !== undefined) update = update.where("number", "=", version);
  await update.execute();
}

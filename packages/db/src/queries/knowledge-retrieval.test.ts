import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotType } from "../schema";
import { createTestDb, type TestDb } from "../testing";
import { cutToBudget, orQuery, retrieveKnowledge } from "./knowledge-retrieval";

let t: TestDb;
let productId: number;
let otherProductId: number;
let emptyProductId: number;

async function addKnowledge(
  product: number,
  botType: BotType,
  name: string,
  content: string,
  createdAt?: string,
) {
  await t.db
    .insertInto("knowledge_base")
    .values({
      product_id: product,
      bot_type: botType,
      name,
      content,
      ...(createdAt ? { created_at: new Date(createdAt) } : {}),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestDb();
  const insert = (name: string) =>
    t.db.insertInto("products").values({ name }).returning("id").executeTakeFirstOrThrow();
  productId = (await insert("Dividend Growth Insider")).id;
  otherProductId = (await insert("Tech Momentum")).id;
  emptyProductId = (await insert("Fresh Launch")).id;

  await addKnowledge(
    productId,
    "newsletter",
    "Editorial voice",
    "Calm and plain-spoken. Never promise returns.",
    "2026-01-01",
  );
  await addKnowledge(
    productId,
    "newsletter",
    "Payout ratio primer",
    "The payout ratio is dividends divided by earnings. A high payout ratio leaves little room for dividend growth.",
    "2026-01-02",
  );
  await addKnowledge(
    productId,
    "newsletter",
    "Rates and dividends",
    "When interest rates rise, dividend stocks compete with bonds.",
    "2026-01-03",
  );
  await addKnowledge(
    productId,
    "sam",
    "Payout offer",
    "Our free payout ratio checklist converts well.",
    "2026-01-04",
  );
  await addKnowledge(
    otherProductId,
    "newsletter",
    "Other payout ratio",
    "Payout ratio payout ratio payout ratio.",
    "2026-01-05",
  );
});
afterAll(() => t.close());

describe("retrieveKnowledge", () => {
  it("ranks the product's entries for the bot type against the topic", async () => {
    const passages = await retrieveKnowledge(t.db, {
      productId,
      botType: "newsletter",
      query: "Reading a payout ratio",
    });

    expect(passages.map((p) => p.name)).toEqual(["Payout ratio primer"]);
    expect(passages[0]?.rank).toBeGreaterThan(0);
  });

  it("ranks entries matching more of the topic first, and matches any of its words", async () => {
    const passages = await retrieveKnowledge(t.db, {
      productId,
      botType: "newsletter",
      query: "dividend growth when rates rise",
    });

    expect(passages.map((p) => p.name)).toEqual(["Rates and dividends", "Payout ratio primer"]);
    expect(passages[0]?.rank).toBeGreaterThanOrEqual(passages[1]?.rank ?? 0);
  });

  it("falls back to the newest entries when nothing matches", async () => {
    const passages = await retrieveKnowledge(t.db, {
      productId,
      botType: "newsletter",
      query: "cryptocurrency",
    });

    expect(passages.map((p) => p.name)).toEqual([
      "Rates and dividends",
      "Payout ratio primer",
      "Editorial voice",
    ]);
    expect(passages.every((p) => p.rank === 0)).toBe(true);
  });

  it("treats search syntax in the topic as words", async () => {
    const passages = await retrieveKnowledge(t.db, {
      productId,
      botType: "newsletter",
      query: '-payout "ratio',
    });

    expect(passages[0]?.name).toBe("Payout ratio primer");
  });

  it("returns nothing for a product without knowledge", async () => {
    expect(
      await retrieveKnowledge(t.db, {
        productId: emptyProductId,
        botType: "newsletter",
        query: "payout",
      }),
    ).toEqual([]);
  });

  it("cuts the passages to the character budget", async () => {
    const passages = await retrieveKnowledge(t.db, {
      productId,
      botType: "newsletter",
      query: "anything",
      budgetChars: 70,
    });

    expect(passages.map((p) => p.name)).toEqual(["Rates and dividends"]);
    expect(passages.reduce((n, p) => n + p.content.length, 0)).toBeLessThanOrEqual(70);
  });
});

describe("cutToBudget", () => {
  it("shortens the passage that overflows at a word, then stops", () => {
    const long = { id: 2, name: "b", rank: 1, content: "word ".repeat(100) };
    const out = cutToBudget(
      [{ id: 1, name: "a", rank: 1, content: "x".repeat(100) }, long, { ...long, id: 3 }],
      400,
    );

    expect(out).toHaveLength(2);
    expect(out[1]?.truncated).toBe(true);
    expect(out[1]?.content.endsWith("word…")).toBe(true);
    expect(out.reduce((n, p) => n + p.content.length, 0)).toBeLessThanOrEqual(400);
  });
});

describe("orQuery", () => {
  it("joins distinct words with or", () => {
    expect(orQuery("Payout ratio, payout -ratio OR yield")).toBe("payout or ratio or yield");
  });
});

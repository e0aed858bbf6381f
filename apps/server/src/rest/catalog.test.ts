import type { KnowledgeDto, ProductDto, TopicDto } from "@studio/shared";
import { productMessages, topicMessages } from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Math.random().toString(36).slice(2, 6)}`;

async function createProduct(name = unique("Product")): Promise<ProductDto> {
  const response = await admin.post("/api/products", { name });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function createTopic(body: Record<string, unknown>): Promise<TopicDto> {
  const response = await admin.post("/api/topics", body);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("products", () => {
  it("creates a product with a trimmed name and lists it publicly", async () => {
    const name = unique("Alpha Letter");

    const created = await admin.post("/api/products", { name: `  ${name}  ` });
    const list = await t.client().get("/api/products");

    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name,
      createdAt: expect.any(String),
      disclaimer: null,
    });
    expect(new Date(created.json().createdAt).toISOString()).toBe(created.json().createdAt);
    expect(list.statusCode).toBe(200);
    const { disclaimer: _adminOnly, ...publicFields } = created.json();
    expect(list.json()).toContainEqual(publicFields);
  });

  it("refuses a duplicate name ignoring case and spaces, naming the clash", async () => {
    const original = await createProduct(unique("Gold Digest"));

    const dup = await admin.post("/api/products", { name: ` ${original.name.toUpperCase()} ` });

    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(productMessages.nameTaken(original.name));
  });

  it("renames, but not onto another product's name; keeping its own name is fine", async () => {
    const a = await createProduct();
    const b = await createProduct();

    const clash = await admin.put(`/api/products/${b.id}`, { name: a.name.toLowerCase() });
    const same = await admin.put(`/api/products/${b.id}`, { name: b.name.toUpperCase() });

    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toContain(a.name);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id: b.id, name: b.name.toUpperCase() });
  });

  it("refuses a blank name, and answers 404 for a missing product and 400 for a bad id", async () => {
    const blank = await admin.post("/api/products", { name: "   " });
    const missing = await admin.put("/api/products/999999", { name: unique("X") });
    const missingDelete = await admin.delete("/api/products/999999");
    const badIds = await Promise.all(
      ["abc", "0", "-1", "1.5", "99999999999"].map((id) => admin.delete(`/api/products/${id}`)),
    );

    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain("Name is required");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(productMessages.notFound);
    expect(missingDelete.statusCode).toBe(404);
    for (const bad of badIds) {
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain("Invalid id");
    }
  });

  it("deletes a product with its topics and knowledge; generated content stays with its title", async () => {
    const product = await createProduct();
    const other = await createProduct();
    const topic = await createTopic({ name: "Rates", productId: product.id });
    const keptTopic = await createTopic({ name: "Kept", productId: other.id });
    await admin.post("/api/knowledge-base", {
      name: "Style",
      content: "Plain words.",
      productId: product.id,
      botType: "newsletter",
    });
    await t.db.db
      .insertInto("generated_content")
      .values({
        product_id: product.id,
        topic_id: topic.id,
        bot_type: "newsletter",
        title: "Issue about rates",
        content: "text",
      })
      .execute();

    const deleted = await admin.delete(`/api/products/${product.id}`);

    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: product.id, topics: 1, knowledge: 1 });
    const topics: TopicDto[] = (await admin.get("/api/topics")).json();
    expect(topics.map((x) => x.id)).not.toContain(topic.id);
    expect(topics.map((x) => x.id)).toContain(keptTopic.id);
    const knowledge: KnowledgeDto[] = (
      await admin.get(`/api/knowledge-base?productId=${product.id}`)
    ).json();
    expect(knowledge).toEqual([]);
    const generated = await admin.get("/api/generated-content");
    expect(generated.json()).toContainEqual(
      expect.objectContaining({ title: "Issue about rates", productId: null, topicId: null }),
    );
  });

  it("rolls back the whole delete when one step fails", async () => {
    const product = await createProduct();
    const topic = await createTopic({ name: "Doomed", productId: product.id });
    // A trigger fails the product delete after its topics and knowledge were already deleted.
    await sql`create or replace function refuse_product_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
      t.db.db,
    );
    await sql`create trigger refuse_product_delete before delete on products for each row when (old.id = ${sql.lit(product.id)}) execute function refuse_product_delete()`.execute(
      t.db.db,
    );

    const failed = await admin.delete(`/api/products/${product.id}`);
    await sql`drop trigger refuse_product_delete on products`.execute(t.db.db);

    expect(failed.statusCode).toBe(500);
    const topics: TopicDto[] = (await admin.get("/api/topics")).json();
    expect(topics.map((x) => x.id)).toContain(topic.id);
  });
});

describe("topics", () => {
  it("accepts type as a single string, as an array, or absent (newsletter)", async () => {
    const product = await createProduct();

    const single = await createTopic({ name: "Single", productId: product.id, type: "sam" });
    const many = await createTopic({
      name: "Many",
      productId: String(product.id),
      type: ["gift", "newsletter", "gift"],
    });
    const none = await createTopic({ name: "Default", productId: product.id });
    const empty = await createTopic({ name: "No bots", productId: product.id, type: [] });

    expect(single.type).toEqual(["sam"]);
    expect(many).toMatchObject({ productId: product.id, type: ["gift", "newsletter"] });
    expect(none.type).toEqual(["newsletter"]);
    expect(empty.type).toEqual([]);
  });

  it("answers [{id, name}] for ?productId= and the full rows without it", async () => {
    const product = await createProduct();
    const other = await createProduct();
    const b = await createTopic({ name: "beta", productId: product.id });
    const a = await createTopic({ name: "Alpha", productId: product.id });
    await createTopic({ name: "Elsewhere", productId: other.id });

    const filtered = await t.client().get(`/api/topics?productId=${product.id}`);
    const full = await t.client().get("/api/topics");
    const blankFilter = await t.client().get("/api/topics?productId=");

    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toEqual([
      { id: a.id, name: "Alpha" },
      { id: b.id, name: "beta" },
    ]);
    expect(full.json()).toContainEqual({
      id: a.id,
      name: "Alpha",
      productId: product.id,
      type: ["newsletter"],
      createdAt: a.createdAt,
    });
    expect(blankFilter.json()).toEqual(full.json());
  });

  it("updates name, product and type; a missing type keeps the bot types", async () => {
    const product = await createProduct();
    const moved = await createProduct();
    const topic = await createTopic({ name: "Old", productId: product.id, type: ["sam", "gift"] });

    const renamed = await admin.put(`/api/topics/${topic.id}`, {
      name: "New",
      productId: moved.id,
    });
    const retyped = await admin.put(`/api/topics/${topic.id}`, {
      name: "New",
      productId: moved.id,
      type: "newsletter",
    });

    expect(renamed.json()).toMatchObject({
      name: "New",
      productId: moved.id,
      type: ["sam", "gift"],
    });
    expect(retyped.json().type).toEqual(["newsletter"]);
  });

  it("refuses blank names, unknown bot types and products that do not exist", async () => {
    const product = await createProduct();

    const blank = await admin.post("/api/topics", { name: " ", productId: product.id });
    const badType = await admin.post("/api/topics", {
      name: "x",
      productId: product.id,
      type: ["image"],
    });
    const noProduct = await admin.post("/api/topics", { name: "x", productId: 999999 });
    const missing = await admin.put("/api/topics/999999", { name: "x", productId: product.id });
    const gone = await admin.delete("/api/topics/999999");
    const badId = await admin.put("/api/topics/abc", { name: "x", productId: product.id });

    expect(blank.statusCode).toBe(400);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toContain("Bot type must be one of newsletter, sam or gift");
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().error).toBe(productMessages.notFound);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(topicMessages.notFound);
    expect(gone.statusCode).toBe(404);
    expect(badId.statusCode).toBe(400);
  });
});

describe("knowledge base", () => {
  it("coerces productId, refuses blank name or content, and filters as SPEC 5 says", async () => {
    const p1 = await createProduct();
    const p2 = await createProduct();
    const post = (body: Record<string, unknown>) => admin.post("/api/knowledge-base", body);
    const fed = await post({
      name: "Fed Watch 50%",
      content: "Rates.",
      productId: String(p1.id),
      botType: "newsletter",
    });
    await post({ name: "fed history", content: "Old.", productId: p1.id, botType: "sam" });
    await post({ name: "Gold", content: "Shiny.", productId: p2.id, botType: "newsletter" });
    const blankName = await post({ name: " ", content: "x", productId: p1.id, botType: "sam" });
    const blankContent = await post({
      name: "x",
      content: "\n ",
      productId: p1.id,
      botType: "sam",
    });

    const names = async (query: string) =>
      ((await admin.get(`/api/knowledge-base${query}`)).json() as KnowledgeDto[])
        .filter((k) => k.productId === p1.id || k.productId === p2.id)
        .map((k) => k.name)
        .sort();

    expect(fed.statusCode).toBe(201);
    expect(fed.json()).toMatchObject({
      productId: p1.id,
      botType: "newsletter",
      content: "Rates.",
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().error).toContain("Name is required");
    expect(blankContent.statusCode).toBe(400);
    expect(blankContent.json().error).toContain("Content is required");
    expect(await names("?search=FED")).toEqual(["Fed Watch 50%", "fed history"]);
    expect(await names("?search=50%25")).toEqual(["Fed Watch 50%"]);
    expect(await names("?search=_")).toEqual([]);
    expect(await names(`?productId=${p2.id}`)).toEqual(["Gold"]);
    expect(await names("?botType=newsletter")).toEqual(["Fed Watch 50%", "Gold"]);
    expect(await names(`?search=fed&productId=${p1.id}&botType=sam`)).toEqual(["fed history"]);
  });

  it("updates and deletes an entry; missing entries answer 404", async () => {
    const product = await createProduct();
    const entry: KnowledgeDto = (
      await admin.post("/api/knowledge-base", {
        name: "Draft",
        content: "v1",
        productId: product.id,
        botType: "gift",
      })
    ).json();

    const updated = await admin.put(`/api/knowledge-base/${entry.id}`, {
      name: "Final",
      content: "v2",
      productId: product.id,
      botType: "sam",
    });
    const deleted = await admin.delete(`/api/knowledge-base/${entry.id}`);
    const again = await admin.delete(`/api/knowledge-base/${entry.id}`);

    expect(updated.json()).toMatchObject({
      id: entry.id,
      name: "Final",
      content: "v2",
      botType: "sam",
    });
    expect(deleted.statusCode).toBe(200);
    expect(again.statusCode).toBe(404);
  });
});

describe("gift options and the dashboard", () => {
  it("lists the seeded gift options publicly", async () => {
    const response = await t.client().get("/api/gift-options");

    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: { type: string }) => g.type)).toEqual([
      "high_volume",
      "long_tail",
      "latest_guidance",
      "custom",
    ]);
  });

  it("counts products, topics and generated items and shows the 5 latest items", async () => {
    const product = await createProduct();
    await createTopic({ name: "Counted", productId: product.id });
    const base = new Date("2030-01-01T00:00:00Z").getTime();
    await t.db.db
      .insertInto("generated_content")
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          bot_type: (["newsletter", "sam", "gift", "image"] as const)[i % 4] ?? "newsletter",
          title: `Item ${i}`,
          content: "c",
          created_at: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const counts = await t.db.db
      .selectFrom("products")
      .select((eb) => [
        eb.selectFrom("products").select(eb.fn.countAll<number>().as("n")).as("p"),
        eb.selectFrom("topics").select(eb.fn.countAll<number>().as("n")).as("t"),
        eb.selectFrom("generated_content").select(eb.fn.countAll<number>().as("n")).as("g"),
      ])
      .executeTakeFirstOrThrow();

    const dashboard = await admin.trpc("query", "admin.dashboard");
    const list = await admin.get("/api/generated-content");

    expect(dashboard.status).toBe(200);
    expect(dashboard.data).toEqual({
      counts: { products: Number(counts.p), topics: Number(counts.t), generated: Number(counts.g) },
      recent: [6, 5, 4, 3, 2].map((i) => ({
        id: expect.any(Number),
        title: `Item ${i}`,
        botType: (["newsletter", "sam", "gift", "image"] as const)[i % 4],
        createdAt: new Date(base + i * 60_000).toISOString(),
      })),
      // Review times are dashboard.test.ts's to check.
      reviewTimes: expect.any(Array),
    });
    const titles = (list.json() as { title: string }[]).map((g) => g.title);
    expect(titles.slice(0, 3)).toEqual(["Item 6", "Item 5", "Item 4"]);
  });
});

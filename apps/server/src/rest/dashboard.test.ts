import type { DashboardDto, ProductDto, TopicDto } from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let admin: TestClient;
let writer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  writer = t.client();
  await admin.loginAs(TEST_ADMIN);
  await writer.loginAs(await t.createUser());
});
afterAll(() => t.close());

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Math.random().toString(36).slice(2, 6)}`;

async function dashboard(): Promise<DashboardDto> {
  const response = await admin.trpc("query", "admin.dashboard");
  expect(response.status).toBe(200);
  return response.data as DashboardDto;
}

/** The truth the dashboard's maintained counters must match. */
async function scanned() {
  const { rows } = await sql<DashboardDto["counts"]>`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from topics) as topics,
      (select count(*)::int from generated_content) as generated`.execute(t.db.db);
  return rows[0];
}

describe("the dashboard's counts through the app's own write paths", () => {
  it("follow REST creates and deletes, generations, and a product's delete taking its topics", async () => {
    const before = await dashboard();
    expect(before.counts).toEqual(await scanned());

    const product = (
      await admin.post("/api/products", { name: unique("Counted") })
    ).json() as ProductDto;
    const topics: TopicDto[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const response = await admin.post("/api/topics", { name, productId: product.id });
      expect(response.statusCode).toBe(201);
      topics.push(response.json());
    }
    const catalog = await seedGenerationCatalog(t.db.db, unique("Generated For"));
    for (const botType of ["newsletter", "sam"]) {
      const response = await writer.post("/api/generate", {
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType,
      });
      expect(response.statusCode).toBe(200);
    }
    const grown = await dashboard();

    expect(grown.counts).toEqual({
      products: before.counts.products + 2,
      topics: before.counts.topics + 4,
      generated: before.counts.generated + 2,
    });
    expect(grown.counts).toEqual(await scanned());
    expect(grown.recent[0]?.botType).toBe("sam");

    expect((await admin.delete(`/api/topics/${topics[0]?.id}`)).statusCode).toBe(200);
    // Deleting a product removes its remaining two topics with it.
    expect((await admin.delete(`/api/products/${product.id}`)).statusCode).toBe(200);
    const shrunk = await dashboard();

    expect(shrunk.counts).toEqual({
      products: before.counts.products + 1,
      topics: before.counts.topics + 1,
      generated: before.counts.generated + 2,
    });
    expect(shrunk.counts).toEqual(await scanned());
  });

  it("keep generated items whose product and author are deleted (their references go null)", async () => {
    const catalog = await seedGenerationCatalog(t.db.db, unique("Generated For"));
    const author = await t.createUser();
    const client = t.client();
    await client.loginAs(author);
    const generated = await client.post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "newsletter",
    });
    expect(generated.statusCode).toBe(200);
    const before = await dashboard();

    expect((await admin.delete(`/api/users/${author.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/products/${catalog.product.id}`)).statusCode).toBe(200);
    const after = await dashboard();

    expect(after.counts.generated).toBe(before.counts.generated);
    expect(after.counts.products).toBe(before.counts.products - 1);
    expect(after.counts).toEqual(await scanned());
  });
});

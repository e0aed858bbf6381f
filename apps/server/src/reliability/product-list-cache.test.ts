import { cachedProducts, ProductListCache } from "@studio/api";
import { countingStatements } from "@studio/db/testing";
import type { ProductDto } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

/**
 * The per-instance product list cache (packages/api/src/services/catalog/product-list-cache.ts): never
 * stale after an edit made through this instance (instance-caches.test.ts proves it with the
 * change notices silenced), dropped by another writer's commit notice, and refreshed within its
 * TTL after an edit it could not see.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

const names = (list: ProductDto[]) => list.map((p) => p.name);

/** Waits until the instance's cache keeps the list again (a write starts a quiet period). */
const untilCached = () =>
  eventually(async () => {
    await cachedProducts(t.app.db, t.app.caches.productList);
    expect(t.app.caches.productList.peek()).toBeDefined();
  }, 5_000);

describe("product list cache", () => {
  it("is dropped by every product edit made through this instance", async () => {
    const db = t.app.db;
    await cachedProducts(db, t.app.caches.productList);

    const created = (await admin.post("/api/products", { name: "Cache Alpha" })).json();
    expect(names(await cachedProducts(db, t.app.caches.productList))).toContain("Cache Alpha");

    await admin.put(`/api/products/${created.id}`, { name: "Cache Beta" });
    const renamed = names(await cachedProducts(db, t.app.caches.productList));
    expect(renamed).toContain("Cache Beta");
    expect(renamed).not.toContain("Cache Alpha");

    // A delete inside a transaction (with its topics and knowledge).
    await admin.delete(`/api/products/${created.id}`);
    expect(names(await cachedProducts(db, t.app.caches.productList))).not.toContain("Cache Beta");
  });

  it("serves repeated reads from memory until a write", async () => {
    let now = 3_000_000;
    const cache = new ProductListCache(60_000, () => now);
    const counted = countingStatements(t.db.db, "products", ["SelectQueryNode"]);
    await cache.read(counted.db);
    await cache.read(counted.db);
    await cache.read(counted.db);
    expect(counted.count()).toBe(1);
    cache.invalidate();
    now += 1_100; // past the post-write quiet period
    await cache.read(counted.db);
    expect(counted.count()).toBe(2);
  });

  it("drops the list when another writer commits a product change", async () => {
    const db = t.app.db;
    await untilCached(); // past the previous tests' post-write quiet periods
    // Written behind this instance's back (another instance, psql): its commit notice drops the
    // list long before the TTL would.
    await t.db.db.insertInto("products").values({ name: "Behind The Back" }).execute();
    await eventually(() => expect(t.app.caches.productList.peek()).toBeUndefined(), 500);
    expect(names(await cachedProducts(db, t.app.caches.productList))).toContain("Behind The Back");
  });

  it.each([
    [
      "/trpc/catalog.products",
      (body: string) => (JSON.parse(body) as { result: { data: ProductDto[] } }).result.data,
    ],
    ["/api/products", (body: string) => JSON.parse(body) as ProductDto[]],
  ])(
    "answers %s repeats from the stored response, never stale after an edit here",
    async (url, list) => {
      await untilCached(); // past earlier tests' quiet periods
      const visitor = t.client();
      const read = async () => {
        const response = await visitor.get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        return response.body;
      };
      const first = await read(); // fills the product cache
      const stored = await read(); // made from the cached list: kept
      const repeat = await read(); // served from the stored bytes
      expect(stored).toBe(first);
      expect(repeat).toBe(first);
      expect(names(list(repeat))).toEqual(
        names(await cachedProducts(t.app.db, t.app.caches.productList)),
      );

      const created = (await admin.post("/api/products", { name: `Stored Gamma ${url}` })).json();
      expect(await read()).toContain(`Stored Gamma ${url}`);
      await untilCached(); // past the quiet period: cached again
      await read();
      expect(await read()).toContain(`Stored Gamma ${url}`);
      await admin.put(`/api/products/${created.id}`, { name: `Stored Delta ${url}` });
      const afterRename = await read();
      expect(afterRename).toContain(`Stored Delta ${url}`);
      expect(afterRename).not.toContain(`Stored Gamma ${url}`);
    },
  );

  it("does not answer a streamed (JSONL) tRPC batch with the stored plain JSON", async () => {
    const visitor = t.client();
    const batch = "/trpc/catalog.products?batch=1&input=%7B%7D";
    // The same URL as a plain batch, twice: its JSON answer is now stored.
    await visitor.get(batch);
    const plain = await visitor.get(batch);
    expect(plain.headers["transfer-encoding"]).toBeUndefined();
    const streamed = await visitor.request({
      method: "GET",
      url: batch,
      headers: { "trpc-accept": "application/jsonl" },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["transfer-encoding"]).toBe("chunked");
    expect(streamed.body).toContain('[{"result":0}]');
    expect(streamed.body).toContain("Stored Delta");
  });

  it("picks up another instance's edit within the TTL", async () => {
    let now = 1_000_000;
    const cache = new ProductListCache(2_000, () => now);
    const db = t.app.db;
    await cache.read(db);
    await t.db.db.insertInto("products").values({ name: "Other Instance" }).execute();
    now += 1_000;
    expect(names(await cache.read(db))).not.toContain("Other Instance");
    now += 1_500;
    expect(names(await cache.read(db))).toContain("Other Instance");
  });

  it("never caches a read that overlapped a write", async () => {
    let now = 5_000_000;
    const cache = new ProductListCache(60_000, () => now);
    const db = t.app.db;
    const overlapping = cache.read(db);
    cache.invalidate(); // a write lands while the read is in flight
    await overlapping;
    await t.db.db.insertInto("products").values({ name: "After Overlap" }).execute();
    now += 2_000; // past the quiet period, well within the TTL
    expect(names(await cache.read(db))).toContain("After Overlap");
  });
});

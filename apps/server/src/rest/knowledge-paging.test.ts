import type { KnowledgeDto, Page, ProductDto } from "@studio/shared";
import { paginationMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

/** The knowledge base by pages (issue 18): keyset order, filters in the database, legacy windows. */
let t: TestApp;
let admin: TestClient;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
  const product: ProductDto = (await admin.post("/api/products", { name: "Paging Weekly" })).json();
  productId = product.id;
});
afterAll(() => t.close());

async function addEntries(prefix: string, count: number): Promise<KnowledgeDto[]> {
  const made: KnowledgeDto[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await admin.post("/api/knowledge-base", {
      name: `${prefix} ${i}`,
      content: "Text.",
      productId,
      botType: i % 2 === 0 ? "sam" : "newsletter",
    });
    made.push(response.json());
  }
  return made;
}

async function page(input: Record<string, unknown>) {
  const answer = await admin.trpc("query", "admin.knowledge.list", input);
  expect(answer.error).toBeNull();
  return answer.data as Page<KnowledgeDto>;
}

describe("knowledge base pages", () => {
  it("pages newest first to the end; entries added meanwhile neither repeat nor skip", async () => {
    const made = await addEntries("Alpha", 5);
    const first = await page({ q: "alpha", limit: 2 });
    await addEntries("Alpha late", 1);
    const second = await page({ q: "alpha", limit: 2, cursor: first.nextCursor });
    const third = await page({ q: "alpha", limit: 2, cursor: second.nextCursor });

    const ids = [...first.items, ...second.items, ...third.items].map((e) => e.id);
    expect(ids).toEqual(made.map((e) => e.id).reverse());
    expect(third.nextCursor).toBeNull();
    expect(await page({ q: "no such entry" })).toEqual({ items: [], nextCursor: null });
  });

  it("filters by bot type and product in the database", async () => {
    await addEntries("Beta", 4);
    const sam = await page({ search: "beta", botType: "sam" });
    expect(sam.items.map((e) => e.name)).toEqual(["Beta 2", "Beta 0"]);
    expect((await page({ search: "beta", productId: 2_147_483_000 })).items).toEqual([]);
  });

  it("refuses a bad cursor or limit with 400", async () => {
    const bad = await admin.trpc("query", "admin.knowledge.list", { cursor: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(paginationMessages.invalidCursor);
    expect((await admin.trpc("query", "admin.knowledge.list", { limit: 500 })).status).toBe(400);
  });
});

describe("GET /api/knowledge-base (legacy window)", () => {
  it("answers arrays; limit, offset, cursor and the old filters work; blanks mean no filter", async () => {
    const made = await addEntries("Gamma", 3);
    const newest = made.map((e) => e.name).reverse();

    const first = await admin.get("/api/knowledge-base?search=gamma&limit=1&productId=&botType=");
    const offset = await admin.get("/api/knowledge-base?search=gamma&limit=5&offset=1");
    const next = await admin.get(
      `/api/knowledge-base?search=gamma&cursor=${first.headers["x-next-cursor"]}`,
    );

    expect(first.statusCode).toBe(200);
    expect(first.json().map((e: KnowledgeDto) => e.name)).toEqual(newest.slice(0, 1));
    expect(offset.json().map((e: KnowledgeDto) => e.name)).toEqual(newest.slice(1));
    expect(next.json().map((e: KnowledgeDto) => e.name)).toEqual(newest.slice(1));
    expect(next.headers["x-next-cursor"]).toBeUndefined();
  });

  it("answers 400 for a bad window", async () => {
    for (const query of ["limit=0", "limit=1001", "offset=x", "cursor=abc", "botType=fax"]) {
      expect((await admin.get(`/api/knowledge-base?${query}`)).statusCode, query).toBe(400);
    }
  });
});

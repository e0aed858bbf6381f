import type { AdminProductDto, Page, ProductDto, TopicDto } from "@studio/shared";
import { paginationMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

/** The admin product and topic lists by pages (issue 18): alphabetical keyset, filters in SQL. */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function all<T>(path: string, input: Record<string, unknown>): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await admin.trpc("query", path, { ...input, cursor });
    expect(answer.error).toBeNull();
    const page = answer.data as Page<T>;
    pages.push(page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

async function product(name: string): Promise<ProductDto> {
  return (await admin.post("/api/products", { name })).json();
}

describe("admin product pages", () => {
  it("pages alphabetically, ignoring case, even through long names sharing a prefix", async () => {
    const long = "Zeta ".repeat(12); // 60 characters: longer than the cursor's prefix
    const names = ["zeta b", "Zeta a", `${long}2`, `${long}1`, "ZETA c"];
    for (const name of names) await product(name);

    const pages = await all<AdminProductDto>("admin.products.list", { q: "zeta", limit: 2 });

    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((p) => p.name)).toEqual([
      "Zeta a",
      "zeta b",
      "ZETA c",
      `${long}1`,
      `${long}2`,
    ]);
  });

  it("continues after a deleted row, and refuses a bad cursor", async () => {
    const made = [];
    for (const name of ["Omicron 1", "Omicron 2", "Omicron 3"]) made.push(await product(name));
    const first = await admin.trpc("query", "admin.products.list", { q: "omicron", limit: 1 });
    const page = first.data as Page<AdminProductDto>;
    await admin.delete(`/api/products/${made[0]?.id}`);
    const rest = await admin.trpc("query", "admin.products.list", {
      q: "omicron",
      limit: 5,
      cursor: page.nextCursor,
    });
    expect((rest.data as Page<AdminProductDto>).items.map((p) => p.name)).toEqual([
      "Omicron 2",
      "Omicron 3",
    ]);
    const bad = await admin.trpc("query", "admin.products.list", { cursor: "x" });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(paginationMessages.invalidCursor);
  });
});

describe("admin topic pages", () => {
  it("filters by product, bot type and name in the database", async () => {
    const a = await product("Theta A");
    const b = await product("Theta B");
    await admin.post("/api/topics", { name: "Rates", productId: a.id, type: ["sam", "gift"] });
    await admin.post("/api/topics", {
      name: "rates outlook",
      productId: a.id,
      type: ["newsletter"],
    });
    await admin.post("/api/topics", { name: "Rates too", productId: b.id, type: ["sam"] });

    const byProduct = await all<TopicDto>("admin.topics.list", { productId: a.id, limit: 1 });
    const bySam = await all<TopicDto>("admin.topics.list", { q: "rates", botType: "sam" });
    const none = await all<TopicDto>("admin.topics.list", { q: "no such topic" });

    expect(byProduct.flat().map((x) => x.name)).toEqual(["Rates", "rates outlook"]);
    expect(byProduct.at(-1)).toHaveLength(1);
    expect(bySam.flat().map((x) => x.name)).toEqual(["Rates", "Rates too"]);
    expect(none).toEqual([[]]);
    expect((await admin.trpc("query", "admin.topics.list", { botType: "fax" })).status).toBe(400);
  });
});

describe("prompt template pages", () => {
  it("pages by bot type, newest first within each; REST keeps arrays with limit, offset and q", async () => {
    const made: { id: number; name: string }[] = [];
    for (const [botType, name] of [
      ["sam", "Iota sam 1"],
      ["newsletter", "Iota news 1"],
      ["sam", "Iota sam 2"],
      ["gift", "Iota gift 1"],
    ] as const) {
      const response = await admin.post("/api/prompt-templates", {
        botType,
        name,
        template: "Write about {topic} for {product}.",
      });
      expect(response.statusCode).toBe(201);
      made.push(response.json());
    }

    const pages = await all<{ name: string }>("admin.promptTemplates.list", {
      q: "iota",
      limit: 3,
    });
    const rest = await admin.get("/api/prompt-templates?q=iota&botType=sam&limit=1&offset=1");
    const bad = await admin.get("/api/prompt-templates?cursor=abc");

    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(pages.flat().map((p) => p.name)).toEqual([
      "Iota gift 1",
      "Iota news 1",
      "Iota sam 2",
      "Iota sam 1",
    ]);
    expect(rest.json().map((p: { name: string }) => p.name)).toEqual(["Iota sam 1"]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(paginationMessages.invalidCursor);
  });
});

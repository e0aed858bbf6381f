import type { ProductDto } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

/** The REST shim and tRPC answer the same data, statuses and messages for the same request. */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
  const product: ProductDto = (await admin.post("/api/products", { name: "Parity Weekly" })).json();
  await admin.post("/api/topics", { name: "Rates", productId: product.id, type: ["sam"] });
  await admin.post("/api/knowledge-base", {
    name: "Voice",
    content: "Calm.",
    productId: product.id,
    botType: "sam",
  });
});
afterAll(() => t.close());

async function bothReads(url: string, path: string, input?: unknown) {
  const rest = await admin.get(url);
  const trpc = await admin.trpc("query", path, input);
  return { rest: { status: rest.statusCode, body: rest.json() }, trpc };
}

describe("REST and tRPC parity", () => {
  it("reads answer the same data", async () => {
    const products: ProductDto[] = (await admin.get("/api/products")).json();
    const productId = products[0]?.id;
    const pairs = [
      await bothReads("/api/products", "catalog.products"),
      await bothReads("/api/topics", "catalog.topics"),
      await bothReads(`/api/topics?productId=${productId}`, "catalog.topics", { productId }),
      await bothReads("/api/gift-options", "catalog.giftOptions"),
      await bothReads("/api/generated-content", "admin.generatedContent"),
      await bothReads("/api/admin/usage?groupBy=user", "admin.usage.report", { groupBy: "user" }),
    ];

    for (const { rest, trpc } of pairs) {
      expect(rest.status).toBe(200);
      expect(trpc.status).toBe(200);
      expect(rest.body).toEqual(trpc.data);
    }
    // A legacy list path answers the items of the procedure's page as a plain array.
    const users = await bothReads("/api/users?limit=2&q=a", "admin.users.listWindow", {
      limit: 2,
      q: "a",
    });
    expect(users.rest.body).toEqual((users.trpc.data as { items: unknown[] }).items);
    const knowledge = await bothReads(
      "/api/knowledge-base?search=voi",
      "admin.knowledge.listWindow",
      {
        search: "voi",
      },
    );
    expect(knowledge.rest.body).toEqual((knowledge.trpc.data as { items: unknown[] }).items);
    expect(knowledge.rest.body).toHaveLength(1);
    const templates = await bothReads(
      "/api/prompt-templates?botType=sam",
      "admin.promptTemplates.listWindow",
      { botType: "sam" },
    );
    expect(templates.rest.body).toEqual((templates.trpc.data as { items: unknown[] }).items);
  });

  it("refusals answer the same status and message", async () => {
    const cases: { rest: () => ReturnType<TestClient["get"]>; path: string; input: unknown }[] = [
      {
        rest: () => admin.post("/api/products", { name: " " }),
        path: "admin.products.create",
        input: { name: " " },
      },
      {
        rest: () => admin.post("/api/products", { name: "parity weekly" }),
        path: "admin.products.create",
        input: { name: "PARITY WEEKLY" },
      },
      {
        rest: () => admin.delete("/api/products/abc"),
        path: "admin.products.delete",
        input: { id: "abc" },
      },
      {
        rest: () => admin.delete("/api/products/999999"),
        path: "admin.products.delete",
        input: { id: 999999 },
      },
      {
        rest: () => admin.post("/api/prompt-templates", { botType: "", name: "", template: "x" }),
        path: "admin.promptTemplates.create",
        input: { botType: "", name: "", template: "x" },
      },
      {
        rest: () => admin.post("/api/users", { username: "", email: "bad", password: "1" }),
        path: "admin.users.create",
        input: { username: "", email: "bad", password: "1" },
      },
      {
        rest: () => admin.patch("/api/users/0/approval", { approved: true }),
        path: "admin.users.setApproval",
        input: { id: 0, approved: true },
      },
    ];

    for (const c of cases) {
      const rest = await c.rest();
      const trpc = await admin.trpc("mutation", c.path, c.input);
      expect({ path: c.path, status: rest.statusCode, message: rest.json().error }).toEqual({
        path: c.path,
        status: trpc.status,
        message: trpc.error?.message,
      });
      expect(rest.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it("a write through one transport is what the other reads", async () => {
    const viaTrpc = await admin.trpc("mutation", "admin.products.create", { name: "From tRPC" });
    const viaRest = await admin.post("/api/products", { name: "From REST" });

    const list: ProductDto[] = (await admin.get("/api/products")).json();
    const trpcList = (await admin.trpc("query", "catalog.products")).data as ProductDto[];

    // The public list leaves out what only administrators edit (the required disclaimer).
    const { disclaimer: _trpcDisclaimer, ...createdViaTrpc } = viaTrpc.data as ProductDto & {
      disclaimer: string | null;
    };
    const { disclaimer: _restDisclaimer, ...createdViaRest } = viaRest.json();
    expect(list).toContainEqual(createdViaTrpc);
    expect(trpcList).toContainEqual(createdViaRest);
  });
});

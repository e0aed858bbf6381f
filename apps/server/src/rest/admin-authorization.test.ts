import { appRouter } from "@studio/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";

/**
 * Every admin REST route and tRPC procedure, called as a visitor, a pending user, a plain user
 * and an administrator. Each run gets fresh rows to act on, so the calls are valid requests that
 * only the caller's role can make fail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Fixture {
  product: number;
  spareProduct: number;
  topic: number;
  knowledge: number;
  template: number;
  user: number;
  rule: number;
  tag: string;
}

let run = 0;
async function makeFixture(): Promise<Fixture> {
  const tag = `run${++run}`;
  const db = t.db.db;
  const product = await db
    .insertInto("products")
    .values({ name: `P ${tag}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const spare = await db
    .insertInto("products")
    .values({ name: `Spare ${tag}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const topic = await db
    .insertInto("topics")
    .values({ name: `T ${tag}`, product_id: product.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const knowledge = await db
    .insertInto("knowledge_base")
    .values({ name: `K ${tag}`, content: "c", product_id: product.id, bot_type: "sam" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const template = await db
    .insertInto("prompt_templates")
    .values({ bot_type: "gift", name: `PT ${tag}`, template: "About {topic} now", active: false })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user = await t.createUser({ username: `target_${tag}` });
  const rule = await db
    .insertInto("compliance_rules")
    .values({
      phrase: `phrase ${tag}`,
      category: "pressure",
      severity: "warn",
      reason: "r",
      suggestion: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    rule: rule.id,
    product: product.id,
    spareProduct: spare.id,
    topic: topic.id,
    knowledge: knowledge.id,
    template: template.id,
    user: user.id,
    tag,
  };
}

const complianceRule = {
  phrase: "act * now",
  category: "pressure",
  severity: "warn",
  reason: "House style.",
};

interface RestCall {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: Record<string, unknown>;
}

/** Deletes come last so the admin's run can use each row before removing it. */
function restCalls(f: Fixture): RestCall[] {
  const template = { botType: "gift", name: "N", template: "About {product} today", active: false };
  return [
    { method: "POST", url: "/api/products", body: { name: `New ${f.tag}` } },
    { method: "PUT", url: `/api/products/${f.product}`, body: { name: `Renamed ${f.tag}` } },
    { method: "POST", url: "/api/topics", body: { name: "t", productId: f.product, type: "sam" } },
    { method: "PUT", url: `/api/topics/${f.topic}`, body: { name: "t2", productId: f.product } },
    { method: "GET", url: `/api/knowledge-base?productId=${f.product}` },
    {
      method: "POST",
      url: "/api/knowledge-base",
      body: { name: "k", content: "c", productId: f.product, botType: "gift" },
    },
    {
      method: "PUT",
      url: `/api/knowledge-base/${f.knowledge}`,
      body: { name: "k2", content: "c2", productId: f.product, botType: "gift" },
    },
    { method: "GET", url: "/api/prompt-templates" },
    { method: "POST", url: "/api/prompt-templates", body: template },
    { method: "PUT", url: `/api/prompt-templates/${f.template}`, body: template },
    { method: "PUT", url: `/api/prompt-templates/${f.template}`, body: { active: false } },
    { method: "GET", url: "/api/users" },
    {
      method: "POST",
      url: "/api/users",
      body: { username: `made_${f.tag}`, email: `made_${f.tag}@example.com`, password: "secret1" },
    },
    {
      method: "PUT",
      url: `/api/users/${f.user}`,
      body: { username: `target_${f.tag}`, email: `target_${f.tag}@example.com`, role: "user" },
    },
    { method: "PATCH", url: `/api/users/${f.user}/approval`, body: { approved: true } },
    { method: "GET", url: "/api/users?limit=5&q=target&approval=approved" },
    { method: "POST", url: "/api/users/bulk-approve", body: { ids: [f.user] } },
    // An id nobody has: the refusal must come before the (empty) work.
    { method: "POST", url: "/api/users/bulk-delete", body: { ids: [2_147_483_000] } },
    { method: "GET", url: "/api/generated-content" },
    {
      method: "POST",
      url: "/api/knowledge-base/upload",
      body: { fileName: "a.md", data: "IyBBCmI=", productId: f.product, botType: "sam" },
    },
    { method: "GET", url: "/api/admin/usage?groupBy=user" },
    { method: "GET", url: "/api/compliance/built-in-rules" },
    { method: "GET", url: "/api/compliance/rules" },
    { method: "POST", url: "/api/compliance/rules", body: { ...complianceRule, phrase: f.tag } },
    { method: "PUT", url: `/api/compliance/rules/${f.rule}`, body: complianceRule },
    { method: "PATCH", url: `/api/compliance/rules/${f.rule}`, body: { enabled: false } },
    { method: "DELETE", url: `/api/compliance/rules/${f.rule}` },
    { method: "POST", url: "/api/compliance/rules/try", body: complianceRule },
    {
      method: "PATCH",
      url: "/api/compliance/built-in-rules/pressure.urgency",
      body: { enabled: true },
    },
    { method: "DELETE", url: `/api/topics/${f.topic}` },
    { method: "DELETE", url: `/api/knowledge-base/${f.knowledge}` },
    { method: "DELETE", url: `/api/prompt-templates/${f.template}` },
    { method: "DELETE", url: `/api/users/${f.user}` },
    { method: "DELETE", url: `/api/products/${f.spareProduct}` },
  ];
}

interface TrpcCall {
  kind: "query" | "mutation";
  path: string;
  input?: unknown;
}

function trpcCalls(f: Fixture): TrpcCall[] {
  const template = { botType: "gift", name: "N", template: "About {product} today", active: false };
  return [
    { kind: "query", path: "admin.dashboard" },
    { kind: "query", path: "admin.generatedContent" },
    { kind: "query", path: "admin.products.list" },
    { kind: "mutation", path: "admin.products.create", input: { name: `Trpc ${f.tag}` } },
    {
      kind: "mutation",
      path: "admin.products.update",
      input: { id: f.product, name: `R2 ${f.tag}` },
    },
    { kind: "query", path: "admin.topics.list" },
    {
      kind: "mutation",
      path: "admin.topics.create",
      input: { name: "t", productId: f.product, type: ["gift"] },
    },
    {
      kind: "mutation",
      path: "admin.topics.update",
      input: { id: f.topic, name: "t3", productId: f.product, type: ["sam"] },
    },
    { kind: "query", path: "admin.knowledge.list", input: { search: "k" } },
    {
      kind: "mutation",
      path: "admin.knowledge.create",
      input: { name: "k", content: "c", productId: f.product, botType: "sam" },
    },
    {
      kind: "mutation",
      path: "admin.knowledge.update",
      input: { id: f.knowledge, name: "k3", content: "c", productId: f.product, botType: "sam" },
    },
    {
      kind: "mutation",
      path: "admin.knowledge.upload",
      input: { fileName: "a.md", data: "IyBBCmI=", productId: f.product, botType: "sam" },
    },
    { kind: "query", path: "admin.promptTemplates.list", input: { botType: "gift" } },
    { kind: "mutation", path: "admin.promptTemplates.create", input: template },
    {
      kind: "mutation",
      path: "admin.promptTemplates.update",
      input: { id: f.template, active: false },
    },
    { kind: "query", path: "admin.users.list" },
    { kind: "query", path: "admin.promptTemplates.listWindow", input: { botType: "sam" } },
    { kind: "query", path: "admin.knowledge.listWindow", input: { search: "k", offset: 1 } },
    { kind: "query", path: "admin.users.list", input: { limit: 5, q: "target", role: "user" } },
    { kind: "query", path: "admin.users.listWindow", input: { offset: 1 } },
    { kind: "mutation", path: "admin.users.bulkApprove", input: { ids: [f.user] } },
    { kind: "mutation", path: "admin.users.bulkDelete", input: { ids: [2_147_483_000] } },
    {
      kind: "mutation",
      path: "admin.users.create",
      input: { username: `trpc_${f.tag}`, email: `trpc_${f.tag}@example.com`, password: "secret1" },
    },
    {
      kind: "mutation",
      path: "admin.users.update",
      input: { id: f.user, username: `target_${f.tag}`, email: `target_${f.tag}@example.com` },
    },
    { kind: "mutation", path: "admin.users.setApproval", input: { id: f.user, approved: true } },
    { kind: "query", path: "admin.usage.report", input: { groupBy: "model" } },
    { kind: "query", path: "admin.usage.monthCost" },
    { kind: "query", path: "admin.usage.prices" },
    {
      kind: "mutation",
      path: "admin.usage.savePrice",
      input: { model: `m_${f.tag}`, inputPerMillion: 1, outputPerMillion: 2, perImage: 0 },
    },
    { kind: "mutation", path: "admin.usage.deletePrice", input: { model: `m_${f.tag}` } },
    { kind: "query", path: "admin.usage.settings" },
    { kind: "mutation", path: "admin.usage.saveSettings", input: { monthlyBudgetUsd: null } },
    { kind: "query", path: "admin.compliance.builtInRules" },
    { kind: "query", path: "admin.compliance.rules" },
    { kind: "mutation", path: "admin.compliance.createRule", input: complianceRule },
    {
      kind: "mutation",
      path: "admin.compliance.updateRule",
      input: { ...complianceRule, id: f.rule },
    },
    {
      kind: "mutation",
      path: "admin.compliance.setRuleEnabled",
      input: { id: f.rule, enabled: true },
    },
    { kind: "mutation", path: "admin.compliance.deleteRule", input: { id: f.rule } },
    { kind: "mutation", path: "admin.compliance.tryRule", input: complianceRule },
    {
      kind: "mutation",
      path: "admin.compliance.setBuiltInRuleEnabled",
      input: { id: "pressure.urgency", enabled: true },
    },
    { kind: "mutation", path: "admin.topics.delete", input: { id: f.topic } },
    { kind: "mutation", path: "admin.knowledge.delete", input: { id: f.knowledge } },
    { kind: "mutation", path: "admin.promptTemplates.delete", input: { id: f.template } },
    { kind: "mutation", path: "admin.users.delete", input: { id: f.user } },
    { kind: "mutation", path: "admin.products.delete", input: { id: f.spareProduct } },
  ];
}

async function visitor(): Promise<TestClient> {
  return t.client();
}

/** Approved, logged in, then unapproved: the session it had must be dead. */
async function pendingUser(): Promise<TestClient> {
  const user = await t.createUser({ approved: true });
  const client = t.client();
  expect((await client.loginAs(user)).statusCode).toBe(200);
  const admin = await adminClient();
  expect(
    (await admin.patch(`/api/users/${user.id}/approval`, { approved: false })).statusCode,
  ).toBe(200);
  expect(client.cookies.size).toBeGreaterThan(0);
  return client;
}

async function plainUser(): Promise<TestClient> {
  const user = await t.createUser();
  const client = t.client();
  expect((await client.loginAs(user)).statusCode).toBe(200);
  return client;
}

async function adminClient(): Promise<TestClient> {
  const admin = await t.createUser({ role: "admin" });
  const client = t.client();
  expect((await client.loginAs(admin)).statusCode).toBe(200);
  return client;
}

const roles = [
  { role: "visitor", login: visitor, rest: 401, trpc: 401 },
  { role: "pending user", login: pendingUser, rest: 401, trpc: 401 },
  { role: "user", login: plainUser, rest: 403, trpc: 403 },
] as const;

async function productsCount(): Promise<number> {
  const rows = await t.db.db.selectFrom("products").select("id").execute();
  return rows.length;
}

describe("admin authorization matrix", () => {
  for (const { role, login, rest, trpc } of roles) {
    it(`refuses every admin REST route to a ${role} with ${rest}, changing nothing`, async () => {
      const client = await login();
      const fixture = await makeFixture();
      const before = await productsCount();

      for (const call of restCalls(fixture)) {
        const response = await client.request({
          method: call.method,
          url: call.url,
          ...(call.body ? { payload: call.body } : {}),
        });
        expect({ ...call, status: response.statusCode }).toEqual({ ...call, status: rest });
        expect(response.json().error).toEqual(expect.any(String));
      }
      expect(await productsCount()).toBe(before);
    });

    it(`refuses every admin tRPC procedure to a ${role} with ${trpc}`, async () => {
      const client = await login();
      const fixture = await makeFixture();

      for (const call of trpcCalls(fixture)) {
        const result = await client.trpc(call.kind, call.path, call.input);
        expect({ path: call.path, status: result.status }).toEqual({
          path: call.path,
          status: trpc,
        });
      }
    });
  }

  it("lets an administrator call every admin REST route (2xx)", async () => {
    const client = await adminClient();
    const fixture = await makeFixture();

    for (const call of restCalls(fixture)) {
      const response = await client.request({
        method: call.method,
        url: call.url,
        ...(call.body ? { payload: call.body } : {}),
      });
      expect({ ...call, ok: response.statusCode >= 200 && response.statusCode < 300 }).toEqual({
        ...call,
        ok: true,
      });
    }
  });

  it("lets an administrator call every admin tRPC procedure (200)", async () => {
    const client = await adminClient();
    const fixture = await makeFixture();

    for (const call of trpcCalls(fixture)) {
      const result = await client.trpc(call.kind, call.path, call.input);
      expect({ path: call.path, status: result.status, error: result.error }).toEqual({
        path: call.path,
        status: 200,
        error: null,
      });
    }
  });

  it("covers every admin procedure the router has", async () => {
    const fixture = await makeFixture();
    const covered = new Set(trpcCalls(fixture).map((c) => c.path));
    const adminProcedures = Object.keys(appRouter._def.procedures).filter((p) =>
      p.startsWith("admin."),
    );

    expect(adminProcedures.filter((p) => !covered.has(p))).toEqual([]);
  });

  it("serves the public catalog to everyone", async () => {
    const product = (await makeFixture()).product;
    for (const login of [visitor, pendingUser, plainUser, adminClient]) {
      const client = await login();
      for (const url of [
        "/api/products",
        "/api/topics",
        `/api/topics?productId=${product}`,
        "/api/gift-options",
      ]) {
        expect({ url, status: (await client.get(url)).statusCode }).toEqual({ url, status: 200 });
      }
      for (const path of ["catalog.products", "catalog.topics", "catalog.giftOptions"]) {
        expect({ path, status: (await client.trpc("query", path)).status }).toEqual({
          path,
          status: 200,
        });
      }
    }
  });
});

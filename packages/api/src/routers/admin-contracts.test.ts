import { insertGeneratedContent, insertUser } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../context";
import { createCaller } from "../root";
import { createScriptedProvider } from "../testing";

/**
 * Each administrator's procedure answers what its `.output()` declares. Tests check every answer
 * strictly (a drift throws "answer does not match its contract"), so one call each, on rows
 * that exist, is the whole test: an empty list would prove nothing about its items.
 */
let t: TestDb;
let admin: ReturnType<typeof createCaller>;

beforeAll(async () => {
  t = await createTestDb();
  const user = await insertUser(t.db, {
    username: "contract_admin",
    email: "contract_admin@example.com",
    passwordHash: "not-used-here",
    role: "admin",
    approved: true,
  });
  admin = createCaller(
    await createInnerContext({
      db: t.db,
      session: new MemorySession(user.id),
      ai: createScriptedProvider(),
      clientIp: "198.51.100.40",
    }),
  );
});
afterAll(() => t.close());

describe("the administrators' procedures answer their contracts", () => {
  it("products, topics, knowledge and prompt templates: create, list, update, delete", async () => {
    const product = await admin.admin.products.create({ name: "Contract Letter" });
    const productId = product.id;
    await admin.admin.products.update({ id: productId, name: "Contract Letter 2" });
    expect((await admin.admin.products.list()).items.length).toBeGreaterThan(0);

    const topic = await admin.admin.topics.create({
      name: "Bonds",
      productId,
      type: ["newsletter"],
    });
    await admin.admin.topics.update({ id: topic.id, name: "Bonds 2", productId });
    expect((await admin.admin.topics.list()).items.length).toBeGreaterThan(0);

    const entry = {
      name: "Rates",
      content: "Rates rose.",
      productId,
      botType: "newsletter" as const,
    };
    const knowledge = await admin.admin.knowledge.create(entry);
    await admin.admin.knowledge.update({ ...entry, id: knowledge.id, name: "Rates 2" });
    const uploaded = await admin.admin.knowledge.upload({
      fileName: "notes.md",
      data: btoa("# Yields\n\nYields fell.\n"),
      productId,
      botType: "newsletter",
    });
    expect(uploaded.entries.length).toBeGreaterThan(0);
    expect((await admin.admin.knowledge.list()).items.length).toBeGreaterThan(0);
    expect((await admin.admin.knowledge.listWindow({ limit: 1 })).nextCursor).not.toBeNull();

    const template = await admin.admin.promptTemplates.create({
      botType: "newsletter",
      name: "Plain",
      template: "Write plainly about the topic.",
      active: false,
    });
    await admin.admin.promptTemplates.update({ id: template.id, active: true });
    expect((await admin.admin.promptTemplates.list()).items.length).toBeGreaterThan(0);
    expect((await admin.admin.promptTemplates.listWindow()).items.length).toBeGreaterThan(0);

    await admin.admin.promptTemplates.delete({ id: template.id });
    await admin.admin.knowledge.delete({ id: knowledge.id });
    await admin.admin.topics.delete({ id: topic.id });
    expect(await admin.admin.products.delete({ id: productId })).toMatchObject({
      id: productId,
    });
  });

  it("users: create, list, update, approval, bulk actions, delete", async () => {
    const created = await admin.admin.users.create({
      username: "contract_user",
      email: "contract_user@example.com",
      password: "a long enough password",
      monthlyTokenQuota: 1000,
    });
    await admin.admin.users.update({ id: created.id, role: "user" });
    await admin.admin.users.setApproval({ id: created.id, approved: false });
    expect((await admin.admin.users.list()).items.length).toBeGreaterThan(1);
    expect((await admin.admin.users.listWindow({ limit: 1 })).items).toHaveLength(1);
    expect(await admin.admin.users.bulkApprove({ ids: [created.id] })).toEqual({ updated: 1 });
    await admin.admin.users.delete({ id: created.id });

    const second = await admin.admin.users.create({
      username: "contract_user2",
      email: "contract_user2@example.com",
      password: "a long enough password",
    });
    expect(await admin.admin.users.bulkDelete({ ids: [second.id] })).toEqual({ deleted: 1 });
  });

  it("usage, prices, budget, the dashboard and generated content", async () => {
    await admin.admin.usage.report({ groupBy: "model" });
    await admin.admin.usage.savePrice({
      model: "contract-model",
      inputPerMillion: 1.5,
      outputPerMillion: 3,
      perImage: 0.04,
    });
    expect((await admin.admin.usage.prices()).length).toBeGreaterThan(0);
    await admin.admin.usage.deletePrice({ model: "contract-model" });
    await admin.admin.usage.saveSettings({ monthlyBudgetUsd: 50 });
    await admin.admin.usage.settings();
    await admin.admin.usage.monthCost();

    await insertGeneratedContent(t.db, {
      product_id: null,
      topic_id: null,
      user_id: null,
      bot_type: "newsletter",
      title: "A draft",
      content: "Rates rose.",
      provider: "offline",
      model: "test",
      duration_ms: 1,
      size_bytes: 1,
    });
    expect((await admin.admin.dashboard()).recent).toHaveLength(1);
    expect(await admin.admin.generatedContent()).toHaveLength(1);
  });

  it("compliance: the check, built-in rules and custom rules", async () => {
    await admin.compliance.check({ text: "This fund guarantees a steady income." });

    const [builtIn] = await admin.admin.compliance.builtInRules();
    await admin.admin.compliance.setBuiltInRuleEnabled({
      id: String(builtIn?.id),
      enabled: true,
    });

    const rule = {
      phrase: "sure thing",
      category: "promissory" as const,
      severity: "warn" as const,
      reason: "Nothing is sure.",
      examples: { flagged: ["It is a sure thing."], compliant: ["Nothing is certain."] },
    };
    await admin.admin.compliance.tryRule(rule);
    const created = await admin.admin.compliance.createRule(rule);
    await admin.admin.compliance.updateRule({ ...rule, id: created.id, reason: "Never sure." });
    await admin.admin.compliance.setRuleEnabled({ id: created.id, enabled: false });
    expect((await admin.admin.compliance.rules()).length).toBe(1);
    await admin.admin.compliance.deleteRule({ id: created.id });
  });
});

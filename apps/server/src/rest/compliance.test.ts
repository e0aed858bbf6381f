import { COMPLIANCE_TEXT_MAX, complianceMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { generateStreamRequest, readGenerationStream } from "../trpc-stream";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GENERATION_LIMIT_ANON_PER_HOUR: "0", GENERATION_LIMIT_USER_PER_HOUR: "0" },
  });
});
afterAll(() => t.close());

const FLAGGED = "##Income Alert##\nThis fund **guarantees** a 12% income. Bonds may fall.";

async function admin() {
  const client = t.client();
  await client.loginAs(TEST_ADMIN);
  return client;
}

async function productWithDisclaimer(name: string, disclaimer: string | null) {
  const row = await t.db.db
    .insertInto("products")
    .values({ name, disclaimer })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("POST /api/compliance/check", () => {
  it("flags a claim with offsets into the text as given, markup included", async () => {
    const response = await t.client().post("/api/compliance/check", { text: FLAGGED });

    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ passed: false, engine: "rules" });
    const flag = report.flags.find((f: { rule: string }) => f.rule === "promissory.guarantee");
    expect(flag).toMatchObject({
      category: "promissory",
      severity: "block",
      excerpt: "guarantees",
    });
    expect(FLAGGED.slice(flag.start, flag.end)).toBe("guarantees");
    expect(flag.reason).toContain("FINRA Rule 2210");
    expect(flag.suggestion).toBe("This fund aims to deliver a 12% income.");
    // The fix replaces the flagged word only, markup around it kept.
    expect(flag.fix).toEqual({ start: 29, end: 39, text: "aims to deliver" });
    expect(FLAGGED.slice(0, flag.fix.start) + flag.fix.text + FLAGGED.slice(flag.fix.end)).toBe(
      "##Income Alert##\nThis fund **aims to deliver** a 12% income. Bonds may fall.",
    );
    expect(flag.confidence).toBe(1);
  });

  it("passes compliant text, the issue's hard negatives included", async () => {
    const text =
      "Past performance does not guarantee future results. No investment is risk-free. Some analysts expect rates to fall, though forecasts often miss. According to the BLS, inflation eased to 3.1%.";

    const response = await t.client().post("/api/compliance/check", { text });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ passed: true, flags: [] });
  });

  it.each([
    ["missing", {}],
    ["not a string", { text: 42 }],
    ["empty", { text: "" }],
    ["blank", { text: "   " }],
  ])("refuses a text that is %s with 400 and a message", async (_case, body) => {
    const response = await t.client().post("/api/compliance/check", body);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(complianceMessages.textRequired);
  });

  it("refuses a text over 100,000 characters with 400 and accepts exactly 100,000", async () => {
    const tooLong = await t.client().post("/api/compliance/check", {
      text: "a".repeat(COMPLIANCE_TEXT_MAX + 1),
    });
    const longest = await t.client().post("/api/compliance/check", {
      text: "a ".repeat(COMPLIANCE_TEXT_MAX / 2),
    });

    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(complianceMessages.textTooLong);
    expect(longest.statusCode).toBe(200);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await t.client().post("/api/compliance/check", {
      text: "Hello.",
      productId: 999_999,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(complianceMessages.productNotFound);
  });

  it("flags a missing product disclaimer, matched ignoring case and whitespace", async () => {
    const productId = await productWithDisclaimer("Disclaimed Letter", "Not investment advice.");

    const missing = await t
      .client()
      .post("/api/compliance/check", { text: "Bonds may fall.", productId });
    const present = await t.client().post("/api/compliance/check", {
      text: "Bonds may fall.\n\nNOT   investment\nadvice.",
      productId,
    });

    expect(missing.json()).toMatchObject({
      passed: false,
      flags: [{ category: "missing_disclaimer", severity: "block" }],
    });
    expect(present.json()).toMatchObject({ passed: true, flags: [] });
  });

  it("answers the same over tRPC", async () => {
    const rest = await t.client().post("/api/compliance/check", { text: FLAGGED });
    const trpc = await t.client().trpc("mutation", "compliance.check", { text: FLAGGED });

    expect(trpc.status).toBe(200);
    expect(trpc.data).toEqual(rest.json());
  });

  it("refuses more checks than the per-address allowance with 429", async () => {
    const app = await createTestApp({ db: t.db });
    try {
      await app.client().post("/api/compliance/check", { text: "One." });
      await t.db.db
        .updateTable("rate_limits")
        .set({ hits: 10_000 })
        .where("bucket", "like", "compliance:ip:%")
        .execute();

      const refused = await app.client().post("/api/compliance/check", { text: "Two." });

      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await t.db.db.deleteFrom("rate_limits").where("bucket", "like", "compliance:ip:%").execute();
      await app.close();
    }
  });

  it("counts the editor's live checks per account against their own allowance", async () => {
    const writer = t.client();
    const user = await t.createUser();
    await writer.loginAs(user);
    try {
      await writer.post("/api/compliance/check", { text: "One." });
      await t.db.db
        .updateTable("rate_limits")
        .set({ hits: 10_000 })
        .where("bucket", "like", "compliance:ip:%")
        .execute();
      // The full checks' allowance is spent; live checks still answer.
      const live = await writer.post("/api/compliance/check", { text: FLAGGED, live: true });
      expect(live.statusCode).toBe(200);
      expect(live.json().flags.map((f: { excerpt: string }) => f.excerpt)).toContain("guarantees");
      expect(
        await t.db.db
          .selectFrom("rate_limits")
          .select("hits")
          .where("bucket", "=", `compliance-live:user:${user.id}`)
          .executeTakeFirst(),
      ).toEqual({ hits: 1 });

      await t.db.db
        .updateTable("rate_limits")
        .set({ hits: 10_000 })
        .where("bucket", "=", `compliance-live:user:${user.id}`)
        .execute();
      const refused = await writer.post("/api/compliance/check", { text: "Two.", live: true });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^You have reached the limit of 3,600 live compliance/);
    } finally {
      await t.db.db.deleteFrom("rate_limits").where("bucket", "like", "compliance%").execute();
    }
  });
});

describe("custom rules (admin)", () => {
  it("are refused to visitors (401) and to users (403)", async () => {
    const user = await t.createUser();
    const signedIn = t.client();
    await signedIn.loginAs(user);

    expect((await t.client().get("/api/compliance/rules")).statusCode).toBe(401);
    expect((await signedIn.get("/api/compliance/rules")).statusCode).toBe(403);
    expect((await signedIn.post("/api/compliance/rules", { phrase: "x" })).statusCode).toBe(403);
  });

  it("apply to the next check once created, stop when switched off, and can be deleted", async () => {
    const client = await admin();
    const text = "Our moonshot picks beat every market this year.";

    const created = await client.post("/api/compliance/rules", {
      phrase: "moonshot * beat*",
      category: "promissory",
      severity: "block",
      reason: "House style: no moonshot talk.",
      suggestion: "selected stocks",
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    const firing = (await t.client().post("/api/compliance/check", { text })).json();
    const own = firing.flags.find((f: { rule: string }) => f.rule === `custom:${rule.id}`);
    expect(own).toMatchObject({
      excerpt: "moonshot picks beat",
      severity: "block",
      reason: "House style: no moonshot talk.",
      suggestion: "Our selected stocks every market this year.",
    });

    const off = await client.patch(`/api/compliance/rules/${rule.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    const quiet = (await t.client().post("/api/compliance/check", { text })).json();
    expect(quiet.flags.some((f: { rule: string }) => f.rule === `custom:${rule.id}`)).toBe(false);

    expect((await client.delete(`/api/compliance/rules/${rule.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/compliance/rules/${rule.id}`)).statusCode).toBe(404);
  });

  it("refuses a phrase of wildcards only with 400", async () => {
    const client = await admin();

    const response = await client.post("/api/compliance/rules", {
      phrase: "* *",
      category: "pressure",
      severity: "warn",
      reason: "r",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(complianceMessages.phraseNeedsWord);
  });

  it("refuses a phrase with more than six wildcards with 400 and the shared message", async () => {
    const client = await admin();

    const response = await client.post("/api/compliance/rules", {
      phrase: "a * b * c * d * e * f * g * h",
      category: "pressure",
      severity: "warn",
      reason: "r",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(complianceMessages.phraseTooManyWildcards);
  });

  it("keep their examples, and a draft is tried against its examples without being saved", async () => {
    const client = await admin();
    const draft = {
      phrase: "beat * market",
      category: "unsubstantiated",
      severity: "warn",
      reason: "House rule.",
      examples: {
        flagged: ["We beat the market again."],
        compliant: ["Our fund will not beat the market."],
      },
    };
    const before = (await client.get("/api/compliance/rules")).json().length;

    const trial = await client.post("/api/compliance/rules/try", draft);
    const failing = await client.post("/api/compliance/rules/try", {
      ...draft,
      examples: { flagged: ["Nothing to see."], compliant: [] },
    });

    expect(trial.statusCode).toBe(200);
    expect(trial.json()).toMatchObject({
      passed: true,
      results: [
        { expected: "flagged", flagged: true, excerpt: "beat the market" },
        { expected: "compliant", flagged: false, excusedBy: "negation" },
      ],
    });
    expect(failing.json()).toMatchObject({ passed: false, results: [{ passed: false }] });
    expect((await client.get("/api/compliance/rules")).json()).toHaveLength(before);

    const created = (await client.post("/api/compliance/rules", draft)).json();
    expect(created.examples).toEqual(draft.examples);
    const edited = await client.put(`/api/compliance/rules/${created.id}`, {
      ...draft,
      examples: { flagged: ["We beat the whole market."], compliant: [] },
    });
    expect(edited.json().examples).toEqual({
      flagged: ["We beat the whole market."],
      compliant: [],
    });
    await client.delete(`/api/compliance/rules/${created.id}`);
  });

  it("trying a rule and switching built-in rules are the admin's alone", async () => {
    const user = await t.createUser();
    const signedIn = t.client();
    await signedIn.loginAs(user);

    expect((await t.client().post("/api/compliance/rules/try", {})).statusCode).toBe(401);
    expect((await signedIn.post("/api/compliance/rules/try", {})).statusCode).toBe(403);
    expect(
      (
        await signedIn.patch("/api/compliance/built-in-rules/promissory.guarantee", {
          enabled: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a built-in rule switched off stops flagging on the next check, and on again flags", async () => {
    const client = await admin();
    const text = "This fund guarantees a steady income.";
    const rules = (f: { rule: string }[]) => f.map((x) => x.rule);

    const off = await client.patch("/api/compliance/built-in-rules/promissory.guarantee", {
      enabled: false,
    });
    const quiet = (await t.client().post("/api/compliance/check", { text })).json();
    const listed = (await client.get("/api/compliance/built-in-rules")).json();
    const on = await client.patch("/api/compliance/built-in-rules/promissory.guarantee", {
      enabled: true,
    });
    const loud = (await t.client().post("/api/compliance/check", { text })).json();

    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: "promissory.guarantee", enabled: false });
    expect(rules(quiet.flags)).not.toContain("promissory.guarantee");
    expect(listed.find((r: { id: string }) => r.id === "promissory.guarantee").enabled).toBe(false);
    expect(on.json()).toMatchObject({ enabled: true });
    expect(rules(loud.flags)).toContain("promissory.guarantee");
  });

  it("answers 404 for a built-in rule that does not exist and 400 for a bad body", async () => {
    const client = await admin();

    const missing = await client.patch("/api/compliance/built-in-rules/no.such.rule", {
      enabled: false,
    });
    const bad = await client.patch("/api/compliance/built-in-rules/promissory.guarantee", {
      enabled: "no",
    });

    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(complianceMessages.builtInRuleNotFound);
    expect(bad.statusCode).toBe(400);
  });

  it("lists the built-in rules with their examples", async () => {
    const client = await admin();

    const rules = (await client.get("/api/compliance/built-in-rules")).json();

    expect(rules.length).toBeGreaterThan(10);
    expect(rules[0]).toMatchObject({
      id: expect.any(String),
      phrases: expect.any(Array),
      enabled: true,
      examples: { flagged: expect.any(Array) },
    });
  });
});

describe("disclaimers on products and generations", () => {
  it("POST/PUT /api/products accept a disclaimer; a PUT without one keeps it", async () => {
    const client = await admin();

    const created = (
      await client.post("/api/products", { name: "Yield Hunter", disclaimer: " Not advice. " })
    ).json();
    const renamed = (
      await client.put(`/api/products/${created.id}`, { name: "Yield Hunter II" })
    ).json();
    const cleared = (
      await client.put(`/api/products/${created.id}`, { name: "Yield Hunter II", disclaimer: "" })
    ).json();

    expect(created.disclaimer).toBe("Not advice.");
    expect(renamed.disclaimer).toBe("Not advice.");
    expect(cleared.disclaimer).toBeNull();
  });

  it("every generation ends with the product's disclaimer and carries and stores its report", async () => {
    const catalog = await seedGenerationCatalog(t.db.db, "Disclaimer Weekly");
    const disclaimer = "Pressroom Research is not a registered adviser. Investing involves risk.";
    await t.db.db
      .updateTable("products")
      .set({ disclaimer })
      .where("id", "=", catalog.product.id)
      .execute();

    const response = await t.client().post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "newsletter",
    });

    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.content.trimEnd().endsWith(disclaimer)).toBe(true);
    expect(result.compliance).toMatchObject({
      engine: "rules",
      rulebookVersion: expect.any(String),
    });
    expect(
      result.compliance.flags.some(
        (f: { category: string }) => f.category === "missing_disclaimer",
      ),
    ).toBe(false);
    // Stored with the content's first version (what the workspace shows and approves).
    const row = await t.db.db
      .selectFrom("content_versions")
      .select(["compliance"])
      .where("content_id", "=", result.contentId)
      .where("number", "=", 1)
      .executeTakeFirstOrThrow();
    expect(row.compliance).toEqual(result.compliance);
  });

  it("the tRPC stream's final event carries the report too", async () => {
    const catalog = await seedGenerationCatalog(t.db.db, "Stream Weekly");

    const response = await t.client().request(
      generateStreamRequest({
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "sam",
      }),
    );

    const done = readGenerationStream(response.body).events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      compliance: { passed: true, engine: "rules", flags: [] },
    });
  });
});

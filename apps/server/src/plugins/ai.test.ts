import { aiFailureMessages } from "@studio/ai";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@studio/ai/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../env";
import { createTestApp, type TestApp } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

describe("AI configuration", () => {
  const base = { NODE_ENV: "test", SESSION_SECRET: "x".repeat(40), DATA_DIR: "/nonexistent" };

  it("selects offline when nothing is configured, openai with a key or a base URL", () => {
    expect(loadConfig(base).ai.provider).toBe("offline");
    expect(loadConfig({ ...base, OPENAI_API_KEY: "sk-1" }).ai).toMatchObject({
      provider: "openai",
      apiKey: "sk-1",
      model: "gpt-4o-mini",
      imageModel: "gpt-image-1",
      timeoutMs: 60_000,
      maxRetries: 2,
    });
    expect(
      loadConfig({
        ...base,
        OPENAI_BASE_URL: "http://localhost:11434/v1",
        OPENAI_MODEL: "llama3.2",
      }).ai,
    ).toMatchObject({
      provider: "openai",
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.2",
    });
  });

  it("lets AI_PROVIDER force offline, and refuses openai with nothing to connect to", () => {
    expect(
      loadConfig({ ...base, OPENAI_API_KEY: "sk-1", AI_PROVIDER: "offline" }).ai.provider,
    ).toBe("offline");
    expect(() => loadConfig({ ...base, AI_PROVIDER: "openai" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AI_PROVIDER: "claude" })).toThrow(
      /AI_PROVIDER must be openai or offline/,
    );
    expect(() => loadConfig({ ...base, OPENAI_TIMEOUT_MS: "5" })).toThrow(/OPENAI_TIMEOUT_MS/);
  });

  it("reads the generation limits, text and images apart, with defaults a trial survives", () => {
    expect(loadConfig(base).generationLimits).toEqual({
      anonymousPerHour: 60,
      userPerHour: 300,
      images: { anonymousPerHour: 15, userPerHour: 60 },
    });
    expect(
      loadConfig({
        ...base,
        GENERATION_LIMIT_ANON_PER_HOUR: "0",
        GENERATION_LIMIT_USER_PER_HOUR: "50",
        IMAGE_LIMIT_ANON_PER_HOUR: "3",
        IMAGE_LIMIT_USER_PER_HOUR: "0",
      }).generationLimits,
    ).toEqual({
      anonymousPerHour: 0,
      userPerHour: 50,
      images: { anonymousPerHour: 3, userPerHour: 0 },
    });
  });
});

describe("generating with OPENAI_API_KEY set (against a fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({
      env: { OPENAI_API_KEY: "sk-fake", OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: "2000" },
    });
    catalog = await seedGenerationCatalog(t.db.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("streams the model's text and says which provider and model wrote it", async () => {
    fake.script({ kind: "stream", chunks: ["##Subject: Payout ratios##\n", "Body."] });

    const response = await t.client().post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "newsletter",
    });
    const ready = await t.client().get("/readyz");

    expect(response.json()).toMatchObject({
      content: "##Subject: Payout ratios##\nBody.",
      provider: "openai",
      model: "gpt-4o-mini",
      demoMode: false,
      compliance: { engine: "rules" },
    });
    // The generation's request (a compliance review of the draft follows it on the same server).
    const sent = fake.requests.find((r) =>
      r.body.messages?.[1]?.content?.includes("Payout ratios explained"),
    )?.body;
    expect(sent?.model).toBe("gpt-4o-mini");
    expect(sent?.messages?.[1]?.content).toContain("Payout ratios explained");
    expect(ready.json().ai).toMatchObject({ provider: "openai", model: "gpt-4o-mini" });
  });

  it("answers a busy provider with 429 and the busy message", async () => {
    fake.script(
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "status", status: 429, retryAfter: "20" },
    );

    const response = await t.client().post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "sam",
    });

    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe(aiFailureMessages.rate_limited);
    expect(response.headers["retry-after"]).toBe("20");
  });
});

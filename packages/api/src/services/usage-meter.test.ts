import { type AiProvider, AiProviderError, createAiProvider } from "@studio/ai";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@studio/ai/testing";
import { insertUser, type UserRecord, writeMonthlyBudget, writeTokenQuota } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { AppError } from "@studio/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createScriptedProvider } from "../testing";
import { noCacheInvalidation } from "./cache-invalidation";
import { DEFAULT_GENERATION_LIMITS } from "./usage-limits";
import { assertWithinUsageAllowance, meteredAi } from "./usage-meter";

let t: TestDb;
let fake: FakeOpenAiServer;
let user: UserRecord;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDb(), startFakeOpenAiServer()]);
  user = await insertUser(t.db, {
    username: "meter",
    email: "meter@example.com",
    passwordHash: "x",
    approved: true,
  });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(async () => {
  await t.db.deleteFrom("ai_calls").execute();
  await t.db.deleteFrom("ai_usage_by_kind").execute();
  await t.db.deleteFrom("ai_usage_by_user").execute();
  await t.db.deleteFrom("ai_usage_by_user_month").execute();
  await t.db.deleteFrom("ai_usage_by_product").execute();
  await writeTokenQuota(t.db, user.id, null);
  await writeMonthlyBudget(t.db, null);
});

function deps(ai: AiProvider, over: { userId?: number | null; signal?: AbortSignal } = {}) {
  return {
    db: t.db,
    ai,
    userId: over.userId === undefined ? user.id : over.userId,
    clientIp: "198.51.100.23",
    limits: DEFAULT_GENERATION_LIMITS,
    signal: over.signal ?? new AbortController().signal,
    caches: noCacheInvalidation,
  };
}

const messages = [{ role: "user" as const, content: "Write about covered calls" }];

async function drain(stream: AsyncIterable<string>): Promise<unknown> {
  try {
    for await (const _ of stream) {
      // reading to the end
    }
    return undefined;
  } catch (error) {
    return error;
  }
}

const calls = () =>
  t.db
    .selectFrom("ai_calls")
    .select([
      "user_id",
      "visitor_hash",
      "product_id",
      "kind",
      "provider",
      "model",
      "input_tokens",
      "output_tokens",
      "images",
      "estimated",
      "outcome",
    ])
    .orderBy("id")
    .execute();

describe("meteredAi", () => {
  it("records the model's own usage from an OpenAI-compatible stream, priced", async () => {
    fake.script({
      kind: "stream",
      chunks: ["Covered ", "calls."],
      usage: { prompt_tokens: 1200, completion_tokens: 300 },
    });
    const openai = createAiProvider({
      provider: "openai",
      apiKey: "sk-test",
      baseUrl: fake.baseUrl,
      model: "gpt-4o-mini",
      imageModel: "gpt-image-1",
      timeoutMs: 2000,
      maxRetries: 0,
    });

    const error = await drain(
      meteredAi(deps(openai), { kind: "sam", productId: null }).streamText({ messages }),
    );

    expect(error).toBeUndefined();
    expect(await calls()).toEqual([
      {
        user_id: user.id,
        visitor_hash: null,
        product_id: null,
        kind: "sam",
        provider: "openai",
        model: "gpt-4o-mini",
        input_tokens: 1200,
        output_tokens: 300,
        images: 0,
        estimated: false,
        outcome: "ok",
      },
    ]);
    const [cost] = await t.db.selectFrom("ai_calls").select("cost_usd").execute();
    // 1200 × $0.15/M + 300 × $0.60/M
    expect(Number(cost?.cost_usd)).toBeCloseTo(0.00036, 6);
  });

  it("estimates a failed stream's tokens from what it wrote, and records nothing billed when it wrote nothing", async () => {
    const failing = createScriptedProvider({
      chunks: ["Half ", "a draft"],
      failWith: new AiProviderError("interrupted", "cut"),
      failAfter: 1,
    });
    const early = createScriptedProvider({ failWith: new AiProviderError("unavailable", "down") });

    await drain(
      meteredAi(deps(failing), { kind: "newsletter", productId: null }).streamText({ messages }),
    );
    await drain(
      meteredAi(deps(early), { kind: "newsletter", productId: null }).streamText({ messages }),
    );

    const [cut, down] = await calls();
    expect(cut).toMatchObject({ outcome: "failed", estimated: true, output_tokens: 2 });
    expect(down).toMatchObject({ outcome: "failed", input_tokens: 0, output_tokens: 0 });
  });

  it("records a stream the consumer stopped reading as stopped", async () => {
    const ai = createScriptedProvider({ chunks: ["one ", "two ", "three"] });
    const stream = meteredAi(deps(ai), { kind: "chat", productId: null }).streamText({ messages });

    for await (const _ of stream) break;

    expect(await calls()).toEqual([expect.objectContaining({ kind: "chat", outcome: "stopped" })]);
  });

  it("records a stream aborted by its signal as stopped", async () => {
    const abort = new AbortController();
    const ai = createScriptedProvider({ chunks: ["one ", "two "], holdAfter: 1 });
    const stream = meteredAi(deps(ai, { signal: abort.signal }), {
      kind: "gift",
      productId: null,
    }).streamText({ messages, signal: abort.signal });
    const done = drain(stream);
    await ai.produced(1);

    abort.abort();
    const error = await done;

    expect(error).toBeInstanceOf(AiProviderError);
    expect(await calls()).toEqual([expect.objectContaining({ outcome: "stopped" })]);
  });

  it("hashes a visitor's address with the installation's salt and never stores it", async () => {
    const ai = createScriptedProvider();

    await drain(
      meteredAi(deps(ai, { userId: null }), { kind: "newsletter", productId: null }).streamText({
        messages,
      }),
    );
    await drain(
      meteredAi(deps(ai, { userId: null }), { kind: "newsletter", productId: null }).streamText({
        messages,
      }),
    );

    const [first, second] = await calls();
    expect(first?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.visitor_hash).toBe(first?.visitor_hash);
    const raw = await t.db.selectFrom("ai_calls").selectAll().execute();
    expect(JSON.stringify(raw)).not.toContain("198.51.100.23");
  });

  it("records an image as one image, at the per-image price", async () => {
    const ai: AiProvider = {
      ...createScriptedProvider(),
      imageModel: "gpt-image-1",
      generateImage: async () => ({ png: Buffer.from("png"), width: 1, height: 1 }),
    };

    await meteredAi(deps(ai), { kind: "cover", productId: null }).generateImage({
      prompt: "a lighthouse",
      style: "watercolor",
      size: "1024x1536",
    });

    expect(await calls()).toEqual([
      expect.objectContaining({ kind: "cover", model: "gpt-image-1", images: 1, outcome: "ok" }),
    ]);
    const [row] = await t.db.selectFrom("ai_usage_by_kind").select("cost_usd").execute();
    expect(Number(row?.cost_usd)).toBeCloseTo(0.042, 6);
  });
});

describe("assertWithinUsageAllowance", () => {
  it("refuses once the month's tokens reach the quota, saying when it resets", async () => {
    await writeTokenQuota(t.db, user.id, 10);
    const ai = createScriptedProvider({ chunks: ["x".repeat(40)] });
    await drain(meteredAi(deps(ai), { kind: "chat", productId: null }).streamText({ messages }));

    const refusal = await assertWithinUsageAllowance(
      t.db,
      user.id,
      new Date("2026-11-23T10:00:00Z"),
    ).catch((e: unknown) => e);

    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("TOO_MANY_REQUESTS");
    expect((refusal as AppError).message).toBe(
      "You have used your monthly quota of 10 tokens. It resets on December 1, 2026.",
    );
  });

  it("lets an account under its quota through, and a quota of 0 refuses everything", async () => {
    await writeTokenQuota(t.db, user.id, 1_000_000);
    await expect(assertWithinUsageAllowance(t.db, user.id)).resolves.toBeUndefined();

    await writeTokenQuota(t.db, user.id, 0);
    await expect(assertWithinUsageAllowance(t.db, user.id)).rejects.toThrow(
      /monthly quota of 0 tokens/,
    );
  });

  it("refuses everyone, visitors included, once the installation's budget is spent", async () => {
    await writeMonthlyBudget(t.db, 0.04);
    const ai: AiProvider = {
      ...createScriptedProvider(),
      imageModel: "gpt-image-1",
      generateImage: async () => ({ png: Buffer.from("png"), width: 1, height: 1 }),
    };
    await expect(assertWithinUsageAllowance(t.db, null)).resolves.toBeUndefined();
    await meteredAi(deps(ai), { kind: "image", productId: null }).generateImage({
      prompt: "p",
      style: "watercolor",
      size: "1024x1024",
    });

    await expect(assertWithinUsageAllowance(t.db, null)).rejects.toThrow(
      /reached its monthly AI budget/,
    );
  });
});

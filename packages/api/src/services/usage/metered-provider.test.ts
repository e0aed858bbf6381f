import {
  type AiProvider,
  AiProviderError,
  createAiProvider,
  IMAGE_OUTPUT_TOKENS,
} from "@studio/ai";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@studio/ai/testing";
import {
  insertSpendReservation,
  insertUser,
  type UserRecord,
  writeMonthlyBudget,
  writeTokenQuota,
} from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { AiCallKind } from "@studio/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createScriptedProvider } from "../../testing";
import { noCacheInvalidation } from "../platform/cache-invalidation";
import { meteredProvider } from "./metered-provider";

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

/** The provider metered for one call of `call.kind` (no reservation unless one is given). */
function meteredAi(
  ai: AiProvider,
  call: { kind: AiCallKind; productId: number | null },
  over: { userId?: number | null; reservation?: { id: string | null } } = {},
) {
  return meteredProvider(ai, {
    db: t.db,
    userId: over.userId === undefined ? user.id : over.userId,
    clientIp: "198.51.100.23",
    caches: noCacheInvalidation,
    ...call,
    reservation: over.reservation ?? { id: null },
  });
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
      meteredAi(openai, { kind: "sam", productId: null }).streamText({ messages }),
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
      meteredAi(failing, { kind: "newsletter", productId: null }).streamText({ messages }),
    );
    await drain(meteredAi(early, { kind: "newsletter", productId: null }).streamText({ messages }));

    const [cut, down] = await calls();
    expect(cut).toMatchObject({ outcome: "failed", estimated: true, output_tokens: 2 });
    expect(down).toMatchObject({ outcome: "failed", input_tokens: 0, output_tokens: 0 });
  });

  it("records a stream the consumer stopped reading as stopped", async () => {
    const ai = createScriptedProvider({ chunks: ["one ", "two ", "three"] });
    const stream = meteredAi(ai, { kind: "chat", productId: null }).streamText({ messages });

    for await (const _ of stream) break;

    expect(await calls()).toEqual([expect.objectContaining({ kind: "chat", outcome: "stopped" })]);
  });

  it("records a stream aborted by its signal as stopped", async () => {
    const abort = new AbortController();
    const ai = createScriptedProvider({ chunks: ["one ", "two "], holdAfter: 1 });
    const stream = meteredAi(ai, { kind: "gift", productId: null }).streamText({
      messages,
      signal: abort.signal,
    });
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
      meteredAi(ai, { kind: "newsletter", productId: null }, { userId: null }).streamText({
        messages,
      }),
    );
    await drain(
      meteredAi(ai, { kind: "newsletter", productId: null }, { userId: null }).streamText({
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

    await meteredAi(ai, { kind: "cover", productId: null }).generateImage({
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

  it("records an offline image with the tokens a GPT image model reports for its size", async () => {
    const offline = createAiProvider({
      provider: "offline",
      model: "gpt-4o-mini",
      imageModel: "gpt-image-1",
      timeoutMs: 2000,
      maxRetries: 0,
    });
    const prompt = "A lighthouse at dawn over a calm harbour";

    await meteredAi(offline, { kind: "cover", productId: null }).generateImage({
      prompt,
      style: "watercolor",
      size: "1024x1536",
    });

    expect(await calls()).toEqual([
      expect.objectContaining({
        kind: "cover",
        model: "offline-demo-painter",
        images: 1,
        input_tokens: Math.ceil(prompt.length / 4),
        output_tokens: IMAGE_OUTPUT_TOKENS["1024x1536"],
        estimated: true,
        outcome: "ok",
      }),
    ]);
    // Priced as the usage table prices the model (the offline painter costs nothing).
    const [row] = await t.db.selectFrom("ai_calls").select("cost_usd").execute();
    expect(Number(row?.cost_usd)).toBe(0);
  });

  it("settles the admission's reservation in the statement that records the call", async () => {
    const id = await insertSpendReservation(t.db, {
      userId: user.id,
      model: "scripted-model",
      estimate: { inputTokens: 2000, outputTokens: 1500, images: 0 },
      ttlSeconds: 60,
    });
    const reservation: { id: string | null } = { id };

    await drain(
      meteredAi(
        createScriptedProvider(),
        { kind: "sam", productId: null },
        { reservation },
      ).streamText({ messages }),
    );

    expect(reservation.id).toBeNull();
    expect(await t.db.selectFrom("ai_spend_reservations").selectAll().execute()).toEqual([]);
    expect(await calls()).toHaveLength(1);
  });
});

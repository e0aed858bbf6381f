import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiConfig, createAiProvider } from "../create-provider";
import { type AiProvider, AiProviderError } from "../provider";
import { aiFailureMessages } from "../provider-messages";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../testing/fake-openai-server";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

function provider(overrides: Partial<AiConfig> = {}): AiProvider {
  return createAiProvider({
    provider: "openai",
    apiKey: "sk-test",
    baseUrl: fake.baseUrl,
    model: "fake-model",
    imageModel: "fake-image",
    timeoutMs: 2000,
    maxRetries: 2,
    ...overrides,
  });
}

const messages = [{ role: "user" as const, content: "Write about dividends" }];

async function collect(
  stream: AsyncIterable<string>,
): Promise<{ text: string[]; error?: unknown }> {
  const text: string[] = [];
  try {
    for await (const t of stream) text.push(t);
    return { text };
  } catch (error) {
    return { text, error };
  }
}

function expectFailure(error: unknown, kind: AiProviderError["kind"]) {
  expect(error).toBeInstanceOf(AiProviderError);
  expect((error as AiProviderError).kind).toBe(kind);
  expect((error as AiProviderError).message).toBe(aiFailureMessages[kind]);
}

describe("openai provider against an OpenAI-compatible server", () => {
  it("streams the chunks in order, sending model, messages and the key", async () => {
    fake.script({ kind: "stream", chunks: ["Div", "idends ", "rise."] });
    const before = fake.requests.length;

    const { text, error } = await collect(provider().streamText({ messages }));

    expect(error).toBeUndefined();
    expect(text).toEqual(["Div", "idends ", "rise."]);
    const request = fake.requests[before];
    expect(request?.body).toMatchObject({ model: "fake-model", stream: true, messages });
    expect(request?.headers.authorization).toBe("Bearer sk-test");
  });

  it("asks for usage on the stream and reports the model's token counts", async () => {
    fake.script({
      kind: "stream",
      chunks: ["Yields ", "rise."],
      usage: { prompt_tokens: 42, completion_tokens: 7 },
    });
    const before = fake.requests.length;
    const reported: unknown[] = [];

    const { error } = await collect(
      provider().streamText({ messages, onUsage: (usage) => reported.push(usage) }),
    );

    expect(error).toBeUndefined();
    expect(fake.requests[before]?.body.stream_options).toEqual({ include_usage: true });
    expect(reported).toEqual([{ inputTokens: 42, outputTokens: 7, estimated: false }]);
  });

  it("reports no usage for a stream cut before its usage chunk", async () => {
    fake.script({ kind: "cut", chunks: ["Half a"] });
    const reported: unknown[] = [];

    const { error } = await collect(
      provider().streamText({ messages, onUsage: (usage) => reported.push(usage) }),
    );

    expectFailure(error, "interrupted");
    expect(reported).toEqual([]);
  });

  it("retries a 429 and then succeeds", async () => {
    fake.script(
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "stream", chunks: ["ok"] },
    );
    const before = fake.requests.length;

    const { text, error } = await collect(provider().streamText({ messages }));

    expect(error).toBeUndefined();
    expect(text).toEqual(["ok"]);
    expect(fake.requests.length - before).toBe(2);
  });

  it("reports a persistent 429 as busy, with the server's retry-after", async () => {
    fake.script(
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "status", status: 429, retryAfter: "30" },
    );
    const before = fake.requests.length;

    const { error } = await collect(provider().streamText({ messages }));

    expectFailure(error, "rate_limited");
    expect((error as AiProviderError).retryAfterSeconds).toBe(30);
    // One call plus the two bounded retries.
    expect(fake.requests.length - before).toBe(3);
  });

  it("reports a 500 as unavailable after the bounded retries", async () => {
    fake.script({ kind: "status", status: 500, retryAfter: "0" });
    const before = fake.requests.length;

    const { error } = await collect(provider().streamText({ messages }));

    expectFailure(error, "unavailable");
    expect(fake.requests.length - before).toBe(3);
  });

  it("reports a 401 as misconfigured without retrying", async () => {
    fake.script({ kind: "status", status: 401 });
    const before = fake.requests.length;

    const { error } = await collect(provider().streamText({ messages }));

    expectFailure(error, "misconfigured");
    expect(fake.requests.length - before).toBe(1);
  });

  it("times out a server that never answers, after the bounded retries", async () => {
    fake.script({ kind: "hang" });
    const before = fake.requests.length;
    const started = Date.now();

    const { error } = await collect(
      provider({ timeoutMs: 300, maxRetries: 1 }).streamText({ messages }),
    );

    expectFailure(error, "timeout");
    expect(fake.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("times out a stream that goes silent midway", async () => {
    fake.script({ kind: "stall", chunks: ["partial "] });

    const { text, error } = await collect(provider({ timeoutMs: 300 }).streamText({ messages }));

    expect(text).toEqual(["partial "]);
    expectFailure(error, "timeout");
  });

  it("reports a stream cut midway as interrupted, keeping what arrived", async () => {
    fake.script({ kind: "cut", chunks: ["one ", "two "] });

    const { text, error } = await collect(provider().streamText({ messages }));

    expect(text.join("")).toBe("one two ");
    expectFailure(error, "interrupted");
  });

  it("closes the upstream request when the caller aborts", async () => {
    fake.script({
      kind: "stream",
      chunks: Array.from({ length: 50 }, (_, i) => `t${i} `),
      delayMs: 50,
    });
    const before = fake.requests.length;
    const controller = new AbortController();
    const received: string[] = [];

    let error: unknown;
    try {
      for await (const t of provider().streamText({ messages, signal: controller.signal })) {
        received.push(t);
        if (received.length === 2) controller.abort();
      }
    } catch (caught) {
      error = caught;
    }

    expectFailure(error, "aborted");
    expect(received.length).toBeLessThan(50);
    const upstream = fake.requests[before];
    await expect(upstream?.closed).resolves.toEqual({ beforeResponseEnded: true });
  });

  it("closes the upstream request when the consumer stops reading", async () => {
    fake.script({
      kind: "stream",
      chunks: Array.from({ length: 50 }, (_, i) => `t${i} `),
      delayMs: 50,
    });
    const before = fake.requests.length;

    for await (const _t of provider().streamText({ messages })) break;

    await expect(fake.requests[before]?.closed).resolves.toEqual({ beforeResponseEnded: true });
  });
});

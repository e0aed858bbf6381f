import { request as httpRequest } from "node:http";
import { type AiProvider, AiProviderError, aiFailureMessages, type TextRequest } from "@studio/ai";
import { generationMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, type TestApp } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { generateStreamRequest, readGenerationStream } from "../trpc-stream";

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;
let otherTopicId: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      GENERATION_LIMIT_ANON_PER_HOUR: "0",
      GENERATION_LIMIT_USER_PER_HOUR: "0",
      IMAGE_LIMIT_ANON_PER_HOUR: "0",
      IMAGE_LIMIT_USER_PER_HOUR: "0",
    },
  });
  catalog = await seedGenerationCatalog(t.db.db);
  const other = await seedGenerationCatalog(t.db.db, "Tech Momentum");
  otherTopicId = other.topic.id;
});
afterAll(() => t.close());

const recorded = () =>
  t.db.db.selectFrom("generated_content").selectAll().orderBy("id", "desc").execute();

describe("generation.generate over tRPC (streamed)", () => {
  it("streams deltas, then the content, title, provider and model, and records it", async () => {
    const response = await t.client().request(
      generateStreamRequest({
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "newsletter",
      }),
    );
    const { events, error } = readGenerationStream(response.body);

    expect(error).toBeNull();
    const deltas = events.filter((e) => e.type === "delta");
    const done = events.at(-1);
    expect(deltas.length).toBeGreaterThan(20);
    expect(done).toMatchObject({
      type: "done",
      title: "Newsletter: Dividend Growth Insider - Payout ratios explained",
      provider: "offline",
      model: "offline-demo-composer",
      demoMode: true,
    });
    const content = deltas.map((e) => (e.type === "delta" ? e.text : "")).join("");
    expect(done?.type === "done" && done.content).toBe(content);
    const [row] = await recorded();
    expect(row).toMatchObject({
      id: done?.type === "done" ? done.contentId : -1,
      product_id: catalog.product.id,
      topic_id: catalog.topic.id,
      user_id: null,
      bot_type: "newsletter",
      title: "Newsletter: Dividend Growth Insider - Payout ratios explained",
      content,
      provider: "offline",
      model: "offline-demo-composer",
      size_bytes: Buffer.byteLength(content),
    });
    expect(row?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("records the signed-in account", async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);

    const response = await client.request(
      generateStreamRequest({
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "sam",
      }),
    );

    const done = readGenerationStream(response.body).events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      title: "SAM Content: Dividend Growth Insider - Payout ratios explained",
    });
    expect((await recorded())[0]).toMatchObject({ user_id: user.id, bot_type: "sam" });
  });

  it("answers errors inside the stream with the code and message", async () => {
    const response = await t.client().request(
      generateStreamRequest({
        productId: catalog.product.id,
        topicId: otherTopicId,
        botType: "newsletter",
      }),
    );

    expect(readGenerationStream(response.body).error).toMatchObject({
      code: "NOT_FOUND",
      message: generationMessages.topicNotFound,
    });
  });
});

describe("POST /api/generate", () => {
  it("answers { content } plus title, provider and model", async () => {
    const response = await t.client().post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "newsletter",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: expect.stringContaining("##Subject:"),
      title: "Newsletter: Dividend Growth Insider - Payout ratios explained",
      provider: "offline",
      model: "offline-demo-composer",
      demoMode: true,
    });
  });

  it("accepts the gift call's topicId 1 and customPrompt even when topic 1 is not the product's", async () => {
    const before = (await recorded()).length;

    const asType = await t.client().post("/api/generate", {
      productId: catalog.product.id,
      topicId: 1,
      botType: "gift",
      customPrompt: "long_tail",
    });
    const asTopic = await t.client().post("/api/generate", {
      productId: String(catalog.product.id),
      topicId: 1,
      botType: "gift",
      customPrompt: "Covered calls for retirees",
    });

    expect(asType.statusCode).toBe(200);
    expect(asType.json().title).toBe("Free Gift: Dividend Growth Insider - Long-Tail Topic");
    expect(asType.json().content).toContain("Angle: Long-Tail Topic");
    expect(asTopic.statusCode).toBe(200);
    expect(asTopic.json().title).toBe("Free Gift: Dividend Growth Insider - Custom Topic");
    expect(asTopic.json().content).toContain("Covered calls for retirees");
    const rows = await recorded();
    expect(rows.length - before).toBe(2);
    expect(rows[0]).toMatchObject({
      bot_type: "gift",
      topic_id: catalog.topic.id === 1 ? 1 : null,
    });
  });

  it.each([
    [
      "an unknown product",
      () => ({ productId: 999_999, topicId: catalog.topic.id, botType: "newsletter" }),
      404,
      generationMessages.productNotFound,
    ],
    [
      "a topic of another product",
      () => ({ productId: catalog.product.id, topicId: otherTopicId, botType: "sam" }),
      404,
      generationMessages.topicNotFound,
    ],
    [
      "an unknown bot type",
      () => ({ productId: catalog.product.id, topicId: catalog.topic.id, botType: "poem" }),
      400,
      "Bot type must be one of newsletter, sam or gift.",
    ],
    [
      "a missing topic",
      () => ({ productId: catalog.product.id, botType: "newsletter" }),
      400,
      generationMessages.selectionRequired.newsletter,
    ],
    [
      "a missing product (SAM)",
      () => ({ topicId: catalog.topic.id, botType: "sam" }),
      400,
      generationMessages.selectionRequired.sam,
    ],
    [
      "a gift without a type",
      () => ({ productId: catalog.product.id, topicId: 1, botType: "gift" }),
      400,
      generationMessages.selectionRequired.gift,
    ],
    [
      "a custom gift without a topic",
      () => ({
        productId: catalog.product.id,
        botType: "gift",
        giftType: "custom",
        customTopic: " ",
      }),
      400,
      generationMessages.customTopicRequired,
    ],
    [
      "a non-numeric id",
      () => ({ productId: "abc", topicId: catalog.topic.id, botType: "newsletter" }),
      400,
      "Product id must be a positive whole number.",
    ],
    ["an empty body", () => ({}), 400, "Bot type must be one of newsletter, sam or gift."],
  ])(
    "refuses %s with a 4xx and a message, the same on both transports",
    async (_name, body, status, message) => {
      const before = (await recorded()).length;

      const rest = await t.client().post("/api/generate", body());
      const trpc = readGenerationStream(
        (await t.client().request(generateStreamRequest(body()))).body,
      );

      expect(rest.statusCode).toBe(status);
      expect(rest.json().error).toContain(message);
      // Validation errors are refused before streaming; both transports say the same words.
      const trpcError =
        trpc.error ?? (await t.client().post("/trpc/generation.generate", body())).json().error;
      expect(trpcError.message).toContain(message);
      expect((await recorded()).length).toBe(before);
    },
  );

  it("refuses a non-object body with a 4xx", async () => {
    const response = await t.client().request({
      method: "POST",
      url: "/api/generate",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });

    expect(response.statusCode).toBe(400);
  });
});

describe("REST and tRPC parity", () => {
  // The demo composer varies its wording per call (Regenerate must give a new draft), so the
  // transports are compared on everything but the words.
  it("produce the same kind of result for the same input", async () => {
    const input = {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "newsletter",
    };

    const rest = await t.client().post("/api/generate", input);
    const streamed = readGenerationStream(
      (await t.client().request(generateStreamRequest(input))).body,
    );

    const done = streamed.events.at(-1);
    const { content: _restContent, contentId: _restId, ...restRest } = rest.json();
    const {
      type: _type,
      content,
      contentId: _id,
      ...streamedRest
    } = done?.type === "done" ? done : { type: "done", content: "", contentId: 0 };
    expect(streamedRest).toEqual(restRest);
    expect(content).toMatch(/^##Subject: /);
    expect(rest.json().content).toMatch(/^##Subject: /);
  });
});

describe("system.info and /readyz", () => {
  it("say which provider and model are in use, and that this is demo mode", async () => {
    const info = await t.client().trpc("query", "system.info");
    const ready = await t.client().get("/readyz");

    expect(info.data).toEqual({
      aiProvider: "offline",
      model: "offline-demo-composer",
      imageModel: "offline-demo-painter",
      demoMode: true,
      configureHint: generationMessages.configureHint,
    });
    expect(ready.json().ai).toEqual({
      provider: "offline",
      model: "offline-demo-composer",
      imageModel: "offline-demo-painter",
    });
  });
});

/** A provider that records what it was asked and behaves as scripted. */
function scriptedProvider(script: (request: TextRequest) => AsyncGenerator<string>) {
  const requests: TextRequest[] = [];
  const provider: AiProvider = {
    name: "openai",
    model: "scripted-model",
    imageModel: "scripted-image",
    streamText: (request) => {
      requests.push(request);
      return script(request);
    },
    generateImage: () => Promise.reject(new Error("unused")),
  };
  return { provider, requests };
}

describe("with a model provider", () => {
  it("keeps the content without its product when the product is deleted mid-generation", async () => {
    const doomed = await seedGenerationCatalog(t.db.db, `Doomed ${Date.now()}`);
    const { provider } = scriptedProvider(async function* () {
      yield "##Subject: Still here##\n";
      await t.db.db.deleteFrom("products").where("id", "=", doomed.product.id).execute();
      yield "Body written while the product went away.";
    });
    const app = await createTestApp({ db: t.db, ai: provider });
    try {
      const response = await app.client().post("/api/generate", {
        productId: doomed.product.id,
        topicId: doomed.topic.id,
        botType: "newsletter",
      });

      expect(response.statusCode).toBe(200);
      const { contentId, content } = response.json();
      expect(content).toContain("Body written while the product went away.");
      const row = await t.db.db
        .selectFrom("generated_content")
        .select(["product_id", "topic_id", "title"])
        .where("id", "=", contentId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ product_id: null, topic_id: null });
      expect(row.title).toContain("Doomed");
    } finally {
      await app.close();
    }
  });

  it("sends the active template filled with product, topic and fenced knowledge", async () => {
    const { provider, requests } = scriptedProvider(async function* () {
      yield "Fine.";
    });
    const app = await createTestApp({ db: t.db, ai: provider });
    try {
      await t.db.db
        .updateTable("prompt_templates")
        .set({ active: false })
        .where("bot_type", "=", "newsletter")
        .execute();
      await t.db.db
        .insertInto("prompt_templates")
        .values({
          bot_type: "newsletter",
          name: "Mine",
          template: "Editor of {product} on {topic}.\n{knowledgeBase}",
          active: true,
        })
        .execute();

      const response = await app.client().post("/api/generate", {
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "newsletter",
      });

      expect(response.json()).toMatchObject({
        content: "Fine.",
        provider: "openai",
        model: "scripted-model",
        demoMode: false,
      });
      const user = requests[0]?.messages[1]?.content ?? "";
      const b = /<<<END ([0-9a-f]{24})>>>/.exec(user)?.[1] ?? "none";
      expect(user).toMatch(
        new RegExp(
          `^Editor of <<<product name ${b}>>>Dividend Growth Insider<<<END ${b}>>> on <<<topic name ${b}>>>Payout ratios explained<<<END ${b}>>>\\.\\n<<<reference 1: Payout ratio primer ${b}>>>A payout ratio above 80 percent`,
        ),
      );
      expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
    } finally {
      await t.db.db.deleteFrom("prompt_templates").where("name", "=", "Mine").execute();
      await app.close();
    }
  });

  it.each([
    ["rate_limited", 429, aiFailureMessages.rate_limited],
    ["unavailable", 503, aiFailureMessages.unavailable],
    ["timeout", 503, aiFailureMessages.timeout],
    ["interrupted", 503, aiFailureMessages.interrupted],
  ] as const)(
    "turns a %s provider failure into %i with its message, recording nothing",
    async (kind, status, message) => {
      const { provider } = scriptedProvider(async function* () {
        yield "Half a ";
        throw new AiProviderError(
          kind,
          aiFailureMessages[kind],
          kind === "rate_limited" ? 30 : undefined,
        );
      });
      const app = await createTestApp({ db: t.db, ai: provider });
      const before = (await recorded()).length;
      try {
        const input = {
          productId: catalog.product.id,
          topicId: catalog.topic.id,
          botType: "newsletter",
        };
        const rest = await app.client().post("/api/generate", input);
        const streamed = readGenerationStream(
          (await app.client().request(generateStreamRequest(input))).body,
        );

        expect(rest.statusCode).toBe(status);
        expect(rest.json().error).toBe(message);
        if (kind === "rate_limited") expect(rest.headers["retry-after"]).toBe("30");
        expect(streamed.events).toEqual([{ type: "delta", text: "Half a " }]);
        expect(streamed.error).toMatchObject({
          message,
          retryAfterSeconds: kind === "rate_limited" ? 30 : null,
        });
        expect((await recorded()).length).toBe(before);
      } finally {
        await app.close();
      }
    },
  );

  it("aborts the provider and records nothing when the client disconnects", async () => {
    let aborted: () => void = () => {};
    const sawAbort = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const { provider } = scriptedProvider(async function* (request) {
      request.signal?.addEventListener("abort", () => aborted());
      for (let i = 0; i < 1000; i += 1) {
        if (request.signal?.aborted)
          throw new AiProviderError("aborted", aiFailureMessages.aborted);
        yield `t${i} `;
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    const app = await createTestApp({ db: t.db, ai: provider });
    const before = (await recorded()).length;
    try {
      const address = new URL(await app.app.listen({ port: 0, host: "127.0.0.1" }));
      // A browser tab closing: the socket goes away mid-stream.
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest(
          {
            host: address.hostname,
            port: address.port,
            method: "POST",
            path: "/trpc/generation.generate?batch=1",
            headers: { "content-type": "application/json", "trpc-accept": "application/jsonl" },
          },
          (response) => {
            response.on("data", (chunk: Buffer) => {
              if (chunk.toString().includes('"delta"')) {
                request.destroy();
                resolve();
              }
            });
          },
        );
        request.on("error", reject);
        request.end(
          JSON.stringify({
            0: { productId: catalog.product.id, topicId: catalog.topic.id, botType: "newsletter" },
          }),
        );
      });

      await sawAbort;
      // The stream's slot is released only once the generation has ended, recording included.
      await eventually(() =>
        expect(app.app.streamSlots.held({ userId: null, clientIp: "127.0.0.1" })).toBe(0),
      );
      expect((await recorded()).length).toBe(before);
    } finally {
      await app.close();
    }
  });
});

describe("generation limits", () => {
  it("answers 429 with when to retry once the anonymous allowance is spent, not counting refused input", async () => {
    const limited = await createTestApp({ db: t.db, env: { GENERATION_LIMIT_ANON_PER_HOUR: "2" } });
    try {
      const client = limited.client();
      const ok = {
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "newsletter",
      };
      await limited.db.db.deleteFrom("rate_limits").execute();

      expect((await client.post("/api/generate", { ...ok, botType: "poem" })).statusCode).toBe(400);
      expect((await client.post("/api/generate", ok)).statusCode).toBe(200);
      expect((await client.post("/api/generate", ok)).statusCode).toBe(200);
      const refused = await client.post("/api/generate", ok);
      const streamed = readGenerationStream((await client.request(generateStreamRequest(ok))).body);

      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(
        /limit of 2 generations per hour\. Please try again in \d+ minutes?/,
      );
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(streamed.error?.code).toBe("TOO_MANY_REQUESTS");
    } finally {
      await limited.close();
    }
  });
});

import { type AiProvider, AiProviderError, createAiProvider } from "@studio/ai";
import { readPngInfo, startFakeOpenAiImages } from "@studio/ai/testing";
import { coverStyles, imageSizes, imageStyles } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

let t: TestApp;
beforeAll(async () => {
  // Limits off here: this file generates many images from one address; a test below turns them on.
  t = await createTestApp({ env: { IMAGE_LIMIT_ANON_PER_HOUR: "0" } });
});
afterAll(() => t.close());

const png = (base64: string) => readPngInfo(Buffer.from(base64, "base64"));

describe("POST /api/generate-image", () => {
  it("generates with the documented defaults (photo-realistic, square) and answers base64Image and imageUrl", async () => {
    const response = await t
      .client()
      .post("/api/generate-image", { prompt: "A calm harbour at dawn" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      width: 1024,
      height: 1024,
      kind: "image",
      provider: "offline",
      demoMode: true,
    });
    expect(body.imageUrl).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\.png$/);
    expect(body.printUrl).toBe(body.imageUrl.replace(/\.png$/, "/print.png"));
    expect(png(body.base64Image)).toMatchObject({ width: 1024, height: 1024 });
    expect(body.title).toBe("Image: A calm harbour at dawn");
  });

  it("records the image in generated_content with botType 'image' and a title", async () => {
    const response = await t
      .client()
      .post("/api/generate-image", { prompt: "Record me", type: "anime", size: "portrait" });
    const { id, title } = response.json();
    const row = await t.db.db
      .selectFrom("generated_images")
      .innerJoin("generated_content", "generated_content.id", "generated_images.content_id")
      .select([
        "generated_content.bot_type",
        "generated_content.title",
        "generated_content.content",
        "width",
        "height",
        "print_kind",
      ])
      .where("generated_images.id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      bot_type: "image",
      title,
      width: 1024,
      height: 1536,
      print_kind: "image",
    });
    expect(row.content).toContain(`/api/images/${id}.png`);
  });

  it("makes a cover when isHighResPublication is true: portrait, with a cover style", async () => {
    const response = await t.client().post("/api/generate-image", {
      prompt: "Quarterly dividend outlook",
      type: "corporate",
      size: "portrait",
      isHighResPublication: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: "cover",
      width: 1024,
      height: 1536,
      title: "Cover: Quarterly dividend outlook",
    });
  });

  it.each([
    [{ prompt: "   " }, /description/i],
    [{}, /description/i],
    [
      { prompt: "x", type: "sketch" },
      new RegExp(`Style must be one of: ${imageStyles.join(", ")}`),
    ],
    [{ prompt: "x", size: "huge" }, new RegExp(`Size must be one of: ${imageSizes.join(", ")}`)],
    [
      { prompt: "x", imageType: "video" },
      /Image type must be one of: image-only, image-text, image-text-button/,
    ],
    [
      { prompt: "x", isHighResPublication: true, type: "cartoon" },
      new RegExp(`Cover style must be one of: ${coverStyles.join(", ")}`),
    ],
    [{ prompt: "x", isHighResPublication: "yes" }, /isHighResPublication must be true or false/],
    [{ prompt: "x".repeat(2001) }, /at most 2000 characters/],
  ])("refuses %o with a 400 that says what is allowed", async (payload, message) => {
    const response = await t.client().post("/api/generate-image", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});

describe("images.generate (tRPC) and the image files", () => {
  it("composites the overlay, serves the image with caching headers and the 300 DPI print", async () => {
    const client = t.client();
    const { status, data } = await client.trpc("mutation", "images.generate", {
      prompt: "Gold bars on a desk",
      type: "image-text-button",
      headline: "Dividend Growth Secrets",
      subheadline: "Five stocks with 25 years of raises",
      style: "digital-art",
      size: "landscape",
    });
    expect(status).toBe(200);
    const result = data as {
      id: string;
      imageUrl: string;
      printUrl: string;
      width: number;
      height: number;
    };
    expect(result).toMatchObject({ width: 1536, height: 1024 });

    const file = await client.get(result.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers.etag).toBe(`"${result.id}"`);
    expect(readPngInfo(file.rawPayload)).toMatchObject({ width: 1536, height: 1024 });
    const again = await client.request({
      method: "GET",
      url: result.imageUrl,
      headers: { "if-none-match": file.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const print = await client.get(result.printUrl);
    expect(print.statusCode).toBe(200);
    expect(print.headers["content-type"]).toBe("image/png");
    expect(print.headers["content-disposition"]).toMatch(
      /^attachment; filename="ai-image-300dpi-\d{13}\.png"$/,
    );
    expect(readPngInfo(print.rawPayload)).toMatchObject({
      width: 6400,
      height: 4267,
      dpi: 300,
      pixelsPerUnitX: 11811,
    });
  });

  it("prints a cover on an A4 page at 300 DPI, named {hash}{timestamp}.png", async () => {
    const client = t.client();
    const { data } = await client.trpc("mutation", "images.generateCover", {
      description: "Energy sector outlook",
      style: "concept-art",
    });
    const result = data as { printUrl: string; width: number; height: number };
    expect(result).toMatchObject({ width: 1024, height: 1536 });
    const print = await client.get(result.printUrl);
    expect(print.statusCode).toBe(200);
    expect(print.headers["content-disposition"]).toMatch(
      /^attachment; filename="[0-9a-f]{8}\d{13}\.png"$/,
    );
    expect(readPngInfo(print.rawPayload)).toMatchObject({ width: 2480, height: 3508, dpi: 300 });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const url of [
      "/api/images/AAAAAAAAAAAAAAAAAAAAAA.png",
      "/api/images/nope.png",
      "/api/images/x.jpg",
      "/api/images/AAAAAAAAAAAAAAAAAAAAAA/print.png",
    ]) {
      const response = await t.client().get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: "Image not found." });
    }
  });

  it("refuses an invalid type over tRPC with the allowed values", async () => {
    const { status, error } = await t
      .client()
      .trpc("mutation", "images.generate", { prompt: "x", type: "gif" });
    expect(status).toBe(400);
    expect(error?.message).toMatch(
      /Image type must be one of: image-only, image-text, image-text-button/,
    );
  });
});

describe("limits and provider failures", () => {
  it("counts images against their own hourly limit, apart from text generations", async () => {
    const limited = await createTestApp({
      env: { IMAGE_LIMIT_ANON_PER_HOUR: "1", GENERATION_LIMIT_ANON_PER_HOUR: "1" },
    });
    try {
      expect(
        (await limited.client().post("/api/generate-image", { prompt: "one" })).statusCode,
      ).toBe(200);
      const second = await limited.client().post("/api/generate-image", { prompt: "two" });
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toMatch(/limit of 1 images per hour/);
      const texts = await limited.db.db
        .selectFrom("rate_limits")
        .select("bucket")
        .where("bucket", "like", "generation:%")
        .execute();
      expect(texts).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it("passes the provider's message through when the model refuses", async () => {
    const base = createAiProvider({
      provider: "offline",
      model: "m",
      imageModel: "i",
      timeoutMs: 1000,
      maxRetries: 0,
    });
    const refusing: AiProvider = {
      ...base,
      streamText: base.streamText,
      generateImage: async () => {
        throw new AiProviderError(
          "refused",
          "The AI service declined this request. Try a different topic or wording.",
        );
      },
    };
    const app = await createTestApp({ ai: refusing, db: t.db });
    try {
      const response = await app.client().post("/api/generate-image", { prompt: "anything" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        "The AI service declined this request. Try a different topic or wording.",
      );
    } finally {
      await app.close();
    }
  });

  it("generates through an OpenAI-compatible image server end to end", async () => {
    const fake = await startFakeOpenAiImages();
    const ai = createAiProvider({
      provider: "openai",
      apiKey: "k",
      baseUrl: fake.url,
      model: "gpt-test",
      imageModel: "gpt-image-1",
      timeoutMs: 5000,
      maxRetries: 0,
    });
    const app = await createTestApp({ ai, db: t.db });
    try {
      const response = await app.client().post("/api/generate-image", {
        prompt: "Lighthouse",
        type: "watercolor",
        size: "landscape",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        provider: "openai",
        model: "gpt-image-1",
        width: 1536,
        height: 1024,
        demoMode: false,
      });
      expect(fake.requests.at(-1)).toMatchObject({ model: "gpt-image-1", size: "1536x1024" });
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

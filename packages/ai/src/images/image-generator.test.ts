import { coverStyles, imageSizeDimensions, imageSizes, imageStyles } from "@studio/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiProviderError, type ImageRequest } from "../provider";
import { createImageGenerator } from "./image-generator";
import { type FakeOpenAiImages, startFakeOpenAiImages } from "./testing/fake-openai-images";
import { readPngInfo } from "./testing/png-info";

/** Image styles at every size, and cover styles at the cover's portrait size. */
const cases: { style: string; size: ImageRequest["size"] }[] = [
  ...imageStyles.flatMap((style) =>
    imageSizes.map((size) => ({ style, size: imageSizeDimensions[size].value })),
  ),
  ...coverStyles
    .filter((style) => !(imageStyles as readonly string[]).includes(style))
    .map((style) => ({ style, size: "1024x1536" as const })),
];
const dimensions = (size: string) => size.split("x").map(Number);

describe("offline image generator", () => {
  const generate = createImageGenerator({ kind: "offline", model: "offline-demo-painter" });

  it.each(cases)("paints $style at $size", async ({ style, size }) => {
    const image = await generate({ prompt: "Gold coins on a trading desk", style, size });
    const info = readPngInfo(image.png);
    expect([info.width, info.height]).toEqual(dimensions(size));
    expect([image.width, image.height]).toEqual(dimensions(size));
    // Not a blank canvas: a painted image has many distinct colours.
    const { channels } = await sharp(image.png).stats();
    expect(channels.slice(0, 3).some((c) => c.stdev > 8)).toBe(true);
  });

  it("is deterministic for a prompt and differs by prompt and style", async () => {
    const request = {
      prompt: "Bull market at dawn",
      style: "watercolor",
      size: "1024x1024" as const,
    };
    const a = await generate(request);
    const b = await generate(request);
    const otherPrompt = await generate({ ...request, prompt: "Bear market at night" });
    const otherStyle = await generate({ ...request, style: "pixel-art" });
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.png.equals(otherPrompt.png)).toBe(false);
    expect(a.png.equals(otherStyle.png)).toBe(false);
  });
});

describe("openai image generator", () => {
  let fake: FakeOpenAiImages;
  beforeAll(async () => {
    fake = await startFakeOpenAiImages();
  });
  afterAll(() => fake.close());

  it.each(cases)("asks for $style at $size and returns that PNG", async ({ style, size }) => {
    const generate = createImageGenerator({
      kind: "openai",
      client: fake.client(),
      model: "gpt-image-1",
    });
    const image = await generate({ prompt: "A lighthouse over a calm sea", style, size });
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ model: "gpt-image-1", size, n: 1, output_format: "png" });
    expect(sent?.response_format).toBeUndefined();
    expect(sent?.prompt).toContain("A lighthouse over a calm sea");
    expect(sent?.prompt).toMatch(/Do not include any text/);
    expect(sent?.prompt.toLowerCase()).toContain(style.replace("-", " ").slice(0, 5));
    expect(readPngInfo(image.png)).toMatchObject({
      width: dimensions(size)[0],
      height: dimensions(size)[1],
    });
  });

  it("asks older models for b64_json explicitly", async () => {
    const generate = createImageGenerator({
      kind: "openai",
      client: fake.client(),
      model: "dall-e-2",
    });
    await generate({ prompt: "Coins", style: "cartoon", size: "1024x1024" });
    expect(fake.requests.at(-1)?.response_format).toBe("b64_json");
  });

  it("turns another size or format from the server into a PNG of the requested size", async () => {
    fake.queue({ kind: "image", width: 1792, height: 1024, format: "jpeg" });
    const generate = createImageGenerator({
      kind: "openai",
      client: fake.client(),
      model: "gpt-image-1",
    });
    const image = await generate({ prompt: "Coins", style: "anime", size: "1536x1024" });
    expect(readPngInfo(image.png)).toMatchObject({ width: 1536, height: 1024 });
  });

  it.each([
    [
      { kind: "empty" } as const,
      "refused",
      "No image was returned. Please try a different prompt.",
    ],
    [
      {
        kind: "error",
        status: 400,
        body: { error: { message: "Your request was rejected", code: "moderation_blocked" } },
      } as const,
      "refused",
      "The AI service declined this request. Try a different topic or wording.",
    ],
    [
      {
        kind: "error",
        status: 429,
        body: { error: { message: "slow down" } },
        headers: { "retry-after": "7" },
      } as const,
      "rate_limited",
      "The AI service is busy right now. Please try again in a minute.",
    ],
    [
      { kind: "error", status: 401, body: { error: { message: "bad key" } } } as const,
      "misconfigured",
      "The AI service is not configured correctly. Please contact the administrator.",
    ],
  ])("reports %o as %s with a message for people", async (reply, kind, message) => {
    fake.queue(reply);
    const generate = createImageGenerator({
      kind: "openai",
      client: fake.client(),
      model: "gpt-image-1",
    });
    const error = await generate({ prompt: "Coins", style: "cartoon", size: "1024x1024" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind, message });
  });

  it("stops the upstream call when the request is aborted", async () => {
    fake.queue({ kind: "hang" });
    const generate = createImageGenerator({
      kind: "openai",
      client: fake.client(),
      model: "gpt-image-1",
    });
    const controller = new AbortController();
    const pending = generate({
      prompt: "Coins",
      style: "cartoon",
      size: "1024x1024",
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toMatchObject({ kind: "aborted" });
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { GeneratedImage } from "@studio/ai";
import {
  insertMessage,
  insertProduct,
  insertTopic,
  insertUser,
  type UserRecord,
  writeTokenQuota,
} from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../../context";
import { createCaller } from "../../root";
import { createScriptedProvider } from "../../testing";
import { aiGateway } from "./ai-spend-gate";

/**
 * Every AI call goes through the spend gate (ai-spend-gate.ts). Three holds, each of which fails
 * when a call site does not:
 *   - requests and services only ever hold an AiGateway, which cannot call the provider (and
 *     TypeScript refuses `ctx.ai.streamText`);
 *   - in the sources, only the gate's modules and the code that creates the provider and wraps
 *     it for a request name the provider type, and only code holding the gate's MeteredAi calls
 *     `streamText` or `generateImage`;
 *   - each AI procedure, enumerated here, is refused by the gate before the provider is called.
 */

const root = join(import.meta.dirname, "../../../../..");
const SOURCE_DIRS = ["packages/api/src", "apps/server/src"];

/** Files that may hold the configured provider itself: they make it, wrap it, or are the gate. */
const MAY_NAME_THE_PROVIDER = new Set([
  "apps/server/src/plugins/ai.ts", // creates it from the configuration
  "apps/server/src/app.ts", // hands it (or a test's) to the plugin
  "packages/api/src/context.ts", // wraps it in the request's AiGateway
  "packages/api/src/services/usage/ai-spend-gate.ts",
  "packages/api/src/services/usage/metered-provider.ts", // the one place that calls it
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.endsWith(".test.ts") && !path.split("/").includes("testing"));
}

/** What is wrong with how a source file reaches the AI provider, if anything. */
function providerMisuse(path: string, text: string): string | null {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
  const namesProvider = /\bAiProvider\b/.test(code);
  const callsProvider = /\.\s*(streamText|generateImage)\s*\(/.test(code);
  if (namesProvider && !MAY_NAME_THE_PROVIDER.has(path)) {
    return `${path} holds the AI provider itself: take the gate's MeteredAi (runWithAiSpend / streamWithAiSpend) instead`;
  }
  const metered = path === "packages/api/src/services/usage/metered-provider.ts";
  if (callsProvider && !metered && (!/\bMeteredAi\b/.test(code) || namesProvider)) {
    return `${path} calls an AI provider that did not come from the spend gate`;
  }
  return null;
}

describe("AI call sites", () => {
  it("reach the provider only through the spend gate's metered handle", () => {
    const problems = SOURCE_DIRS.flatMap(sourceFiles)
      .map((path) => providerMisuse(path, readFileSync(join(root, path), "utf8")))
      .filter((problem) => problem !== null);

    expect(problems).toEqual([]);
  });

  it("would be caught calling the provider outside the gate", () => {
    const direct = `import type { AiProvider } from "@studio/ai";
      export async function* bypass(ai: AiProvider) { yield* ai.streamText({ messages: [] }); }`;
    const viaContext = `export function draw(deps: AiCallDeps) {
      return (deps.ai as any).generateImage({ prompt: "p" });
    }`;

    expect(providerMisuse("packages/api/src/services/bypass.ts", direct)).toMatch(
      /holds the AI provider itself/,
    );
    expect(providerMisuse("apps/server/src/plugins/draw.ts", viaContext)).toMatch(
      /did not come from the spend gate/,
    );
  });

  it("hold a gateway that names the provider but cannot call it", async () => {
    const provider = createScriptedProvider();
    const gateway = aiGateway(provider);
    const t = await createTestDb();
    try {
      const ctx = await createInnerContext({
        db: t.db,
        session: new MemorySession(null),
        ai: provider,
        clientIp: "198.51.100.1",
      });
      for (const ai of [gateway, ctx.ai]) {
        expect(ai).toEqual({
          name: "scripted",
          model: "scripted-model",
          imageModel: "scripted-image",
        });
        expect("streamText" in ai || "generateImage" in ai).toBe(false);
        expect(Object.isFrozen(ai)).toBe(true);
      }
      expect(ctx.ai).toBe(gateway);
    } finally {
      await t.close();
    }
  });
});

describe("every AI procedure is refused by the gate before the provider is called", () => {
  let t: TestDb;
  let owner: UserRecord;
  let productId: number;
  let topicId: number;
  let contentId: number;
  let conversationId: number;

  beforeAll(async () => {
    t = await createTestDb();
    owner = await insertUser(t.db, {
      username: "call_sites",
      email: "call_sites@example.com",
      passwordHash: "x",
      approved: true,
    });
    productId = (await insertProduct(t.db, "Gate Letter")).id;
    topicId = (await insertTopic(t.db, { name: "Gates", productId, type: ["newsletter"] })).id;
    // Something to regenerate, made while the account could still spend.
    const first = await caller(createScriptedProvider());
    for await (const event of await first.generation.generate({
      productId,
      topicId,
      botType: "newsletter",
    })) {
      if (event.type === "done") contentId = event.contentId;
    }
    conversationId = (await first.conversations.create()).id;
    await insertMessage(t.db, { conversationId, role: "user", content: "Hello", metadata: null });
    await writeTokenQuota(t.db, owner.id, 0);
  });
  afterAll(() => t.close());

  async function caller(ai: ReturnType<typeof createScriptedProvider>) {
    return createCaller(
      await createInnerContext({
        db: t.db,
        session: new MemorySession(owner.id),
        ai,
        clientIp: "198.51.100.2",
      }),
    );
  }

  async function drain(events: AsyncIterable<unknown>) {
    for await (const _ of events) {
      // to the end
    }
  }

  /** Every procedure that spends on AI, as the app router has them. */
  const procedures: [string, (c: Awaited<ReturnType<typeof caller>>) => Promise<unknown>][] = [
    [
      "generation.generate",
      async (c) =>
        drain(await c.generation.generate({ productId, topicId, botType: "newsletter" })),
    ],
    ["images.generate", (c) => c.images.generate({ prompt: "A harbour" })],
    ["images.generateCover", (c) => c.images.generateCover({ description: "A harbour" })],
    [
      "chat.streamReply",
      async (c) => drain(await c.chat.streamReply({ conversationId, content: "More" })),
    ],
    [
      "chat.streamRegenerate",
      async (c) => drain(await c.chat.streamRegenerate({ conversationId })),
    ],
    ["content.regenerate", (c) => c.content.regenerate({ id: contentId })],
    // A model (not the offline composer) reviews the text, so the check spends.
    ["compliance.check", (c) => c.compliance.check({ text: "Returns are guaranteed." })],
  ];

  it.each(procedures)("%s", async (_path, call) => {
    const scripted = createScriptedProvider();
    let images = 0;
    const provider = {
      ...scripted,
      generateImage: async (): Promise<GeneratedImage> => {
        images += 1;
        throw new Error("the provider was called");
      },
    };

    const error = await call(await caller(provider)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("TOO_MANY_REQUESTS");
    expect((error as TRPCError).message).toMatch(/monthly quota of 0 tokens/);
    expect(scripted.requests).toEqual([]);
    expect(images).toBe(0);
  });
});

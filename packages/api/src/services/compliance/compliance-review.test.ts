import type { AiProvider } from "@studio/ai";
import { createAiProvider } from "@studio/ai";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@studio/ai/testing";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { applyRewrites } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiCallDepsFor } from "../../testing";
import { runWithAiSpend } from "../usage/ai-spend-gate";
import { type ComplianceCheckInput, checkCompliance } from "./compliance";

let fake: FakeOpenAiServer;
let ai: AiProvider;
let db: TestDb;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  ai = createAiProvider({
    provider: "openai",
    apiKey: "sk-test",
    baseUrl: fake.baseUrl,
    model: "fake-model",
    imageModel: "fake-image",
    timeoutMs: 2000,
    maxRetries: 0,
  });
  db = await createTestDb();
});
afterAll(async () => {
  await fake.close();
  await db.close();
});

/** A check with the model review pass, its call admitted by the AI spend gate as in production. */
function checkWithModel(input: Omit<ComplianceCheckInput, "ai">) {
  const spend = { kind: "compliance", productId: null, allowance: "generation" } as const;
  return runWithAiSpend(aiCallDepsFor(db.db, ai), spend, (metered) =>
    checkCompliance(db.db, { ...input, ai: metered }),
  );
}

// The middle sentence is an exaggeration the offline checker (rules and classifier) passes.
const TEXT =
  "This fund guarantees a 12% income. Bond ladders are simply unstoppable. Bonds may fall.";

function answer(json: unknown) {
  // The JSON arrives in pieces, wrapped in prose, as models tend to answer.
  const text = `Here is my review:\n${JSON.stringify(json)}`;
  return { kind: "stream" as const, chunks: [text.slice(0, 20), text.slice(20)] };
}

describe("the model review pass", () => {
  it("adds the model's flags and a better rewrite, and keeps every rule flag", async () => {
    fake.script(
      answer({
        flags: [
          {
            excerpt: "simply unstoppable",
            category: "unsubstantiated",
            reason: "An exaggerated claim with no support (FINRA Rule 2210(d)(1)(B)).",
            suggestion: "Bond ladders have served many savers well.",
          },
          {
            excerpt: "guarantees",
            category: "promissory",
            reason: "Promise.",
            suggestion: "This fund targets a steady income, which may vary.",
          },
          { excerpt: "words the draft does not contain", category: "pressure", reason: "x" },
        ],
      }),
    );

    const report = await checkWithModel({ text: TEXT });

    expect(report.engine).toBe("rules+model");
    const rule = report.flags.find((f) => f.rule === "promissory.guarantee");
    expect(rule).toMatchObject({
      excerpt: "guarantees",
      suggestion: "This fund targets a steady income, which may vary.",
    });
    // The model's rewrite becomes the exact edit it makes: applying it never doubles text.
    const applied = applyRewrites(TEXT, [rule!]);
    expect(applied).toContain("This fund targets a steady income, which may vary.");
    expect(applied.split("This fund").length).toBe(TEXT.split("This fund").length);
    const model = report.flags.find((f) => f.rule === "model");
    expect(model).toMatchObject({
      excerpt: "simply unstoppable",
      severity: "warn",
      confidence: 0.85,
    });
    expect(TEXT.slice(model!.start, model!.end)).toBe("simply unstoppable");
    expect(report.flags).toHaveLength(2);
    // The draft reached the model fenced as data.
    const sent = fake.requests.at(-1)?.body.messages?.at(-1)?.content ?? "";
    expect(sent).toMatch(/<<<draft to review [0-9a-f]{24}>>>\n?This fund guarantees/);
  });

  it("ignores a rewrite that still makes a claim", async () => {
    fake.script(
      answer({
        flags: [
          {
            excerpt: "guarantees",
            category: "promissory",
            reason: "r",
            suggestion: "It is risk-free.",
          },
        ],
      }),
    );

    const report = await checkWithModel({ text: TEXT });

    expect(report.flags.find((f) => f.rule === "promissory.guarantee")?.suggestion).toBe(
      "This fund aims to deliver a 12% income.",
    );
  });

  it.each([
    ["invalid JSON", { kind: "stream" as const, chunks: ["{ not json"] }],
    ["a wrong shape", answer({ flags: [{ excerpt: 3 }] })],
    ["a provider error", { kind: "status" as const, status: 500 }],
  ])("reports the rules alone when the model answers %s", async (_case, behaviour) => {
    fake.script(behaviour);

    const report = await checkWithModel({ text: TEXT });

    expect(report.engine).toBe("rules");
    expect(report.flags.map((f) => f.rule)).toEqual(["promissory.guarantee"]);
    expect(report.passed).toBe(false);
  });
});

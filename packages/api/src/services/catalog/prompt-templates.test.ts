import type { DbHandle } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { defaultPromptTemplates } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPromptTemplate, generationTemplate, updatePromptTemplate } from "./prompt-templates";

let first: TestDb;
let second: DbHandle;

beforeAll(async () => {
  first = await createTestDb();
  // Two handles on one database: two app instances behind a load balancer.
  second = await first.openSecondHandle();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const body = "Write about {topic} for {product}.";

async function activeCount(botType: "newsletter" | "gift" = "newsletter"): Promise<number> {
  const rows = await first.db
    .selectFrom("prompt_templates")
    .select("id")
    .where("bot_type", "=", botType)
    .where("active", "=", true)
    .execute();
  return rows.length;
}

describe("one active prompt template per bot type", () => {
  it("concurrent activations from two instances queue up: both succeed, exactly one stays active", async () => {
    const templates = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createPromptTemplate(first.db, null, {
          botType: "newsletter",
          name: `T${i}`,
          template: body,
          description: null,
          active: false,
        }),
      ),
    );

    for (let round = 0; round < 5; round++) {
      const a = templates[round % templates.length];
      const b = templates[(round + 3) % templates.length];
      if (!a || !b) throw new Error("fixture");

      const results = await Promise.allSettled([
        updatePromptTemplate(first.db, null, { id: a.id, active: true }),
        updatePromptTemplate(second.db, null, { id: b.id, active: true }),
      ]);

      // The row lock serializes them, so neither loses to the unique index.
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(await activeCount()).toBe(1);
    }
  });

  it("concurrent creates that activate, even of a bot type with no template yet, leave one active", async () => {
    const results = await Promise.allSettled(
      [first.db, second.db, first.db].map((db, i) =>
        createPromptTemplate(db, null, {
          botType: "gift",
          name: `Created ${i}`,
          template: body,
          description: null,
          active: true,
        }),
      ),
    );

    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await activeCount("gift")).toBe(1);
  });
});

describe("generationTemplate", () => {
  it("uses the bot type's active template, else the built-in default", async () => {
    await first.db
      .updateTable("prompt_templates")
      .set({ active: false })
      .where("bot_type", "=", "sam")
      .execute();
    const fallback = await generationTemplate(first.db, "sam");
    expect(fallback).toEqual({
      id: null,
      name: defaultPromptTemplates.sam.name,
      template: defaultPromptTemplates.sam.template,
    });

    const made = await createPromptTemplate(first.db, null, {
      name: "Sam, active",
      botType: "sam",
      description: null,
      template: body,
      active: true,
    });
    expect(await generationTemplate(first.db, "sam")).toEqual({
      id: made.id,
      name: "Sam, active",
      template: body,
    });
  });
});

import { insertUser } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { ChatStreamEvent } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../context";
import { createCaller } from "../root";
import { createScriptedProvider, NO_GENERATION_LIMITS } from "../testing";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

async function callerWith(chunks: string[]) {
  const user = await insertUser(db.db, {
    username: `compliance_chat_${chunks.length}`,
    email: `compliance_chat_${chunks.length}@example.com`,
    passwordHash: "not-used-here",
    approved: true,
  });
  const ctx = await createInnerContext({
    db: db.db,
    session: new MemorySession(user.id),
    ai: createScriptedProvider({ chunks }),
    clientIp: "203.0.113.9",
    generationLimits: NO_GENERATION_LIMITS,
  });
  return createCaller(ctx);
}

describe("chat replies carry a compliance report", () => {
  it("checks the reply, streams the report with it and stores it in the message's metadata", async () => {
    const caller = await callerWith(["This fund ", "guarantees a 9% ", "yield."]);
    const { id } = await caller.conversations.create();

    const events: ChatStreamEvent[] = [];
    for await (const event of await caller.chat.streamReply({
      conversationId: id,
      content: "Hi",
    })) {
      events.push(event);
    }

    const done = events.at(-1);
    expect(done?.type).toBe("done");
    const report = done?.type === "done" ? done.message.metadata?.compliance : undefined;
    expect(report).toMatchObject({
      passed: false,
      engine: "rules",
      flags: [{ rule: "promissory.guarantee", excerpt: "guarantees" }],
    });
    const [, saved] = await caller.conversations.messages({ conversationId: id });
    expect(saved?.metadata?.compliance).toEqual(report);
  });

  it("reports no issues on a compliant reply", async () => {
    const caller = await callerWith(["Bonds may fall ", "when rates rise."]);
    const { id } = await caller.conversations.create();

    let last: ChatStreamEvent | undefined;
    for await (const event of await caller.chat.streamReply({
      conversationId: id,
      content: "Hi",
    })) {
      last = event;
    }

    expect(last?.type === "done" && last.message.metadata?.compliance).toMatchObject({
      passed: true,
      flags: [],
    });
  });
});

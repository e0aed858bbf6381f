import { insertMessage, insertUser, type UserRecord } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { type ChatStreamEvent, type MessageDto, mergeNewerMessages } from "@studio/shared";
import { TRPCError } from "@trpc/server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../context";
import { createCaller } from "../root";
import { createScriptedProvider, NO_GENERATION_LIMITS, type ScriptedProvider } from "../testing";

let db: TestDb;
let counter = 0;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

async function makeUser(): Promise<UserRecord> {
  counter += 1;
  return insertUser(db.db, {
    username: `paging_user_${counter}`,
    email: `paging_user_${counter}@example.com`,
    passwordHash: "not-used-here",
    approved: true,
  });
}

async function callerFor(user: UserRecord, ai: ScriptedProvider = createScriptedProvider()) {
  const ctx = await createInnerContext({
    db: db.db,
    session: new MemorySession(user.id),
    ai,
    clientIp: "203.0.113.9",
    generationLimits: NO_GENERATION_LIMITS,
  });
  return createCaller(ctx);
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  return "OK";
}

async function drain(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const all: ChatStreamEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

/** Conversations whose activity is `count` distinct instants apart, newest last. */
async function conversationsOf(user: UserRecord, count: number, title = "Chat") {
  const caller = await callerFor(user);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await caller.conversations.create({ title: `${title} ${i}` });
    await db.db
      .updateTable("chat_conversations")
      .set({ updated_at: sql<Date>`timestamptz '2026-01-01' + ${i} * interval '1 minute'` })
      .where("id", "=", id)
      .execute();
    ids.push(id);
  }
  return { caller, ids };
}

describe("conversations.list by pages", () => {
  it("answers an empty page for an account without conversations", async () => {
    const caller = await callerFor(await makeUser());
    expect(await caller.conversations.list({ limit: 5 })).toEqual({ items: [], nextCursor: null });
  });

  it("walks every conversation once, newest first, and the last page has no cursor", async () => {
    // Arrange
    const { caller, ids } = await conversationsOf(await makeUser(), 5);
    // Act
    const first = await caller.conversations.list({ limit: 2 });
    const second = await caller.conversations.list({ limit: 2, cursor: first.nextCursor ?? "" });
    const third = await caller.conversations.list({ limit: 2, cursor: second.nextCursor ?? "" });
    // Assert
    const walked = [...first.items, ...second.items, ...third.items].map((c) => c.id);
    expect(walked).toEqual([...ids].reverse());
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
  });

  it("breaks same-instant ties by id, so a page boundary inside a tie loses nothing", async () => {
    const user = await makeUser();
    const { caller, ids } = await conversationsOf(user, 4);
    await db.db
      .updateTable("chat_conversations")
      .set({ updated_at: sql<Date>`timestamptz '2026-02-01'` })
      .where("user_id", "=", user.id)
      .execute();
    const first = await caller.conversations.list({ limit: 3 });
    const second = await caller.conversations.list({ limit: 3, cursor: first.nextCursor ?? "" });
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual([...ids].reverse());
  });

  it("neither repeats nor skips rows when a conversation is added between two pages", async () => {
    // Arrange
    const { caller, ids } = await conversationsOf(await makeUser(), 4);
    const first = await caller.conversations.list({ limit: 2 });
    // Act: a new conversation is the newest, so it sorts before the cursor.
    const added = await caller.conversations.create({ title: "Arrived meanwhile" });
    const second = await caller.conversations.list({ limit: 2, cursor: first.nextCursor ?? "" });
    // Assert
    const walked = [...first.items, ...second.items].map((c) => c.id);
    expect(walked).toEqual([...ids].reverse());
    expect(walked).not.toContain(added.id);
    expect((await caller.conversations.list({ limit: 1 })).items[0]?.id).toBe(added.id);
  });

  it("searches titles in the database, every word, case-insensitively, % taken literally", async () => {
    const { caller } = await conversationsOf(await makeUser(), 3, "Dividend");
    await caller.conversations.create({ title: "Newsletter: Acme - Rates 100%" });
    await caller.conversations.create({ title: "Newsletter: Other" });
    const titles = async (q: string) =>
      (await caller.conversations.list({ q })).items.map((c) => c.title);
    expect(await titles("dividend 2")).toEqual(["Dividend 2"]);
    expect(await titles("ACME rates")).toEqual(["Newsletter: Acme - Rates 100%"]);
    expect(await titles("0%")).toEqual(["Newsletter: Acme - Rates 100%"]);
    expect(await titles("_")).toEqual([]);
    expect(await titles("nothing-like-this")).toEqual([]);
  });

  it("windows by offset for the legacy path", async () => {
    const { caller, ids } = await conversationsOf(await makeUser(), 5);
    const page = await caller.conversations.list({ limit: 2, offset: 3 });
    expect(page.items.map((c) => c.id)).toEqual([ids[1], ids[0]]);
  });

  it("refuses a forged cursor, cursor with offset and a bad limit with 400, never 500", async () => {
    const { caller } = await conversationsOf(await makeUser(), 1);
    const forged = Buffer.from(JSON.stringify(["x", -1])).toString("base64url");
    const bad: unknown[] = [
      { cursor: "not-a-cursor" },
      { cursor: forged },
      { cursor: Buffer.from("[1,2,3]").toString("base64url") },
      { cursor: "x".repeat(500) },
      { cursor: forged, offset: 1 },
      { limit: 0 },
      { limit: 5000 },
      { offset: -1 },
    ];
    for (const input of bad) {
      expect(await codeOf(caller.conversations.list(input as never))).toBe("BAD_REQUEST");
    }
  });
});

describe("conversations.messages by pages", () => {
  async function longConversation(count: number) {
    const user = await makeUser();
    const ai = createScriptedProvider({ chunks: ["Fresh", " reply"] });
    const caller = await callerFor(user, ai);
    const { id } = await caller.conversations.create();
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const role = i % 2 === 0 ? "user" : "assistant";
      ids.push((await insertMessage(db.db, { conversationId: id, role, content: `m${i}` })).id);
    }
    return { caller, id, ids };
  }

  it("opens at the newest page and pages back to the first message", async () => {
    // Arrange
    const { caller, id, ids } = await longConversation(7);
    // Act
    const newest = await caller.conversations.messages({ conversationId: id, limit: 3 });
    const older = await caller.conversations.messages({
      conversationId: id,
      limit: 3,
      before: newest[0]?.id,
    });
    const oldest = await caller.conversations.messages({
      conversationId: id,
      limit: 3,
      before: older[0]?.id,
    });
    const beyond = await caller.conversations.messages({
      conversationId: id,
      limit: 3,
      before: oldest[0]?.id,
    });
    // Assert: every page is oldest first; together they are the conversation once.
    expect(newest.map((m) => m.id)).toEqual(ids.slice(4));
    expect([...oldest, ...older, ...newest].map((m) => m.id)).toEqual(ids);
    expect(oldest).toHaveLength(1);
    expect(beyond).toEqual([]);
    expect(await caller.conversations.messages({ conversationId: id })).toHaveLength(7);
  });

  it("answers an empty conversation with empty pages", async () => {
    const { caller, id } = await longConversation(0);
    expect(await caller.conversations.messages({ conversationId: id, limit: 50 })).toEqual([]);
    expect(await caller.conversations.messages({ conversationId: id, after: 0 })).toEqual([]);
  });

  it("polls only what is newer: nothing, a new message, then a regenerated reply", async () => {
    // Arrange
    const { caller, id } = await longConversation(4);
    const page = await caller.conversations.messages({ conversationId: id, limit: 50 });
    let shown: MessageDto[] = page;
    const poll = async () => {
      const newer = await caller.conversations.messages({
        conversationId: id,
        after: shown.at(-1)?.id ?? 0,
      });
      shown = mergeNewerMessages(shown, newer);
      return newer;
    };
    const version = async () =>
      (await caller.conversations.messagesVersion({ conversationId: id })).version;
    const idle = await version();

    // Act + Assert: an idle poll is empty and the version stays.
    expect(await poll()).toEqual([]);
    expect(await version()).toBe(idle);

    // A message written elsewhere (another tab, the REST path) arrives alone.
    await caller.conversations.addMessage({ conversationId: id, role: "user", content: "more?" });
    expect((await poll()).map((m) => m.content)).toEqual(["more?"]);
    const afterSend = await version();
    expect(afterSend).not.toBe(idle);

    // A complete reply (the streamed one finishing) arrives, then Regenerate replaces it.
    await drain(await caller.chat.streamReply({ conversationId: id, content: "again" }));
    await poll();
    const replaced = shown.at(-1);
    expect(replaced?.role).toBe("assistant");
    const beforeRegenerate = await version();
    await drain(await caller.chat.streamRegenerate({ conversationId: id }));
    const newer = await poll();
    expect(newer).toHaveLength(1);
    expect(newer[0]?.metadata?.replaces).toBe(replaced?.id);
    expect(await version()).not.toBe(beforeRegenerate);
    // The client's copy now equals the conversation.
    const all = await caller.conversations.messages({ conversationId: id });
    expect(shown.map((m) => m.id)).toEqual(all.map((m) => m.id));
    expect(all.map((m) => m.id)).not.toContain(replaced?.id);
  });

  it("refuses bad positions with 400 and another account's conversation with 404", async () => {
    const { caller, id } = await longConversation(2);
    const bad: unknown[] = [
      { conversationId: id, before: "abc" },
      { conversationId: id, after: -1 },
      { conversationId: id, after: 1.5 },
      { conversationId: id, after: 1, before: 5 },
      { conversationId: id, limit: 0 },
      { conversationId: id, limit: 100_000 },
    ];
    for (const input of bad) {
      expect(await codeOf(caller.conversations.messages(input as never))).toBe("BAD_REQUEST");
    }
    const intruder = await callerFor(await makeUser());
    expect(await codeOf(intruder.conversations.messages({ conversationId: id, after: 0 }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(intruder.conversations.messagesVersion({ conversationId: id }))).toBe(
      "NOT_FOUND",
    );
  });
});

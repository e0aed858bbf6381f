import { AiProviderError } from "@studio/ai";
import { insertUser, type UserRecord } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { ChatStreamEvent, MessageDto } from "@studio/shared";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession } from "../context";
import { createCaller } from "../root";
import { StreamSlots } from "../services/generation/stream-slots";
import { createScriptedProvider, type ScriptedProvider } from "../testing";

let db: TestDb;
let alice: UserRecord;
let bob: UserRecord;
let counter = 0;

beforeAll(async () => {
  db = await createTestDb();
  alice = await makeUser();
  bob = await makeUser();
});
afterAll(async () => {
  await db.close();
});

async function makeUser(): Promise<UserRecord> {
  counter += 1;
  return insertUser(db.db, {
    username: `chat_user_${counter}`,
    email: `chat_user_${counter}@example.com`,
    passwordHash: "not-used-here",
    approved: true,
  });
}

async function callerFor(
  user: UserRecord | null,
  options: {
    ai?: ScriptedProvider;
    signal?: AbortSignal;
    userPerHour?: number;
    streamSlots?: StreamSlots;
    clientIp?: string;
  } = {},
) {
  const ctx = await createInnerContext({
    db: db.db,
    session: new MemorySession(user?.id ?? null),
    ai: options.ai ?? createScriptedProvider(),
    clientIp: options.clientIp ?? "203.0.113.7",
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.streamSlots ? { streamSlots: options.streamSlots } : {}),
    generationLimits: {
      anonymousPerHour: 0,
      userPerHour: options.userPerHour ?? 0,
      images: { anonymousPerHour: 0, userPerHour: 0 },
    },
  });
  return createCaller(ctx);
}

async function collect<T = ChatStreamEvent>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const event of events) all.push(event);
  return all;
}

function doneMessage(events: ChatStreamEvent[]): MessageDto {
  const done = events.find((e) => e.type === "done");
  if (done?.type !== "done") throw new Error("no done event");
  return done.message;
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

describe("conversations router", () => {
  it("creates with the default title, lists own newest first, and deletes", async () => {
    // Arrange
    const caller = await callerFor(alice);
    // Act
    const first = await caller.conversations.create();
    const second = await caller.conversations.create({ title: "Newsletter: Acme - Rates" });
    const list = (await caller.conversations.list()).items;
    // Assert
    expect(first).toMatchObject({ title: "New Conversation" });
    expect(Object.keys(first).sort()).toEqual(["createdAt", "id", "title", "updatedAt"]);
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "title", "updatedAt"]);

    await caller.conversations.delete({ id: first.id });
    expect((await caller.conversations.list()).items.map((c) => c.id)).not.toContain(first.id);
  });

  it("moves a conversation to the top of the list when a message is added", async () => {
    const caller = await callerFor(alice);
    const older = await caller.conversations.create();
    await caller.conversations.create();
    await caller.conversations.addMessage({
      conversationId: older.id,
      role: "user",
      content: "hi",
    });
    const list = (await caller.conversations.list()).items;
    expect(list[0]!.id).toBe(older.id);
    expect(new Date(list[0]!.updatedAt).getTime()).toBeGreaterThan(
      new Date(older.updatedAt).getTime(),
    );
  });

  it("stores a handoff as a system message and keeps the handoff title", async () => {
    const caller = await callerFor(alice);
    const conversation = await caller.conversations.create({ title: "Newsletter: Acme - Rates" });
    const message = await caller.conversations.addMessage({
      conversationId: conversation.id,
      role: "system",
      content: "The following newsletter was generated:\n\nHello",
    });
    expect(message).toMatchObject({ role: "system", metadata: { source: "handoff" } });
    const list = (await caller.conversations.list()).items;
    expect(list.find((c) => c.id === conversation.id)?.title).toBe("Newsletter: Acme - Rates");
    const messages = await caller.conversations.messages({ conversationId: conversation.id });
    expect(messages.map((m) => Object.keys(m).sort())[0]).toEqual([
      "content",
      "conversationId",
      "id",
      "metadata",
      "role",
      "timestamp",
    ]);
  });

  it("refuses 'assistant', unknown roles, empty and whitespace messages", async () => {
    const caller = await callerFor(alice);
    const { id } = await caller.conversations.create();
    for (const input of [
      { conversationId: id, role: "assistant", content: "I am the model" },
      { conversationId: id, role: "admin", content: "x" },
      { conversationId: id, role: "user", content: "   \n " },
      { conversationId: id, role: "user", content: "x".repeat(20_001) },
    ]) {
      expect(await codeOf(caller.conversations.addMessage(input as never))).toBe("BAD_REQUEST");
    }
    expect(await caller.conversations.messages({ conversationId: id })).toEqual([]);
  });

  it("requires a signed-in account for every procedure", async () => {
    const caller = await callerFor(null);
    const calls: Promise<unknown>[] = [
      caller.conversations.create(),
      caller.conversations.list(),
      caller.conversations.delete({ id: 1 }),
      caller.conversations.messages({ conversationId: 1 }),
      caller.conversations.addMessage({ conversationId: 1, role: "user", content: "x" }),
      caller.chat.streamReply({ conversationId: 1, content: "x" }),
      caller.chat.streamRegenerate({ conversationId: 1 }),
    ];
    for (const call of calls) expect(await codeOf(call)).toBe("UNAUTHORIZED");
  });

  it("answers 404 on every procedure for another account's conversation, and changes nothing", async () => {
    // Arrange
    const owner = await callerFor(alice);
    const { id } = await owner.conversations.create();
    await owner.conversations.addMessage({ conversationId: id, role: "user", content: "mine" });
    const ai = createScriptedProvider();
    const intruder = await callerFor(bob, { ai });
    // Act
    const codes = [
      await codeOf(intruder.conversations.messages({ conversationId: id })),
      await codeOf(intruder.conversations.delete({ id })),
      await codeOf(
        intruder.conversations.addMessage({ conversationId: id, role: "system", content: "x" }),
      ),
      await codeOf(intruder.chat.streamReply({ conversationId: id, content: "x" })),
      await codeOf(intruder.chat.streamRegenerate({ conversationId: id })),
      await codeOf(intruder.conversations.messages({ conversationId: 2_000_000_000 })),
    ];
    // Assert
    expect(codes).toEqual(Array(6).fill("NOT_FOUND"));
    expect((await intruder.conversations.list()).items.map((c) => c.id)).not.toContain(id);
    expect(ai.requests).toHaveLength(0);
    const messages = await owner.conversations.messages({ conversationId: id });
    expect(messages.map((m) => m.content)).toEqual(["mine"]);
  });
});

describe("chat.streamReply", () => {
  it("streams the saved user message, the deltas, then the saved reply", async () => {
    // Arrange
    const ai = createScriptedProvider({ chunks: ["Sure", " - here", " it is."] });
    const caller = await callerFor(alice, { ai });
    const { id } = await caller.conversations.create();
    // Act
    const events = await collect(
      await caller.chat.streamReply({ conversationId: id, content: "Write a teaser" }),
    );
    // Assert
    expect(events.map((e) => e.type)).toEqual(["user-message", "delta", "delta", "delta", "done"]);
    expect(events[0]).toMatchObject({ message: { role: "user", content: "Write a teaser" } });
    const reply = doneMessage(events);
    expect(reply).toMatchObject({
      role: "assistant",
      content: "Sure - here it is.",
      metadata: { status: "complete", provider: "scripted", model: "scripted-model" },
    });
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.map((m) => [m.role, m.content])).toEqual([
      ["user", "Write a teaser"],
      ["assistant", "Sure - here it is."],
    ]);
  });

  it("sends the system prompt and the conversation, handoff included", async () => {
    const ai = createScriptedProvider();
    const caller = await callerFor(alice, { ai });
    const { id } = await caller.conversations.create({ title: "Newsletter: Acme - Rates" });
    await caller.conversations.addMessage({
      conversationId: id,
      role: "system",
      content: "The following newsletter was generated:\n\nSubject: Rates are moving",
    });
    await collect(
      await caller.chat.streamReply({ conversationId: id, content: "Make the subject punchier" }),
    );
    const sent = ai.requests[0]!.messages;
    expect(sent[0]!.role).toBe("system");
    expect(sent[0]!.content).toMatch(/financial/i);
    expect(sent[1]!.content).toContain("Subject: Rates are moving");
    expect(sent.at(-1)).toEqual({ role: "user", content: "Make the subject punchier" });
  });

  it("names a 'New Conversation' after its first user message, once", async () => {
    const caller = await callerFor(alice);
    const { id } = await caller.conversations.create();
    await collect(
      await caller.chat.streamReply({ conversationId: id, content: "Ideas for a gold newsletter" }),
    );
    await collect(await caller.chat.streamReply({ conversationId: id, content: "Another one" }));
    const list = (await caller.conversations.list()).items;
    expect(list.find((c) => c.id === id)?.title).toBe("Ideas for a gold newsletter");
  });

  it("saves a stopped reply with what was produced when the request is aborted", async () => {
    // Arrange
    const ai = createScriptedProvider({ chunks: ["One ", "two ", "three ", "four"], holdAfter: 2 });
    const controller = new AbortController();
    const caller = await callerFor(alice, { ai, signal: controller.signal });
    const { id } = await caller.conversations.create();
    // Act
    const stream = await caller.chat.streamReply({ conversationId: id, content: "Count" });
    const seen: ChatStreamEvent[] = [];
    for await (const event of stream) {
      seen.push(event);
      if (seen.filter((e) => e.type === "delta").length === 2) controller.abort();
    }
    // Assert
    const reply = doneMessage(seen);
    expect(reply).toMatchObject({ content: "One two ", metadata: { status: "stopped" } });
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.at(-1)).toMatchObject({ role: "assistant", content: "One two " });
    expect(saved.at(-1)?.metadata?.status).toBe("stopped");
  });

  it("saves a stopped reply when the consumer goes away mid-stream", async () => {
    const ai = createScriptedProvider({ chunks: ["A", "B", "C"], holdAfter: 2 });
    const caller = await callerFor(alice, { ai, signal: new AbortController().signal });
    const { id } = await caller.conversations.create();
    const stream = await caller.chat.streamReply({ conversationId: id, content: "Go" });
    let deltas = 0;
    for await (const event of stream) {
      if (event.type === "delta") deltas += 1;
      if (deltas === 2) break; // what tRPC does when the response stream is cancelled
    }
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.at(-1)).toMatchObject({
      role: "assistant",
      content: "AB",
      metadata: { status: "stopped" },
    });
  });

  it("saves a failed reply with the partial text and the provider's message", async () => {
    const ai = createScriptedProvider({
      chunks: ["Partial", " text", " never"],
      failAfter: 2,
      failWith: new AiProviderError("interrupted", "The AI service cut the reply short."),
    });
    const caller = await callerFor(alice, { ai });
    const { id } = await caller.conversations.create();
    const events = await collect(
      await caller.chat.streamReply({ conversationId: id, content: "Go" }),
    );
    expect(doneMessage(events)).toMatchObject({
      content: "Partial text",
      metadata: { status: "failed", error: "The AI service cut the reply short." },
    });
  });

  it("refuses an empty message and counts replies against the hourly allowance", async () => {
    const user = await makeUser();
    const caller = await callerFor(user, { userPerHour: 1 });
    const { id } = await caller.conversations.create();
    expect(await codeOf(caller.chat.streamReply({ conversationId: id, content: "  " }))).toBe(
      "BAD_REQUEST",
    );
    await collect(await caller.chat.streamReply({ conversationId: id, content: "first" }));
    expect(await codeOf(caller.chat.streamReply({ conversationId: id, content: "second" }))).toBe(
      "TOO_MANY_REQUESTS",
    );
    // The refused message was not stored.
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.map((m) => m.content)).toEqual(["first", "Hello, world."]);
  });
});

describe("concurrent stream caps", () => {
  it("refuses an account's stream beyond the cap with 429 and frees the slot when one ends", async () => {
    const user = await makeUser();
    const slots = new StreamSlots({ perAccount: 2, perVisitorAddress: 3 });
    const ai = createScriptedProvider({ chunks: ["A", "B"], holdAfter: 1 });
    const controllers = [new AbortController(), new AbortController()];
    const callers = await Promise.all(
      controllers.map((c) => callerFor(user, { ai, signal: c.signal, streamSlots: slots })),
    );
    const { id } = await callers[0]!.conversations.create();
    const open = await Promise.all(
      callers.map(async (caller) => {
        const stream = await caller.chat.streamReply({ conversationId: id, content: "Go" });
        return { finished: collect(stream) }; // wrapped: awaiting it here would wait for the end
      }),
    );
    await ai.produced(2);

    const extra = await callerFor(user, { ai, streamSlots: slots });
    const refused = await codeOf(extra.chat.streamReply({ conversationId: id, content: "More" }));
    const otherAccount = await callerFor(await makeUser(), {
      ai: createScriptedProvider(),
      streamSlots: slots,
    });
    const { id: otherId } = await otherAccount.conversations.create();
    const elsewhere = await collect(
      await otherAccount.chat.streamReply({ conversationId: otherId, content: "Hi" }),
    );
    controllers[0]!.abort();
    await open[0]?.finished;
    const after = await callerFor(user, { ai: createScriptedProvider(), streamSlots: slots });
    const accepted = await collect(
      await after.chat.streamReply({ conversationId: id, content: "Now" }),
    );
    controllers[1]!.abort();
    await open[1]?.finished;

    expect(refused).toBe("TOO_MANY_REQUESTS");
    expect(elsewhere.at(-1)?.type).toBe("done");
    expect(accepted.at(-1)?.type).toBe("done");
    expect(slots.held({ userId: user.id, clientIp: "x" })).toBe(0);
    // The refused send stored nothing.
    const saved = await after.conversations.messages({ conversationId: id });
    expect(saved.filter((m) => m.content === "More")).toEqual([]);
  });

  it("caps a visitor address's generation streams", async () => {
    const slots = new StreamSlots({ perAccount: 2, perVisitorAddress: 1 });
    const held = slots.acquire({ userId: null, clientIp: "198.51.100.50" });
    const visitor = await callerFor(null, { streamSlots: slots, clientIp: "198.51.100.50" });
    const neighbour = await callerFor(null, { streamSlots: slots, clientIp: "198.51.100.51" });

    const refused = await codeOf(
      collect(
        await visitor.generation.generate({ productId: 1, topicId: 1, botType: "newsletter" }),
      ),
    );
    const other = await codeOf(
      collect(
        await neighbour.generation.generate({
          productId: 999_999,
          topicId: 1,
          botType: "newsletter",
        }),
      ),
    );
    held();

    expect(refused).toBe("TOO_MANY_REQUESTS");
    expect(other).toBe("NOT_FOUND"); // got past the cap; the product does not exist
    expect(slots.held({ userId: null, clientIp: "198.51.100.51" })).toBe(0);
  });
});

describe("chat.streamRegenerate", () => {
  it("replaces the last reply with a new one from the same context", async () => {
    // Arrange
    const caller = await callerFor(alice, { ai: createScriptedProvider({ chunks: ["Old"] }) });
    const { id } = await caller.conversations.create();
    await collect(await caller.chat.streamReply({ conversationId: id, content: "Draft it" }));
    const [, old] = await caller.conversations.messages({ conversationId: id });
    const ai = createScriptedProvider({ chunks: ["New", " draft"] });
    const again = await callerFor(alice, { ai });
    // Act
    const events = await collect(await again.chat.streamRegenerate({ conversationId: id }));
    // Assert
    expect(events.map((e) => e.type)).toEqual(["delta", "delta", "done"]);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", replacedMessageId: old!.id });
    expect(ai.requests[0]!.messages.at(-1)).toEqual({ role: "user", content: "Draft it" });
    const saved = await again.conversations.messages({ conversationId: id });
    expect(saved.map((m) => [m.role, m.content])).toEqual([
      ["user", "Draft it"],
      ["assistant", "New draft"],
    ]);
  });

  it("answers a handoff that has no reply yet", async () => {
    const caller = await callerFor(alice);
    const { id } = await caller.conversations.create({ title: "SAM Content: Acme - Gold" });
    await caller.conversations.addMessage({
      conversationId: id,
      role: "system",
      content: "The following SAM content was generated:\n\nBody",
    });
    const events = await collect(await caller.chat.streamRegenerate({ conversationId: id }));
    expect(events.at(-1)).toMatchObject({ type: "done", replacedMessageId: null });
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.map((m) => m.role)).toEqual(["system", "assistant"]);
  });

  it("keeps the old reply when the new attempt fails before producing anything", async () => {
    const caller = await callerFor(alice, { ai: createScriptedProvider({ chunks: ["Keep me"] }) });
    const { id } = await caller.conversations.create();
    await collect(await caller.chat.streamReply({ conversationId: id, content: "Hi" }));
    const failing = await callerFor(alice, {
      ai: createScriptedProvider({
        failWith: new AiProviderError("rate_limited", "The AI service is busy.", 30),
      }),
    });
    const stream = await failing.chat.streamRegenerate({ conversationId: id });
    expect(await codeOf(collect(stream))).toBe("TOO_MANY_REQUESTS");
    const saved = await failing.conversations.messages({ conversationId: id });
    expect(saved.map((m) => m.content)).toEqual(["Hi", "Keep me"]);
  });

  it("keeps the old complete reply when the new attempt is stopped or fails part-way", async () => {
    const caller = await callerFor(alice, { ai: createScriptedProvider({ chunks: ["Keep me"] }) });
    const { id } = await caller.conversations.create();
    await collect(await caller.chat.streamReply({ conversationId: id, content: "Hi" }));
    const [, old] = await caller.conversations.messages({ conversationId: id });

    // Stopped after two deltas.
    const controller = new AbortController();
    const stopping = await callerFor(alice, {
      ai: createScriptedProvider({ chunks: ["New ", "half ", "more"], holdAfter: 2 }),
      signal: controller.signal,
    });
    const seen: ChatStreamEvent[] = [];
    for await (const event of await stopping.chat.streamRegenerate({ conversationId: id })) {
      seen.push(event);
      if (seen.filter((e) => e.type === "delta").length === 2) controller.abort();
    }
    // Failed after one delta.
    const failing = await callerFor(alice, {
      ai: createScriptedProvider({
        chunks: ["Broken", " never"],
        failAfter: 1,
        failWith: new AiProviderError("interrupted", "The AI service cut the reply short."),
      }),
    });
    const failed = await collect(await failing.chat.streamRegenerate({ conversationId: id }));

    expect(seen.at(-1)).toMatchObject({ type: "done", replacedMessageId: null });
    expect(failed.at(-1)).toMatchObject({ type: "done", replacedMessageId: null });
    const saved = await caller.conversations.messages({ conversationId: id });
    expect(saved.map((m) => [m.content, m.metadata?.status ?? null])).toEqual([
      ["Hi", null],
      ["Keep me", "complete"],
      ["New half ", "stopped"],
      ["Broken", "failed"],
    ]);
    expect(saved[1]?.id).toBe(old?.id);
  });

  it("has nothing to regenerate in an empty conversation", async () => {
    const caller = await callerFor(alice);
    const { id } = await caller.conversations.create();
    expect(await codeOf(caller.chat.streamRegenerate({ conversationId: id }))).toBe("BAD_REQUEST");
  });
});

import { setTimeout as sleep } from "node:timers/promises";
import { startFakeOpenAiServer } from "@studio/ai/testing";
import { createScriptedProvider } from "@studio/api/testing";
import type { ConversationDto, MessageDto } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";

let t: TestApp;
let owner: TestClient;
let intruder: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp({ ai: createScriptedProvider({ chunks: ["Here", " is", " a draft."] }) });
  owner = t.client();
  intruder = t.client();
  visitor = t.client();
  await owner.loginAs(await t.createUser());
  await intruder.loginAs(await t.createUser());
});
afterAll(() => t.close());

async function createConversation(client: TestClient, title?: string): Promise<ConversationDto> {
  const response = await client.post("/api/conversations", title === undefined ? {} : { title });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("/api/conversations", () => {
  it("creates, lists newest first, posts messages with a reply, reads and deletes", async () => {
    // Create: 'New Conversation' by default, the handoff title when given.
    const plain = await createConversation(owner);
    expect(plain.title).toBe("New Conversation");
    const handoff = await createConversation(owner, "Free Gift: Acme - Long-Tail Topic");
    const list = (await owner.get("/api/conversations")).json() as ConversationDto[];
    expect(list.map((c) => c.id).slice(0, 2)).toEqual([handoff.id, plain.id]);
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "title", "updatedAt"]);

    // A handoff is stored as it is.
    const system = await owner.post(`/api/conversations/${handoff.id}/messages`, {
      role: "system",
      content: "The following free gift idea was generated:\n\nIdeas",
    });
    expect(system.statusCode).toBe(201);
    expect((system.json() as MessageDto[]).map((m) => m.role)).toEqual(["system"]);

    // A user message is answered before the response.
    const sent = await owner.post(`/api/conversations/${plain.id}/messages`, {
      role: "user",
      content: "Punchier subject line please",
    });
    expect(sent.statusCode).toBe(201);
    const [userMessage, reply] = sent.json() as MessageDto[];
    expect(userMessage).toMatchObject({ role: "user", content: "Punchier subject line please" });
    expect(reply).toMatchObject({
      role: "assistant",
      content: "Here is a draft.",
      metadata: { status: "complete" },
    });

    // The list moved and the conversation was named after its first message.
    const after = (await owner.get("/api/conversations")).json() as ConversationDto[];
    expect(after[0]).toMatchObject({ id: plain.id, title: "Punchier subject line please" });

    const messages = await owner.get(`/api/conversations/${plain.id}/messages`);
    expect(messages.statusCode).toBe(200);
    expect((messages.json() as MessageDto[]).map((m) => m.role)).toEqual(["user", "assistant"]);

    const deleted = await owner.delete(`/api/conversations/${plain.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await owner.get(`/api/conversations/${plain.id}/messages`)).statusCode).toBe(404);
  });

  it("refuses 'assistant' and blank messages", async () => {
    const { id } = await createConversation(owner);
    for (const body of [
      { role: "assistant", content: "I am the model" },
      { role: "user", content: "   " },
      { content: "no role" },
    ]) {
      const response = await owner.post(`/api/conversations/${id}/messages`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect((await owner.get(`/api/conversations/${id}/messages`)).json()).toEqual([]);
  });

  it("answers 404 on every route for another account's conversation", async () => {
    // Arrange
    const { id } = await createConversation(owner);
    await owner.post(`/api/conversations/${id}/messages`, { role: "system", content: "private" });
    // Act
    const responses = [
      await intruder.get(`/api/conversations/${id}/messages`),
      await intruder.post(`/api/conversations/${id}/messages`, { role: "user", content: "x" }),
      await intruder.post(`/api/conversations/${id}/messages`, { role: "system", content: "x" }),
      await intruder.delete(`/api/conversations/${id}`),
    ];
    // Assert
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const theirs = (await intruder.get("/api/conversations")).json() as ConversationDto[];
    expect(theirs.map((c) => c.id)).not.toContain(id);
    const mine = (await owner.get(`/api/conversations/${id}/messages`)).json() as MessageDto[];
    expect(mine.map((m) => m.content)).toEqual(["private"]);
  });

  it("answers 404 on every tRPC procedure for another account's conversation", async () => {
    const { id } = await createConversation(owner);
    const results = [
      await intruder.trpc("query", "conversations.messages", { conversationId: id }),
      await intruder.trpc("mutation", "conversations.delete", { id }),
      await intruder.trpc("mutation", "conversations.addMessage", {
        conversationId: id,
        role: "user",
        content: "x",
      }),
      await streamCall(intruder, "chat.streamReply", { conversationId: id, content: "x" }),
      await streamCall(intruder, "chat.streamRegenerate", { conversationId: id }),
    ];
    expect(results.map((r) => r.error?.code)).toEqual(Array(5).fill("NOT_FOUND"));
  });

  it("requires a signed-in account on every route", async () => {
    const responses = [
      await visitor.post("/api/conversations", {}),
      await visitor.get("/api/conversations"),
      await visitor.delete("/api/conversations/1"),
      await visitor.get("/api/conversations/1/messages"),
      await visitor.post("/api/conversations/1/messages", { role: "user", content: "x" }),
      await visitor.post("/api/conversations/1/messages", { role: "system", content: "x" }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(401));
  });

  it("renames a conversation: PATCH /api/conversations/{id} and conversations.rename (issue 27)", async () => {
    const { id, updatedAt } = await createConversation(owner, "Newsletter: Acme - Rates");

    const patched = await owner.patch(`/api/conversations/${id}`, {
      title: "  Rates, second pass  ",
    });
    const trpc = await owner.trpc("mutation", "conversations.rename", {
      id,
      title: "Rates, final",
    });

    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id, title: "Rates, second pass", updatedAt });
    expect(trpc.data).toMatchObject({ id, title: "Rates, final" });
    const list = (await owner.get("/api/conversations")).json() as ConversationDto[];
    expect(list.find((c) => c.id === id)?.title).toBe("Rates, final");
    // Blank, too long or missing: 400 naming the problem; another account's or nobody's: 404/401.
    const blank = await owner.patch(`/api/conversations/${id}`, { title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe("Title cannot be empty.");
    expect(
      (await owner.patch(`/api/conversations/${id}`, { title: "x".repeat(201) })).statusCode,
    ).toBe(400);
    expect((await owner.patch(`/api/conversations/${id}`, {})).statusCode).toBe(400);
    expect((await intruder.patch(`/api/conversations/${id}`, { title: "Mine" })).statusCode).toBe(
      404,
    );
    expect((await visitor.patch(`/api/conversations/${id}`, { title: "Mine" })).statusCode).toBe(
      401,
    );
    expect(
      (await intruder.trpc("mutation", "conversations.rename", { id, title: "x" })).error?.code,
    ).toBe("NOT_FOUND");
    const still = (await owner.get("/api/conversations")).json() as ConversationDto[];
    expect(still.find((c) => c.id === id)?.title).toBe("Rates, final");
  });

  it("streams a reply over tRPC's streaming transport", async () => {
    const { id } = await createConversation(owner);
    const result = await streamCall(owner, "chat.streamReply", {
      conversationId: id,
      content: "Hi",
    });
    expect(result.error).toBeNull();
    expect(result.body).toContain('"type":"delta"');
    expect(result.body).toContain('"text":" is"');
    expect(result.body).toContain('"type":"done"');
  });
});

describe("stopping a streamed reply over HTTP", () => {
  it("aborting the request stops the provider and saves the partial reply as stopped", async () => {
    // Arrange: a real socket, so the abort travels the way a browser's Stop does.
    const ai = createScriptedProvider({ chunks: ["Alpha ", "beta ", "gamma"], holdAfter: 2 });
    const app = await createTestApp({ ai, db: t.db });
    const user = await app.createUser();
    const client = app.client();
    await client.loginAs(user);
    const { id } = (await client.post("/api/conversations", {})).json() as ConversationDto;
    const base = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const controller = new AbortController();
    try {
      // Act
      const response = await fetch(`${base}/trpc/chat.streamReply?batch=1`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          "trpc-accept": "application/jsonl",
          origin: base,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ 0: { conversationId: id, content: "Go" } }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      await ai.produced(2);
      controller.abort();
      await response.body?.cancel().catch(() => {});
      // Assert: the reply is saved as stopped with the text produced before Stop.
      let last: MessageDto | undefined;
      for (let i = 0; i < 50 && last?.role !== "assistant"; i += 1) {
        await sleep(50);
        const messages = (await client.get(`/api/conversations/${id}/messages`)).json();
        last = (messages as MessageDto[]).at(-1);
      }
      expect(last).toMatchObject({
        role: "assistant",
        content: "Alpha beta ",
        metadata: { status: "stopped" },
      });
      expect(ai.requests[0]!.signal?.aborted).toBe(true);
    } finally {
      controller.abort();
      // The aborted stream's socket may still be open here, and close() would wait for it.
      app.app.server.closeAllConnections();
      await app.close();
    }
  });
});

describe("chat with the openai provider against a fake OpenAI-compatible server", () => {
  it("sends the assembled conversation and saves the streamed reply", async () => {
    // Arrange
    const fake = await startFakeOpenAiServer({ kind: "stream", chunks: ["Punchier", ": Rates!"] });
    const app = await createTestApp({
      db: t.db,
      env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: "fake-chat" },
    });
    try {
      const client = app.client();
      await client.loginAs(await app.createUser());
      const { id } = (
        await client.post("/api/conversations", { title: "Newsletter: A - B" })
      ).json() as ConversationDto;
      await client.post(`/api/conversations/${id}/messages`, {
        role: "system",
        content: "The following newsletter was generated:\n\nSubject: Rates",
      });
      // Act
      const response = await client.post(`/api/conversations/${id}/messages`, {
        role: "user",
        content: "Make the subject line punchier",
      });
      // Assert
      const [, reply] = response.json() as MessageDto[];
      expect(reply).toMatchObject({
        content: "Punchier: Rates!",
        metadata: { status: "complete", provider: "openai", model: "fake-chat" },
      });
      const sent = fake.requests[0]!.body;
      expect(sent.model).toBe("fake-chat");
      expect(sent.messages?.map((m) => m.role)).toEqual(["system", "user", "user"]);
      expect(sent.messages?.[1]?.content).toContain("Subject: Rates");
    } finally {
      await app.close();
      await fake.close();
    }
  });

  it("Stop closes the upstream request and keeps the partial reply", async () => {
    // Arrange: a slow model, and a real socket so the abort travels as from a browser.
    const fake = await startFakeOpenAiServer({
      kind: "stream",
      chunks: Array.from({ length: 40 }, (_, i) => `w${i} `),
      delayMs: 40,
    });
    const app = await createTestApp({
      db: t.db,
      env: { AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.baseUrl },
    });
    const controller = new AbortController();
    try {
      const client = app.client();
      await client.loginAs(await app.createUser());
      const { id } = (await client.post("/api/conversations", {})).json() as ConversationDto;
      const base = await app.app.listen({ port: 0, host: "127.0.0.1" });
      const response = await fetch(`${base}/trpc/chat.streamReply?batch=1`, {
        method: "POST",
        headers: {
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          "content-type": "application/json",
          "trpc-accept": "application/jsonl",
          origin: base,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ 0: { conversationId: id, content: "Write a long one" } }),
        signal: controller.signal,
      });
      // Act: read until a few words arrived, then Stop.
      const reader = response.body!.getReader();
      let body = "";
      while (!body.includes("w2 ")) body += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      // Assert: the upstream call was closed early, and the partial reply is saved as stopped.
      await expect(fake.requests[0]!.closed).resolves.toEqual({ beforeResponseEnded: true });
      let last: MessageDto | undefined;
      for (let i = 0; i < 50 && last?.role !== "assistant"; i += 1) {
        await sleep(50);
        last = ((await client.get(`/api/conversations/${id}/messages`)).json() as MessageDto[]).at(
          -1,
        );
      }
      expect(last?.metadata?.status).toBe("stopped");
      expect(last?.content).toMatch(/^w0 w1 w2 /);
      expect(last?.content).not.toContain("w39");
    } finally {
      controller.abort();
      app.app.server.closeAllConnections();
      await app.close();
      await fake.close();
    }
  });
});

/**
 * Calls a streaming procedure the way the SPA's httpBatchStreamLink does (a one-call batch with
 * a JSON-lines response) and returns the raw body and the first error in it, if any.
 */
async function streamCall(
  client: TestClient,
  path: string,
  input: unknown,
): Promise<{ body: string; error: { code: string } | null }> {
  const response = await client.request({
    method: "POST",
    url: `/trpc/${path}?batch=1`,
    headers: { "content-type": "application/json", "trpc-accept": "application/jsonl" },
    payload: JSON.stringify({ 0: input }),
  });
  const match = response.body.match(/"code":"([A-Z_]+)"/);
  return { body: response.body, error: match ? { code: match[1]! } : null };
}

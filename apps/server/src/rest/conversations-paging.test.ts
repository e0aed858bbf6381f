import { createScriptedProvider } from "@studio/api/testing";
import type { ConversationSummaryDto, MessageDto } from "@studio/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";

let t: TestApp;
let owner: TestClient;
let intruder: TestClient;

beforeAll(async () => {
  t = await createTestApp({ ai: createScriptedProvider({ chunks: ["Fine", " reply."] }) });
  owner = t.client();
  intruder = t.client();
  await owner.loginAs(await t.createUser());
  await intruder.loginAs(await t.createUser());
});
afterAll(() => t.close());

/** What the response costs on the wire: status line, headers, blank line and body. */
function wireBytes(response: LightMyRequestResponse): number {
  const head = [
    `HTTP/1.1 ${response.statusCode} ${response.statusMessage}`,
    ...Object.entries(response.headers).map(([name, value]) => `${name}: ${String(value)}`),
  ].join("\r\n");
  return Buffer.byteLength(`${head}\r\n\r\n`) + response.rawPayload.length;
}

async function conversationWith(count: number): Promise<{ id: number; messages: MessageDto[] }> {
  const { id } = (await owner.post("/api/conversations", {})).json() as { id: number };
  for (let i = 0; i < count; i += 1) {
    const content = `Handoff ${i}: ${"lorem ipsum ".repeat(20)}`;
    expect(
      (await owner.post(`/api/conversations/${id}/messages`, { role: "system", content }))
        .statusCode,
    ).toBe(201);
  }
  const messages = (await owner.get(`/api/conversations/${id}/messages`)).json() as MessageDto[];
  return { id, messages };
}

describe("GET /api/conversations (legacy window)", () => {
  it("answers an array, windows by limit and cursor or offset, and searches titles", async () => {
    // Arrange
    const client = t.client();
    await client.loginAs(await t.createUser());
    const ids: number[] = [];
    for (const title of ["Alpha one", "Beta two", "Alpha three"]) {
      ids.push(((await client.post("/api/conversations", { title })).json() as { id: number }).id);
    }
    // Act
    const all = await client.get("/api/conversations");
    const first = await client.get("/api/conversations?limit=2");
    const next = await client.get(
      `/api/conversations?limit=2&cursor=${first.headers["x-next-cursor"]}`,
    );
    const skipped = await client.get("/api/conversations?limit=2&offset=2");
    const searched = await client.get("/api/conversations?q=alpha");
    // Assert
    const idsOf = (r: LightMyRequestResponse) =>
      (r.json() as ConversationSummaryDto[]).map((c) => c.id);
    expect(idsOf(all)).toEqual([...ids].reverse());
    expect(all.headers["x-next-cursor"]).toBeUndefined();
    expect(idsOf(first)).toEqual([ids[2], ids[1]]);
    expect(typeof first.headers["x-next-cursor"]).toBe("string");
    expect(idsOf(next)).toEqual([ids[0]]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();
    expect(idsOf(skipped)).toEqual([ids[0]]);
    expect(idsOf(searched)).toEqual([ids[2], ids[0]]);
  });

  it("refuses bad windows with 400 and a message", async () => {
    for (const query of [
      "cursor=garbage",
      "limit=0",
      "limit=abc",
      "offset=-3",
      "offset=1&cursor=x",
    ]) {
      const response = await owner.get(`/api/conversations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { error: string }).error).toBeTruthy();
    }
  });
});

describe("GET /api/conversations/:id/messages (pages, poll, ETag)", () => {
  it("keeps the full array without options and pages with limit and before", async () => {
    const { id, messages } = await conversationWith(5);
    expect(messages).toHaveLength(5);
    const newest = (await owner.get(`/api/conversations/${id}/messages?limit=2`)).json();
    expect((newest as MessageDto[]).map((m) => m.id)).toEqual(messages.slice(3).map((m) => m.id));
    const older = await owner.get(
      `/api/conversations/${id}/messages?limit=2&before=${messages[3]?.id}`,
    );
    expect((older.json() as MessageDto[]).map((m) => m.id)).toEqual(
      messages.slice(1, 3).map((m) => m.id),
    );
    for (const query of ["before=abc&limit=2", "after=1&before=2", "limit=0", "after=-1"]) {
      expect((await owner.get(`/api/conversations/${id}/messages?${query}`)).statusCode).toBe(400);
    }
    expect((await intruder.get(`/api/conversations/${id}/messages?after=0`)).statusCode).toBe(404);
  });

  it("answers only newer messages after=, and 304 to an unchanged poll that sends its ETag", async () => {
    // Arrange: a long conversation, already loaded.
    const { id, messages } = await conversationWith(60);
    const lastId = messages.at(-1)?.id;
    const full = await owner.get(`/api/conversations/${id}/messages`);
    const pollUrl = `/api/conversations/${id}/messages?after=${lastId}`;
    const firstPoll = await owner.get(pollUrl);
    const etag = firstPoll.headers.etag as string;

    // Act: idle polls, with and without the ETag.
    const idle = await owner.request({
      method: "GET",
      url: pollUrl,
      headers: { "if-none-match": etag },
    });
    const idleFull = await owner.request({
      method: "GET",
      url: `/api/conversations/${id}/messages`,
      headers: { "if-none-match": full.headers.etag as string },
    });

    // Assert
    expect(firstPoll.json()).toEqual([]);
    expect(idle.statusCode).toBe(304);
    expect(idle.rawPayload.length).toBe(0);
    expect(idleFull.statusCode).toBe(304);
    const bytes = { full: wireBytes(full), after: wireBytes(firstPoll), idle: wireBytes(idle) };
    console.info(`chat poll bytes on the wire: ${JSON.stringify(bytes)}`);
    expect(bytes.after).toBeLessThan(1024);
    expect(bytes.idle).toBeLessThan(1024);
    expect(bytes.full).toBeGreaterThan(10 * 1024);

    // A new message changes the ETag and the poll answers it alone.
    await owner.post(`/api/conversations/${id}/messages`, { role: "user", content: "And now?" });
    const changed = await owner.request({
      method: "GET",
      url: pollUrl,
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as MessageDto[]).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("keeps an idle tRPC poll under 1 KB too", async () => {
    const { id, messages } = await conversationWith(30);
    const input = encodeURIComponent(
      JSON.stringify({ conversationId: id, after: messages.at(-1)?.id }),
    );
    const poll = await owner.get(`/trpc/conversations.messages?input=${input}`);
    expect(poll.statusCode).toBe(200);
    console.info(`tRPC idle poll bytes on the wire: ${wireBytes(poll)}`);
    expect(wireBytes(poll)).toBeLessThan(1024);
  });
});

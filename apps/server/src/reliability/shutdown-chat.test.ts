import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loginCookie, prepareDataDir, type SpawnedServer, spawnServer } from "./spawn-server";

/**
 * SIGTERM while a chat reply streams: within the grace period the stream is ended, what was
 * written is saved marked "stopped", the client gets its `done`, and the process exits 0.
 */
const dataDir = mkdtempSync(join(tmpdir(), "studio-shutdown-chat-"));
const servers: SpawnedServer[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Message {
  role: string;
  content: string;
  metadata: { status?: string } | null;
}

describe("graceful shutdown during a chat reply", () => {
  it("saves the partial reply as stopped and exits 0 promptly", async () => {
    await prepareDataDir(dataDir);
    const server = await spawnServer(dataDir);
    servers.push(server);
    const cookie = await loginCookie(server.url);
    const headers = { "content-type": "application/json", cookie };
    const { id } = (await (
      await fetch(`${server.url}/api/conversations`, {
        method: "POST",
        headers,
        body: JSON.stringify({ title: "Shutdown chat" }),
      })
    ).json()) as { id: number };

    const response = await fetch(`${server.url}/trpc/chat.streamReply?batch=1`, {
      method: "POST",
      headers: { ...headers, "trpc-accept": "application/jsonl" },
      body: JSON.stringify({
        0: { conversationId: id, content: "Write a long newsletter about dividends, please." },
      }),
    });
    let body = "";
    const decoder = new TextDecoder();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    while (!body.includes('"delta"')) {
      const { value, done } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    const exit = await server.exited;
    const exitMs = performance.now() - signalled;

    const again = await spawnServer(dataDir);
    servers.push(again);
    const messages = (await (
      await fetch(`${again.url}/api/conversations/${id}/messages`, {
        headers: { cookie: await loginCookie(again.url) },
      })
    ).json()) as Message[];
    again.child.kill("SIGTERM");
    await again.exited;

    const replies = messages.filter((m) => m.role === "assistant");
    expect(replies).toHaveLength(1);
    expect(replies[0]?.metadata?.status).toBe("stopped");
    expect(replies[0]?.content.length).toBeGreaterThan(0);
    expect(body).toContain('"done"');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(5_000);
  }, 120_000);
});

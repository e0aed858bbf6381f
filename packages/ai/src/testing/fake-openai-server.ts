import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat completions server for tests and benchmarks. Each request takes
 * the next scripted behaviour (the last one repeats), and everything the server saw is recorded,
 * including whether the client closed the connection before the response finished.
 */
export type FakeBehaviour =
  /**
   * Streams the chunks as SSE, then a finish chunk and [DONE]. When the request asks for usage
   * (`stream_options.include_usage`), a usage chunk comes before [DONE]: `usage` when given,
   * else one token per word of the prompt and one per chunk.
   */
  | {
      kind: "stream";
      chunks: string[];
      delayMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
    }
  /** Answers with an error status and an OpenAI-style error body. */
  | { kind: "status"; status: number; retryAfter?: string; message?: string }
  /** Accepts the request and never answers (timeouts). */
  | { kind: "hang" }
  /** Streams `chunks`, then destroys the socket without a finish chunk or [DONE]. */
  | { kind: "cut"; chunks: string[] }
  /** Streams `chunks`, then goes silent with the connection open (idle timeouts). */
  | { kind: "stall"; chunks: string[] };

export interface FakeRequest {
  body: {
    model?: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages?: { role: string; content: string }[];
  };
  headers: IncomingMessage["headers"];
  /** Resolves when the connection for this request closes, telling whether it closed early. */
  closed: Promise<{ beforeResponseEnded: boolean }>;
}

export interface FakeOpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  baseUrl: string;
  requests: FakeRequest[];
  script(...behaviours: FakeBehaviour[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(
  ...initial: FakeBehaviour[]
): Promise<FakeOpenAiServer> {
  let queue: FakeBehaviour[] =
    initial.length > 0 ? initial : [{ kind: "stream", chunks: ["Hello", " world"] }];
  const requests: FakeRequest[] = [];

  const server = createServer(async (req, res) => {
    const closed = new Promise<{ beforeResponseEnded: boolean }>((resolve) => {
      res.once("close", () => resolve({ beforeResponseEnded: !res.writableFinished }));
    });
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as FakeRequest["body"]) : {};
    requests.push({ body, headers: req.headers, closed });
    const behaviour =
      queue.length > 1 ? (queue.shift() as FakeBehaviour) : (queue[0] as FakeBehaviour);
    await respond(behaviour, body, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue = behaviours;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

async function respond(
  behaviour: FakeBehaviour,
  body: FakeRequest["body"],
  res: ServerResponse,
): Promise<void> {
  const model = body.model ?? "fake-model";
  if (behaviour.kind === "hang") return;
  if (behaviour.kind === "status") {
    res.writeHead(behaviour.status, {
      "content-type": "application/json",
      ...(behaviour.retryAfter ? { "retry-after": behaviour.retryAfter } : {}),
    });
    res.end(
      JSON.stringify({
        error: { message: behaviour.message ?? `fake error ${behaviour.status}`, type: "fake" },
      }),
    );
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const delay = behaviour.kind === "stream" ? (behaviour.delayMs ?? 0) : 0;
  for (const text of behaviour.chunks) {
    if (res.destroyed) return;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed) return;
    res.write(sse(chunk(model, { content: text }, null)));
  }
  if (behaviour.kind === "cut") {
    // Let the chunks reach the client first, as a proxy dropping a live connection would.
    await new Promise((r) => setTimeout(r, 50));
    res.socket?.destroy();
    return;
  }
  if (behaviour.kind === "stall") return;
  res.write(sse(chunk(model, {}, "stop")));
  if (body.stream_options?.include_usage) {
    const usage = behaviour.usage ?? {
      prompt_tokens: (body.messages ?? []).reduce(
        (sum, m) => sum + m.content.split(/\s+/).filter(Boolean).length,
        0,
      ),
      completion_tokens: behaviour.chunks.length,
    };
    res.write(sse({ ...chunk(model, {}, null), choices: [], usage }));
  }
  res.end("data: [DONE]\n\n");
}

function chunk(model: string, delta: { content?: string }, finish: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

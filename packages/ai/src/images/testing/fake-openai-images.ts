import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import sharp from "sharp";

export interface RecordedImageRequest {
  model: string;
  prompt: string;
  size: string;
  n?: number;
  response_format?: string;
  output_format?: string;
}

/** What the fake answers next: a real image (b64_json), an HTTP error, no image, or silence. */
export type FakeReply =
  | { kind: "image"; width?: number; height?: number; format?: "png" | "jpeg" }
  | { kind: "error"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "empty" }
  | { kind: "hang" };

export interface FakeOpenAiImages {
  url: string;
  requests: RecordedImageRequest[];
  /** Replies used in order; when none are queued, an image of the requested size. */
  queue(reply: FakeReply): void;
  client(options?: { maxRetries?: number; timeoutMs?: number }): OpenAI;
  close(): Promise<void>;
}

/**
 * A tiny OpenAI-compatible images endpoint on loopback, so the real SDK (retries, error
 * classes, abort) is exercised without a network or a key.
 */
export async function startFakeOpenAiImages(): Promise<FakeOpenAiImages> {
  const requests: RecordedImageRequest[] = [];
  const replies: FakeReply[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST" || req.url !== "/v1/images/generations") {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as RecordedImageRequest;
    requests.push(body);
    const reply = replies.shift() ?? { kind: "image" };
    if (reply.kind === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (reply.kind === "error") {
      res
        .writeHead(reply.status, { "content-type": "application/json", ...reply.headers })
        .end(JSON.stringify(reply.body));
      return;
    }
    if (reply.kind === "empty") {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ created: 1, data: [] }));
      return;
    }
    const [w, h] = body.size.split("x").map(Number);
    const image = sharp({
      create: {
        width: reply.width ?? w ?? 1024,
        height: reply.height ?? h ?? 1024,
        channels: 3,
        background: "#3a6ea5",
      },
    });
    const bytes = await (reply.format === "jpeg" ? image.jpeg() : image.png()).toBuffer();
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ created: 1, data: [{ b64_json: bytes.toString("base64") }] }));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    requests,
    queue: (reply) => {
      replies.push(reply);
    },
    client: (options = {}) =>
      new OpenAI({
        apiKey: "test-key",
        baseURL: url,
        maxRetries: options.maxRetries ?? 0,
        timeout: options.timeoutMs ?? 10_000,
      }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

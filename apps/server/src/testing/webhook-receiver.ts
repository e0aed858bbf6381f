import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Resolves once `count` requests have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/**
 * A real HTTP endpoint on 127.0.0.1 that records every POST and answers what `respond` says for
 * the n-th request (0-based): a status code, or "hang" for no answer at all.
 */
export async function startWebhookReceiver(
  respond: (n: number, request: ReceivedDelivery) => number | "hang" = () => 200,
): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const delivery = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: performance.now(),
      };
      const n = received.length;
      received.push(delivery);
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
      const answer = respond(n, delivery);
      if (answer === "hang") return;
      res.writeHead(answer, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor(count, timeoutMs) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} deliveries in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

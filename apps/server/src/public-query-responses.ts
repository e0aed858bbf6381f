import type { FastifyReply } from "fastify";

/** A finished tRPC response as it went out: what a repeat of the same request gets. */
export interface StoredResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * Already-serialized responses (tRPC or REST) of public queries whose answer is the same for every caller
 * and comes from an in-memory cache (`sources`: procedure path → that cache's current value, or
 * undefined while it holds none). A response is kept only while its source is still the very
 * object it was made from, so it can never outlive the data: the source's own invalidation
 * (product writes, its TTL) retires it too.
 *
 * Why: for a cached read, tRPC's HTTP machinery (a Fetch Request, abort signals, a web-stream
 * response per call) costs several times the procedure itself; a repeat skips all of it.
 */
export class PublicQueryResponses {
  private readonly entries = new Map<string, StoredResponse & { source: object }>();

  constructor(
    private readonly sources: ReadonlyMap<string, () => object | undefined>,
    /** Distinct URLs kept (the query string is part of the key; anyone can vary it). */
    private readonly maxEntries = 16,
  ) {}

  /** The current source of `path`: defined only for cacheable procedures whose cache is warm. */
  source(path: string): object | undefined {
    return this.sources.get(path)?.();
  }

  lookup(path: string, url: string): StoredResponse | undefined {
    const source = this.source(path);
    const entry = source && this.entries.get(url);
    return entry && entry.source === source ? entry : undefined;
  }

  /**
   * Keeps `response` for `url` if the procedure's source is still `sourceBefore`, the value it had
   * before the call: the response was then computed from exactly that value.
   */
  remember(path: string, url: string, sourceBefore: object, response: StoredResponse): void {
    if (response.status !== 200 || this.source(path) !== sourceBefore) return;
    if (!this.entries.has(url) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(url, { ...response, source: sourceBefore });
  }
}

/** Sends a stored response as it was first sent: one string, no serialization. */
export function sendStored(reply: FastifyReply, { status, headers, body }: StoredResponse) {
  reply.code(status);
  for (const [name, value] of headers) reply.header(name, value);
  return reply.send(body);
}

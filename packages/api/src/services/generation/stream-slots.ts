import {
  AppError,
  httpMessages,
  STREAMS_PER_ACCOUNT,
  STREAMS_PER_VISITOR_ADDRESS,
} from "@studio/shared";

/**
 * Concurrent AI calls (chat replies, generations, images, model compliance checks) per account,
 * or per address for visitors; taken by the AI spend gate (usage/ai-spend-gate.ts). Each open
 * call holds the provider and a connection, so 30 at once from one caller would crowd everyone
 * else out; the hourly allowances bound spend, not concurrency.
 *
 * Per instance, on purpose: a stream lives exactly as long as the process serving it, so an
 * in-memory count is released the moment the stream ends, even when the process dies (a
 * database lease would need expiry and would outlive a crash), and it costs no round trip. With
 * N instances a caller can hold at most N times the cap, which the load balancer's spread and
 * the shared hourly allowances keep in bounds.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly caps = {
      perAccount: STREAMS_PER_ACCOUNT,
      perVisitorAddress: STREAMS_PER_VISITOR_ADDRESS,
    },
  ) {}

  /**
   * Takes a slot for the caller or refuses with 429. The returned release is idempotent, and is
   * also called when `signal` aborts, so a stream that never started cannot keep its slot.
   */
  acquire(who: { userId: number | null; clientIp: string }, signal?: AbortSignal): () => void {
    const key = who.userId !== null ? `user:${who.userId}` : `ip:${who.clientIp}`;
    const cap = who.userId !== null ? this.caps.perAccount : this.caps.perVisitorAddress;
    const held = this.open.get(key) ?? 0;
    if (cap > 0 && held >= cap) {
      throw new AppError("TOO_MANY_REQUESTS", httpMessages.tooManyStreams(cap), 5);
    }
    this.open.set(key, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      signal?.removeEventListener("abort", release);
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
    signal?.addEventListener("abort", release, { once: true });
    return release;
  }

  /** Streams open now for the caller (tests, health). */
  held(who: { userId: number | null; clientIp: string }): number {
    return this.open.get(who.userId !== null ? `user:${who.userId}` : `ip:${who.clientIp}`) ?? 0;
  }
}

import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel the change-notification triggers publish on (see the change-notifications migration). */
export const CHANGES_CHANNEL = "studio_changes";
/** Delivered to subscribers when the feed (re)connects: notices may have been missed meanwhile. */
export const FEED_RESET = "*";

/**
 * Commit-time change notices from the database, so in-memory caches on every app instance can
 * drop what another writer changed. A cache may serve entries only while the feed is `live`.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** `listener` gets each payload ("products", "user:<id>", "session:<sid>") and FEED_RESET. */
  subscribe(listener: (payload: string) => void): void;
  close(): Promise<void>;
}

abstract class BaseChangeFeed implements ChangeFeed {
  private readonly listeners: ((payload: string) => void)[] = [];

  abstract get live(): boolean;
  abstract close(): Promise<void>;

  subscribe(listener: (payload: string) => void): void {
    this.listeners.push(listener);
  }

  protected emit(payload: string): void {
    for (const listener of this.listeners) listener(payload);
  }
}

export interface PostgresChangeFeedTiming {
  /** Pause between reconnection attempts. */
  retryMs?: number;
  /**
   * How often the connection is proven alive with a trivial query, which must answer within the
   * same time. A connection that died without a reset (a vanished host, a stalled network) would
   * otherwise look live until TCP gives up, minutes later.
   */
  heartbeatMs?: number;
}

/**
 * LISTEN on its own connection (not a pool's: a pooled client is handed to other queries).
 * When the connection drops or stops answering the feed stops being live at once and reconnects
 * every `retryMs`; when it is back it announces FEED_RESET.
 */
export class PostgresChangeFeed extends BaseChangeFeed {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly retryMs: number;
  private readonly heartbeatMs: number;

  private constructor(
    private readonly connectionString: string,
    { retryMs = 1_000, heartbeatMs = 10_000 }: PostgresChangeFeedTiming,
  ) {
    super();
    this.retryMs = retryMs;
    this.heartbeatMs = heartbeatMs;
  }

  get live(): boolean {
    return this.connected;
  }

  /** Resolves after the first attempt, live or not (it keeps retrying in the background). */
  static async open(
    connectionString: string,
    timing: PostgresChangeFeedTiming = {},
  ): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString, timing);
    await feed.connect();
    return feed;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      // A database that cannot be reached must fail the attempt, not hang the reconnect loop.
      connectionTimeoutMillis: this.heartbeatMs,
      query_timeout: this.heartbeatMs,
    });
    this.client = client;
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.emit(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      if (this.client !== client || this.closed) return;
      this.connected = true;
      this.startHeartbeat(client);
      this.emit(FEED_RESET);
    } catch {
      this.lost(client);
    }
  }

  private startHeartbeat(client: pg.Client): void {
    let pending = false;
    this.heartbeat = setInterval(() => {
      if (pending) return;
      pending = true;
      client.query("select 1").then(
        () => {
          pending = false;
        },
        () => this.lost(client),
      );
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    clearInterval(this.heartbeat);
    this.client = undefined;
    this.connected = false;
    client.end().catch(() => {});
    if (this.closed) return;
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    if (!client) return;
    // A stalled connection never acknowledges the goodbye: do not let it hold up a shutdown.
    const gone = client.end().catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 1_000)))]);
    clearTimeout(timer);
  }
}

/** The embedded database notifies in-process, as each statement completes. */
export class PgliteChangeFeed extends BaseChangeFeed {
  private unsubscribe: (() => Promise<void>) | undefined;

  private constructor(private readonly pglite: PGlite) {
    super();
  }

  get live(): boolean {
    return this.unsubscribe !== undefined;
  }

  static async open(pglite: PGlite): Promise<PgliteChangeFeed> {
    const feed = new PgliteChangeFeed(pglite);
    feed.unsubscribe = await pglite.listen(CHANGES_CHANNEL, (payload) => feed.emit(payload));
    feed.emit(FEED_RESET);
    return feed;
  }

  async close(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    if (unsubscribe && !this.pglite.closed) await unsubscribe();
  }
}

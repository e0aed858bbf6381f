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

/**
 * LISTEN on its own connection (not a pool's: a pooled client is handed to other queries).
 * When the connection drops the feed stops being live at once and reconnects every `retryMs`;
 * when it is back it announces FEED_RESET.
 */
export class PostgresChangeFeed extends BaseChangeFeed {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly retryMs = 1_000,
  ) {
    super();
  }

  get live(): boolean {
    return this.connected;
  }

  /** Resolves after the first attempt, live or not (it keeps retrying in the background). */
  static async open(connectionString: string, retryMs?: number): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString, retryMs);
    await feed.connect();
    return feed;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
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
      this.emit(FEED_RESET);
    } catch {
      this.lost(client);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
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
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => {});
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

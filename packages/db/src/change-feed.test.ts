import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangeFeed, FEED_RESET, PostgresChangeFeed } from "./change-feed";
import { insertUser } from "./queries/users";
import { createTestDb, type TestDb, testEngine } from "./testing";

/** Waits until `predicate` holds (notices arrive asynchronously on PostgreSQL). */
async function until(predicate: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for a change notice");
    await new Promise((r) => setTimeout(r, 5));
  }
}

let db: TestDb;
let feed: ChangeFeed;
const received: string[] = [];
beforeAll(async () => {
  db = await createTestDb();
  feed = await db.openChangeFeed();
  feed.subscribe((payload) => received.push(payload));
});
afterAll(async () => {
  await feed?.close();
  await db?.close();
});

describe("the change feed", () => {
  it("is live once opened", () => {
    expect(feed.live).toBe(true);
  });

  it("announces product, user and session changes when they commit", async () => {
    received.length = 0;
    await db.db.insertInto("products").values({ name: "Feed Product" }).execute();
    await until(() => received.includes("products"));

    const user = await insertUser(db.db, {
      username: "feed-user",
      email: "feed-user@example.com",
      passwordHash: "x",
      role: "user",
      approved: true,
    });
    await db.db
      .insertInto("sessions")
      .values({
        sid: "feed-sid",
        user_id: user.id,
        data: "{}",
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    // Creating a user or a session announces nothing: no instance can have cached them.
    expect(received).toEqual(["products"]);

    await db.db.updateTable("users").set({ approved: false }).where("id", "=", user.id).execute();
    await until(() => received.includes(`user:${user.id}`));
    // Deleting the user cascades to its sessions: both are announced.
    await db.db.deleteFrom("users").where("id", "=", user.id).execute();
    await until(() => received.includes("session:feed-sid"));
  });

  it("announces a change only once its transaction commits", async () => {
    received.length = 0;
    await db.db.transaction().execute(async (tx) => {
      await tx
        .updateTable("products")
        .set({ name: "Renamed In Tx" })
        .where("name", "=", "Feed Product")
        .execute();
      await new Promise((r) => setTimeout(r, 50));
      expect(received).not.toContain("products");
    });
    await until(() => received.includes("products"));
  });
});

describe.skipIf(testEngine !== "postgres")("the PostgreSQL change feed", () => {
  it("stops being live when its connection dies, reconnects and announces a reset", async () => {
    const connectionString = db.connectionString as string;
    const own = await PostgresChangeFeed.open(connectionString, { retryMs: 50 });
    const events: string[] = [];
    own.subscribe((payload) => events.push(payload));
    try {
      expect(own.live).toBe(true);
      expect(events).toEqual([]); // subscribed after the first connection

      const admin = new pg.Client({ connectionString });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen studio_changes' and datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      await until(() => !own.live);
      await until(() => own.live && events.length === 1);
      expect(events).toEqual([FEED_RESET]);

      await sql`select pg_notify('studio_changes', 'products')`.execute(db.db);
      await until(() => events.includes("products"));
    } finally {
      await own.close();
    }
    expect(own.live).toBe(false);
  });
});

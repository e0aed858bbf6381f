import { countingStatements, createTestDb, type TestDb } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionCache, type SessionWithUser } from "./session-cache";
import { DatabaseSessionStore } from "./session-store";

const hour = 3_600_000;

function session(userId: number | null, expiresAt = new Date(Date.now() + hour)): SessionWithUser {
  return {
    data: { userId },
    expiresAt,
    user:
      userId === null
        ? null
        : {
            id: userId,
            username: `u${userId}`,
            email: `u${userId}@example.com`,
            role: "user",
            approved: true,
            createdAt: new Date(0),
          },
  };
}

function setup() {
  const clock = { now: 1_000_000, live: true };
  const cache = new SessionCache(
    () => clock.live,
    30_000,
    () => clock.now,
  );
  const put = (sid: string, value: SessionWithUser) => cache.keep(sid, value, cache.begin());
  return { clock, cache, put };
}

describe("SessionCache", () => {
  it("serves what it kept while change notices arrive, and nothing while they do not", () => {
    const { clock, cache, put } = setup();
    put("a", session(1));
    expect(cache.get("a")?.user?.id).toBe(1);
    clock.live = false;
    expect(cache.get("a")).toBeUndefined();
    put("b", session(2));
    clock.live = true;
    expect(cache.get("b")).toBeUndefined();
  });

  it("drops entries past its TTL or past the session's own expiry", () => {
    const { clock, cache, put } = setup();
    put("a", session(1));
    put("short", session(2, new Date(clock.now + 5_000)));
    clock.now += 6_000;
    expect(cache.get("short")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    clock.now += 30_000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not keep a read that overlapped a change", () => {
    const { cache } = setup();
    const token = cache.begin();
    cache.forget("other"); // any change while the read was in flight
    cache.keep("a", session(1), token);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets one session, one user's sessions, or everything", () => {
    const { cache, put } = setup();
    put("a1", session(1));
    put("a2", session(1));
    put("b", session(2));
    put("c", session(3));
    cache.forget("c");
    expect(cache.get("c")).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a2")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    cache.clear();
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps nothing for a quiet period after an account write here, maybe not yet committed", () => {
    const { clock, cache, put } = setup();
    put("b", session(2));
    cache.forgetUser(1, { quiet: true });
    expect(cache.get("b")).toBeDefined(); // another account's session stays
    put("a", session(1));
    expect(cache.get("a")).toBeUndefined();
    clock.now += 1_001;
    put("a", session(1));
    expect(cache.get("a")).toBeDefined();
  });
});

describe("DatabaseSessionStore with a session cache", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db?.close());

  const load = (store: DatabaseSessionStore, sid: string) =>
    new Promise<unknown>((resolve, reject) =>
      store.get(sid, (error, value) => (error ? reject(error) : resolve(value))),
    );
  const call = (run: (done: (error?: unknown) => void) => void) =>
    new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

  it("answers repeat loads from memory and reads again after its own write or destroy", async () => {
    const counted = countingStatements(db.db, "sessions", ["SelectQueryNode"]);
    const cache = new SessionCache(() => true);
    const store = new DatabaseSessionStore(counted.db, cache);
    const cookie = { expires: new Date(Date.now() + hour) };
    const data = { userId: undefined, cookie } as never;
    await call((done) => store.set("store-sid", data, done));

    expect(await load(store, "store-sid")).toMatchObject({ cookie: {} });
    await load(store, "store-sid");
    await load(store, "store-sid");
    expect(counted.count()).toBe(1);

    await call((done) => store.set("store-sid", data, done));
    await load(store, "store-sid");
    expect(counted.count()).toBe(2);

    await call((done) => store.destroy("store-sid", done));
    expect(await load(store, "store-sid")).toBeNull();
    expect(await load(store, "store-sid")).toBeNull(); // a miss is never cached
    expect(counted.count()).toBe(4);
  });
});

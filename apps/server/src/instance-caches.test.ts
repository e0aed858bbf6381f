import type { ChangeFeed } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { ProductDto } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp, type TestClient } from "./testing";

/**
 * This instance's caches after edits made through it, with the database's change notices
 * silenced (a feed that says it is live and delivers nothing). What keeps the caches right here
 * is then only the services' own `CacheInvalidation` calls and the session store's: each test
 * below fails when the call it covers is removed. (change-feed and two-instances tests cover
 * the notices.)
 */
const silentFeed: ChangeFeed = { live: true, subscribe() {}, close: async () => {} };

let db: TestDb;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  db = await createTestDb();
  t = await createTestApp({ db: { ...db, openChangeFeed: async () => silentFeed } });
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(async () => {
  await t?.close();
  await db?.close();
});

/** The id of the session a client's cookie names (the signed cookie is `<id>.<signature>`). */
function sessionIdOf(client: TestClient): string {
  const cookie = decodeURIComponent(client.cookies.get("sid") ?? "");
  return cookie.slice(0, cookie.indexOf("."));
}

/** Signed-in reads until this instance serves the client's session from memory. */
async function untilSessionCached(client: TestClient): Promise<void> {
  await eventually(async () => {
    expect((await client.get("/api/user")).statusCode).toBe(200);
    expect(t.app.caches.sessions.get(sessionIdOf(client))).toBeDefined();
  }, 5_000);
}

async function signedIn(): Promise<{ client: TestClient; id: number; username: string }> {
  const user = await t.createUser();
  const client = t.client();
  await client.loginAs(user);
  await untilSessionCached(client);
  return { client, id: user.id, username: user.username };
}

describe("the session cache after this instance's own writes", () => {
  it("serves a stale owner after a write it was not told about (the notices are silenced)", async () => {
    const { client, id } = await signedIn();
    await t.db.db
      .updateTable("users")
      .set({ username: "behind_the_back" })
      .where("id", "=", id)
      .execute();
    expect((await client.get("/api/user")).json().username).not.toBe("behind_the_back");
  });

  it("shows an account edit on the owner's next request", async () => {
    const { client, id, username } = await signedIn();
    const renamed = `${username}_renamed`;
    expect((await admin.put(`/api/users/${id}`, { username: renamed })).statusCode).toBe(200);
    expect((await client.get("/api/user")).json().username).toBe(renamed);
  });

  it("shows a quota edit in the owner's usage figure at once", async () => {
    const { client, id } = await signedIn();
    expect((await client.get("/api/user")).json().usage.monthlyTokenQuota).toBeNull();
    expect((await admin.put(`/api/users/${id}`, { monthlyTokenQuota: 5000 })).statusCode).toBe(200);
    expect((await client.get("/api/user")).json().usage.monthlyTokenQuota).toBe(5000);
  });

  it("ends the session at once when the account is unapproved", async () => {
    const { client, id } = await signedIn();
    await admin.patch(`/api/users/${id}/approval`, { approved: false });
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("ends the session at once when the account is deleted", async () => {
    const { client, id } = await signedIn();
    expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(200);
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("ends the session at once when an administrator sets a new password", async () => {
    const { client, id } = await signedIn();
    await admin.put(`/api/users/${id}`, { password: "a-brand-new-password" });
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("ends every session of a bulk-deleted account at once", async () => {
    const one = await signedIn();
    const two = await signedIn();
    const bulk = await admin.post("/api/users/bulk-delete", { ids: [one.id, two.id] });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect((await one.client.get("/api/user")).statusCode).toBe(401);
    expect((await two.client.get("/api/user")).statusCode).toBe(401);
  });

  it("lets a pending account's session in at once when it is bulk-approved", async () => {
    const { client, id } = await signedIn();
    // Unapproved behind the app's back, as a notice would report it: the session stays, and
    // this instance caches it with its pending owner (signed out while pending).
    await t.db.db.updateTable("users").set({ approved: false }).where("id", "=", id).execute();
    t.app.caches.sessions.forgetUser(id);
    await eventually(async () => {
      expect((await client.get("/api/user")).statusCode).toBe(401);
      expect(t.app.caches.sessions.get(sessionIdOf(client))?.user?.approved).toBe(false);
    }, 5_000);

    await admin.post("/api/users/bulk-approve", { ids: [id] });
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });

  it("refuses a logged-out session's cookie at once", async () => {
    const { client } = await signedIn();
    const cookie = client.cookies.get("sid") as string;
    await client.post("/api/logout");
    const replay = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `sid=${cookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe("the product list after this instance's own writes", () => {
  const visitor = () => t.client();
  const names = async () =>
    ((await visitor().get("/api/products")).json() as ProductDto[]).map((p) => p.name);
  /** Reads until the list (and its stored response) is served from memory again. */
  const untilListCached = () =>
    eventually(async () => {
      await names();
      await names();
      expect(t.app.caches.productList.peek()).toBeDefined();
    }, 5_000);

  it("shows a created, renamed and deleted product on the next read", async () => {
    await untilListCached();
    const created = (await admin.post("/api/products", { name: "Own Write Alpha" })).json();
    expect(await names()).toContain("Own Write Alpha");

    await untilListCached();
    await admin.put(`/api/products/${created.id}`, { name: "Own Write Beta" });
    expect(await names()).toEqual(expect.arrayContaining(["Own Write Beta"]));
    expect(await names()).not.toContain("Own Write Alpha");

    await untilListCached();
    await admin.delete(`/api/products/${created.id}`);
    expect(await names()).not.toContain("Own Write Beta");
  });
});

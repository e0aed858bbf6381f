import { createTestDb, type TestDb } from "@studio/db/testing";
import type { PromptTemplateDto } from "@studio/shared";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp } from "../testing";

/**
 * Two app instances on one database (two pools on PostgreSQL; two Kysely handles on one PGlite),
 * as N instances behind a load balancer run: what one instance writes, the other enforces.
 */
let db: TestDb;
let a: TestApp;
let b: TestApp;
let closeSecond: () => Promise<void>;

beforeAll(async () => {
  db = await createTestDb();
  const second = await db.openSecondHandle();
  closeSecond = second.close;
  a = await createTestApp({ db });
  b = await createTestApp({ db: { ...db, ...second } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await closeSecond?.();
  await db?.close();
});

/** The same browser talking to either instance: `sync` copies one jar into the other. */
function browser() {
  const onA = a.client();
  const onB = b.client();
  const sync = (from: typeof onA, to: typeof onA) => {
    to.cookies.clear();
    for (const [name, value] of from.cookies) to.cookies.set(name, value);
  };
  return { onA, onB, toB: () => sync(onA, onB), toA: () => sync(onB, onA) };
}

describe("two instances on one database", () => {
  it("share a session: signed in on one, signed in on the other; signed out everywhere", async () => {
    const user = await a.createUser();
    const { onA, onB, toB } = browser();
    expect((await onA.loginAs(user)).statusCode).toBe(200);
    toB();
    expect(onB.cookies.size).toBe(1);

    expect((await onB.get("/api/user")).json()).toMatchObject({ username: user.username });
    expect((await onA.get("/api/user")).statusCode).toBe(200); // cached on A too

    expect((await onB.post("/api/logout")).statusCode).toBe(200);
    // A still holds the old cookie: the session it names was destroyed on B, and B's change
    // reaches A's session cache as a commit notice.
    expect(onA.cookies.size).toBe(1);
    await eventually(async () => expect((await onA.get("/api/user")).statusCode).toBe(401));
  });

  it("share a session revoked by an administrator on the other instance", async () => {
    const user = await a.createUser();
    const { onA } = browser();
    await onA.loginAs(user);
    expect((await onA.get("/api/user")).statusCode).toBe(200); // cached on A
    const admin = b.client();
    await admin.loginAs(TEST_ADMIN);

    const unapprove = await admin.patch(`/api/users/${user.id}/approval`, { approved: false });
    expect(unapprove.statusCode).toBe(200);

    await eventually(async () => expect((await onA.get("/api/user")).statusCode).toBe(401));
  });

  it("share the login throttle: failures on either instance count together", async () => {
    const user = await a.createUser();
    const wrong = { username: user.username, password: "not the password" };
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      expect((await instance.client().loginAs(wrong)).statusCode).toBe(401);
    }
    // Even the right password is refused now, on both instances.
    const onA = await a.client().loginAs(user);
    const onB = await b.client().loginAs(user);
    expect(onA.statusCode).toBe(429);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().error).toBeTruthy();
  });

  it("keep one active template per bot type when both activate at once", async () => {
    const adminA = a.client();
    const adminB = b.client();
    await adminA.loginAs(TEST_ADMIN);
    await adminB.loginAs(TEST_ADMIN);
    const template = "Write about {topic} for {product}. Facts: {knowledgeBase}";
    const create = async (name: string) =>
      (
        await adminA.post("/api/prompt-templates", {
          botType: "sam",
          name,
          template,
          active: false,
        })
      ).json() as PromptTemplateDto;
    const first = await create("Two-instance one");
    const second = await create("Two-instance two");

    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        adminA.put(`/api/prompt-templates/${first.id}`, { active: true }),
        adminB.put(`/api/prompt-templates/${second.id}`, { active: true }),
      ]);
      for (const r of results) expect(r.statusCode).toBeLessThan(500);
      for (const instance of [adminA, adminB]) {
        const list: PromptTemplateDto[] = (
          await instance.get("/api/prompt-templates?botType=sam")
        ).json();
        expect(list.filter((x) => x.active)).toHaveLength(1);
      }
    }
  });
});

/** GET /api/user with an API key instead of a cookie. */
function meWithKey(app: TestApp, key: string) {
  return app.app.inject({
    method: "GET",
    url: "/api/user",
    headers: { authorization: `Bearer ${key}` },
  });
}

// Keys are read from the database on every request, so what one instance revokes (or the owner
// losing approval) the other refuses on the very next request.
describe("API keys across two instances", () => {
  it("a key revoked on one instance stops working on the other at once", async () => {
    const session = a.client();
    await session.loginAs(await a.createUser());
    const created = (await session.post("/api/api-keys", { name: "x", scopes: ["read"] })).json();
    expect((await meWithKey(b, created.key)).statusCode).toBe(200);

    expect((await session.delete(`/api/api-keys/${created.id}`)).statusCode).toBe(200);

    expect((await meWithKey(b, created.key)).statusCode).toBe(401);
    expect((await meWithKey(a, created.key)).statusCode).toBe(401);
  });

  it("a key of an owner unapproved on one instance stops working on the other at once", async () => {
    const user = await a.createUser();
    const session = a.client();
    await session.loginAs(user);
    const created = (await session.post("/api/api-keys", { name: "x", scopes: ["read"] })).json();
    expect((await meWithKey(b, created.key)).statusCode).toBe(200);

    const admin = a.client();
    await admin.loginAs(TEST_ADMIN);
    await admin.patch(`/api/users/${user.id}/approval`, { approved: false });

    expect((await meWithKey(b, created.key)).statusCode).toBe(401);
  });
});

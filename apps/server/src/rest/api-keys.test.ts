import {
  API_KEYS_PER_ACCOUNT,
  type ApiKeyDto,
  type ApiKeyScope,
  apiKeyMessages,
  type CreatedApiKeyDto,
} from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { readGenerationStream } from "../trpc-stream";

let t: TestApp;
let owner: TestClient;
let admin: TestClient;
let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_LIMIT_PER_MINUTE: "0" } });
  owner = t.client();
  admin = t.client();
  await owner.loginAs(await t.createUser());
  await admin.loginAs(TEST_ADMIN);
  catalog = await seedGenerationCatalog(t.db.db);
});
afterAll(() => t.close());

async function createKey(
  client: TestClient,
  body: { name?: string; scopes: ApiKeyScope[]; expiresAt?: string },
): Promise<CreatedApiKeyDto> {
  const response = await client.post("/api/api-keys", { name: "tool", ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function withKey(key: string, options: { method: string; url: string; payload?: unknown }) {
  return t.app.inject({
    method: options.method as "GET",
    url: options.url,
    headers: { authorization: `Bearer ${key}` },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

describe("/api/api-keys", () => {
  it("creates a key shown once, lists it without the key or hash, and revokes it", async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await createKey(owner, { name: "Newsletter bot", scopes: ["read"], expiresAt });
    expect(Object.keys(created).sort()).toEqual(
      ["createdAt", "expiresAt", "id", "key", "name", "prefix", "scopes"].sort(),
    );
    expect(created.key).toMatch(/^pr_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 11));
    expect(created.scopes).toEqual(["read"]);
    expect(new Date(created.expiresAt as unknown as string).toISOString()).toBe(expiresAt);

    const list = (await owner.get("/api/api-keys")).json() as ApiKeyDto[];
    const listed = list.find((k) => k.id === created.id);
    expect(listed).toMatchObject({
      name: "Newsletter bot",
      prefix: created.prefix,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(Object.keys(listed ?? {})).not.toContain("hash");

    expect((await withKey(created.key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const revoked = await owner.delete(`/api/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await withKey(created.key, { method: "GET", url: "/api/user" });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: "The API key is wrong, expired or revoked." });
  });

  it("records when a key was last used", async () => {
    const { id, key } = await createKey(owner, { scopes: ["read"] });
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const listed = ((await owner.get("/api/api-keys")).json() as ApiKeyDto[]).find(
      (k) => k.id === id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it("refuses bad input with a clear 400 and visitors with 401", async () => {
    const noScopes = await owner.post("/api/api-keys", { name: "x", scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json().error).toBe("Choose at least one scope.");
    const badScope = await owner.post("/api/api-keys", { name: "x", scopes: ["root"] });
    expect(badScope.statusCode).toBe(400);
    const past = await owner.post("/api/api-keys", {
      name: "x",
      scopes: ["read"],
      expiresAt: "2001-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe("The expiry date must be in the future.");
    expect((await t.client().get("/api/api-keys")).statusCode).toBe(401);
  });

  it("refuses the admin scope to a user who is not an administrator", async () => {
    const response = await owner.post("/api/api-keys", { name: "x", scopes: ["admin"] });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another account's key, and lets an administrator revoke any", async () => {
    const created = await createKey(owner, { scopes: ["read"] });
    const other = t.client();
    await other.loginAs(await t.createUser());
    expect((await other.delete(`/api/api-keys/${created.id}`)).statusCode).toBe(404);
    expect((await other.get("/api/api-keys")).json()).toEqual([]);

    const all = await admin.trpc("query", "apiKeys.listAll");
    expect(all.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: created.id, owner: expect.anything() }),
      ]),
    );
    expect((await other.trpc("query", "apiKeys.listAll")).status).toBe(403);
    const another = await createKey(other, { scopes: ["read"] });
    expect((await other.trpc("mutation", "apiKeys.revokeAny", { id: created.id })).status).toBe(
      403,
    );
    const revokedByAdmin = await admin.trpc("mutation", "apiKeys.revokeAny", { id: another.id });
    expect(revokedByAdmin.data).toMatchObject({ id: another.id, revokedAt: expect.any(String) });
    expect((await admin.delete(`/api/api-keys/${created.id}`)).statusCode).toBe(200);
    expect((await withKey(created.key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("does not let a key manage keys (a leaked key cannot mint more)", async () => {
    const { key, id } = await createKey(owner, { scopes: ["read", "generate", "chat"] });
    const mint = await withKey(key, {
      method: "POST",
      url: "/api/api-keys",
      payload: { name: "more", scopes: ["read"] },
    });
    expect(mint.statusCode).toBe(403);
    expect((await withKey(key, { method: "GET", url: "/api/api-keys" })).statusCode).toBe(403);
    expect((await withKey(key, { method: "DELETE", url: `/api/api-keys/${id}` })).statusCode).toBe(
      403,
    );
  });
});

describe("bearer authentication", () => {
  it("answers 401 to a wrong, malformed or expired key, even on public reads", async () => {
    for (const key of ["pr_nope", "not-a-key", ""]) {
      const response = await withKey(key, { method: "GET", url: "/api/products" });
      expect(response.statusCode).toBe(401);
      const trpc = await withKey(key, { method: "GET", url: "/trpc/catalog.products" });
      expect(trpc.statusCode).toBe(401);
    }
    const { id, key } = await createKey(owner, { scopes: ["read"] });
    await t.db.db
      .updateTable("api_keys")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where("id", "=", id)
      .execute();
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("stops a key the moment its owner is unapproved, demoted or deleted", async () => {
    const user = await t.createUser({ role: "admin" });
    const session = t.client();
    await session.loginAs(user);
    const { key } = await createKey(session, { scopes: ["read", "admin"] });
    expect((await withKey(key, { method: "GET", url: "/api/users" })).statusCode).toBe(200);

    // Demoted (by any writer): the admin scope grants nothing any more; the rest still works.
    await t.db.db.updateTable("users").set({ role: "user" }).where("id", "=", user.id).execute();
    expect((await withKey(key, { method: "GET", url: "/api/users" })).statusCode).toBe(403);
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);

    await admin.patch(`/api/users/${user.id}/approval`, { approved: false });
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);

    // Unapproving revoked the key: approving the account again does not bring it back.
    await admin.patch(`/api/users/${user.id}/approval`, { approved: true });
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    await admin.delete(`/api/users/${user.id}`);
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("revokes every key of an account whose password changes, on both transports", async () => {
    const person = await t.createUser();
    const session = t.client();
    await session.loginAs(person);
    const viaRest = await createKey(session, { scopes: ["read"] });
    const viaTrpc = await createKey(session, { scopes: ["read", "generate"] });
    const untouched = await createKey(owner, { scopes: ["read"] });

    const rest = await admin.put(`/api/users/${person.id}`, { password: "a brand new password" });
    expect(rest.statusCode).toBe(200);
    expect((await withKey(viaRest.key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect((await withKey(viaTrpc.key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect((await withKey(untouched.key, { method: "GET", url: "/api/user" })).statusCode).toBe(
      200,
    );
    // The person's own session ended with the old password; signed in again, the list says so.
    await session.loginAs({ ...person, password: "a brand new password" });
    const listed = (await session.get("/api/api-keys")).json() as ApiKeyDto[];
    expect(listed.map((k) => k.revokedAt !== null)).toEqual([true, true]);

    // tRPC: an administrator changing their own password loses their keys too.
    const other = await t.createUser({ role: "admin" });
    const otherSession = t.client();
    await otherSession.loginAs(other);
    const own = await createKey(otherSession, { scopes: ["read", "admin"] });
    const changed = await otherSession.trpc("mutation", "admin.users.update", {
      id: other.id,
      username: other.username,
      email: other.email,
      password: "another new password",
    });
    expect(changed.status).toBe(200);
    expect((await withKey(own.key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    // A name change alone keeps the keys.
    const kept = await createKey(otherSession, { scopes: ["read"] });
    await otherSession.trpc("mutation", "admin.users.update", {
      id: other.id,
      username: `${other.username}-renamed`,
      email: other.email,
    });
    expect((await withKey(kept.key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
  });

  it("gives a re-promoted administrator none of the admin keys their demotion revoked", async () => {
    const person = await t.createUser({ role: "admin" });
    const session = t.client();
    await session.loginAs(person);
    const adminKey = await createKey(session, { scopes: ["read", "admin"] });
    const readKey = await createKey(session, { scopes: ["read"] });
    const body = { username: person.username, email: person.email };

    expect((await admin.put(`/api/users/${person.id}`, { ...body, role: "user" })).statusCode).toBe(
      200,
    );
    const promoted = await admin.trpc("mutation", "admin.users.update", {
      id: person.id,
      ...body,
      role: "admin",
    });

    expect(promoted.status).toBe(200);
    expect((await withKey(adminKey.key, { method: "GET", url: "/api/users" })).statusCode).toBe(
      401,
    );
    expect((await withKey(adminKey.key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    // A key that never held the admin scope was not suspended by the demotion, so it stays.
    expect((await withKey(readKey.key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
  });

  it("keeps an unapproved account's keys revoked when it is approved again over tRPC", async () => {
    const person = await t.createUser();
    const session = t.client();
    await session.loginAs(person);
    const { key } = await createKey(session, { scopes: ["read"] });

    await admin.trpc("mutation", "admin.users.setApproval", { id: person.id, approved: false });
    await admin.trpc("mutation", "admin.users.setApproval", { id: person.id, approved: true });

    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("stores only a hash: the plaintext key is in no text column of the database", async () => {
    const { key } = await createKey(owner, { scopes: ["read"] });
    expect((await withKey(key, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`.execute(t.db.db);
    expect(columns.rows.length).toBeGreaterThan(5);
    const secret = key.slice(3); // the random part, whatever was stored around it
    for (const { table_name, column_name } of columns.rows) {
      const found = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text like ${`%${secret}%`}`.execute(t.db.db);
      expect(found.rows[0]?.n, `${table_name}.${column_name}`).toBe(0);
    }
  });

  it("ignores the session cookie on a key request and skips the cookie CSRF check", async () => {
    // The session is an admin's; the key is a user's with only 'read'.
    const { key } = await createKey(owner, { scopes: ["read"] });
    const both = await admin.request({
      method: "GET",
      url: "/api/users",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(both.statusCode).toBe(403);
    const me = await admin.request({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(me.json().role).toBe("user");

    // Cross-site with a cookie: refused for the cookie; with a key, the key alone decides.
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    const body = { name: "x", scopes: ["read"] };
    const cookieOnly = await admin.request({
      method: "POST",
      url: "/api/api-keys",
      headers: crossSite,
      payload: body,
    });
    expect(cookieOnly.statusCode).toBe(403);
    expect(cookieOnly.json().error).toBe("Cross-site requests are not allowed.");
    const withBoth = await admin.request({
      method: "POST",
      url: "/api/api-keys",
      headers: { ...crossSite, authorization: `Bearer ${key}` },
      payload: body,
    });
    // Not the CSRF refusal: the key's own answer (keys cannot manage keys).
    expect(withBoth.statusCode).toBe(403);
    expect(withBoth.json().error).toBe("This needs a signed-in session; API keys cannot do it.");
  });

  it("counts a key's generations against its owner's hourly allowance", async () => {
    const limited = await createTestApp({
      db: t.db,
      env: { GENERATION_LIMIT_USER_PER_HOUR: "1" },
    });
    try {
      const session = limited.client();
      await session.loginAs(await limited.createUser());
      const created = (
        await session.post("/api/api-keys", { name: "x", scopes: ["generate"] })
      ).json();
      const body = {
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "newsletter",
      };

      const byKey = await limited.app.inject({
        method: "POST",
        url: "/api/generate",
        headers: { authorization: `Bearer ${created.key}` },
        payload: body,
      });
      const bySession = await session.post("/api/generate", body);

      expect(byKey.statusCode).toBe(200);
      expect(bySession.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("counts a key's requests against its own per-minute limit", async () => {
    const limited = await createTestApp({ db: t.db, env: { API_KEY_LIMIT_PER_MINUTE: "2" } });
    try {
      const session = limited.client();
      await session.loginAs(await limited.createUser());
      const created = (await session.post("/api/api-keys", { name: "x", scopes: ["read"] })).json();
      const call = () =>
        limited.app.inject({
          method: "GET",
          url: "/api/user",
          headers: { authorization: `Bearer ${created.key}` },
        });
      // The window may roll over between calls; at most one of three is then over the limit.
      const statuses = [await call(), await call(), await call()].map((r) => r.statusCode);
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      const third = await call();
      if (statuses[2] !== 429) expect(third.statusCode).toBe(429);
      else expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("limits", () => {
  it(`holds an account to ${API_KEYS_PER_ACCOUNT} usable keys, naming the limit, on both transports`, async () => {
    const session = t.client();
    await session.loginAs(await t.createUser());
    // Revoked and expired keys do not count.
    const old = await createKey(session, { scopes: ["read"] });
    await session.delete(`/api/api-keys/${old.id}`);
    const expiring = await createKey(session, { scopes: ["read"] });
    await t.db.db
      .updateTable("api_keys")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where("id", "=", expiring.id)
      .execute();
    // Asked for all at once (and a few more): the limit holds under concurrency too.
    const answers = await Promise.all(
      Array.from({ length: API_KEYS_PER_ACCOUNT + 3 }, (_, i) =>
        session.post("/api/api-keys", { name: `tool ${i}`, scopes: ["read"] }),
      ),
    );
    const rest = await session.post("/api/api-keys", { name: "one more", scopes: ["read"] });
    const trpc = await session.trpc("mutation", "apiKeys.create", {
      name: "one more",
      scopes: ["read"],
    });

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(API_KEYS_PER_ACCOUNT);
    for (const refused of [...answers.filter((a) => a.statusCode !== 201), rest]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(apiKeyMessages.tooManyKeys(API_KEYS_PER_ACCOUNT));
    }
    expect(trpc.status).toBe(409);
    expect(trpc.error?.message).toBe(apiKeyMessages.tooManyKeys(API_KEYS_PER_ACCOUNT));

    // Revoking one makes room for another.
    const [first] = (await session.get("/api/api-keys")).json() as ApiKeyDto[];
    await session.delete(`/api/api-keys/${first?.id}`);
    expect(
      (await session.post("/api/api-keys", { name: "again", scopes: ["read"] })).statusCode,
    ).toBe(201);
  });

  it("counts each call of a tRPC batch against the key's per-minute limit", async () => {
    const limited = await createTestApp({ db: t.db, env: { API_KEY_LIMIT_PER_MINUTE: "10" } });
    try {
      const session = limited.client();
      await session.loginAs(await limited.createUser());
      const created = (await session.post("/api/api-keys", { name: "x", scopes: ["read"] })).json();
      const batch = (calls: number) =>
        limited.app.inject({
          method: "GET",
          url: `/trpc/${Array(calls).fill("auth.me").join(",")}?batch=1&input=${encodeURIComponent("{}")}`,
          headers: { authorization: `Bearer ${created.key}` },
        });

      // One request of 11 calls is 11 requests against a limit of 10 (in any one minute).
      const eleven = await batch(11);

      expect(eleven.statusCode).toBe(429);
      expect(JSON.stringify(eleven.json())).toContain("too many requests");
    } finally {
      await limited.close();
    }
  });
});

/** Scopes × routes on both transports: with the scope it works, without it 403. */
describe("scopes × routes", () => {
  type Case = {
    name: string;
    scope: ApiKeyScope;
    rest: { method: string; url: () => string; payload?: () => unknown; ok: number };
    trpc: { kind: "query" | "mutation" | "stream"; path: string; input?: () => unknown };
  };
  const generateBody = () => ({
    productId: catalog.product.id,
    topicId: catalog.topic.id,
    botType: "newsletter",
  });
  const cases: Case[] = [
    {
      name: "current user",
      scope: "read",
      rest: { method: "GET", url: () => "/api/user", ok: 200 },
      trpc: { kind: "query", path: "auth.me" },
    },
    {
      name: "products",
      scope: "read",
      rest: { method: "GET", url: () => "/api/products", ok: 200 },
      trpc: { kind: "query", path: "catalog.products" },
    },
    {
      name: "topics",
      scope: "read",
      rest: { method: "GET", url: () => "/api/topics", ok: 200 },
      trpc: { kind: "query", path: "catalog.topics" },
    },
    {
      name: "generate",
      scope: "generate",
      rest: { method: "POST", url: () => "/api/generate", payload: generateBody, ok: 200 },
      trpc: { kind: "stream", path: "generation.generate", input: generateBody },
    },
    {
      name: "conversations",
      scope: "chat",
      rest: { method: "POST", url: () => "/api/conversations", payload: () => ({}), ok: 201 },
      trpc: { kind: "query", path: "conversations.list" },
    },
    {
      name: "admin users",
      scope: "admin",
      rest: { method: "GET", url: () => "/api/users", ok: 200 },
      trpc: { kind: "query", path: "admin.users.listWindow" },
    },
  ];

  async function callTrpc(key: string, c: Case): Promise<{ ok: boolean; code: string | null }> {
    const input = c.trpc.input?.();
    if (c.trpc.kind === "stream") {
      const response = await t.app.inject({
        method: "POST",
        url: `/trpc/${c.trpc.path}?batch=1`,
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          "trpc-accept": "application/jsonl",
        },
        payload: JSON.stringify({ 0: input }),
      });
      const { events, error } = readGenerationStream(response.body);
      return { ok: events.some((e) => e.type === "done"), code: error?.code ?? null };
    }
    const response =
      c.trpc.kind === "query"
        ? await withKey(key, {
            method: "GET",
            url: `/trpc/${c.trpc.path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          })
        : await withKey(key, { method: "POST", url: `/trpc/${c.trpc.path}`, payload: input ?? {} });
    const body = response.json() as { error?: { data: { code: string } } };
    return { ok: response.statusCode === 200, code: body.error?.data.code ?? null };
  }

  // The admin's keys: every scope is allowed to an administrator.
  const keys = new Map<ApiKeyScope, string>();
  beforeAll(async () => {
    for (const scope of ["read", "generate", "chat", "admin"] as const) {
      keys.set(scope, (await createKey(admin, { scopes: [scope] })).key);
    }
  });

  for (const c of cases) {
    for (const scope of ["read", "generate", "chat", "admin"] as const) {
      const allowed = scope === c.scope;
      it(`${c.name} with a '${scope}' key: ${allowed ? "allowed" : "403"} on REST and tRPC`, async () => {
        const key = keys.get(scope) ?? "";
        const rest = await withKey(key, {
          method: c.rest.method,
          url: c.rest.url(),
          ...(c.rest.payload ? { payload: c.rest.payload() } : {}),
        });
        const trpc = await callTrpc(key, c);
        if (allowed) {
          expect(rest.statusCode, rest.body).toBe(c.rest.ok);
          expect(trpc).toEqual({ ok: true, code: null });
        } else {
          expect(rest.statusCode).toBe(403);
          expect(rest.json().error).toBe(`This API key does not have the '${c.scope}' scope.`);
          expect(trpc).toEqual({ ok: false, code: "FORBIDDEN" });
        }
      });
    }
  }
});

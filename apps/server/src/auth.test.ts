import { addHit } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import {
  authMessages,
  httpMessages,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_WINDOW_SECONDS,
  REMEMBER_ME_DAYS,
  SIGNUP_MAX_PER_IP,
} from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, type TestApp } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sessionCookie(response: { cookies: unknown[] }) {
  return (
    response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
      httpOnly?: boolean;
      sameSite?: string;
    }[]
  ).find((c) => c.name === "sid");
}

describe("login", () => {
  it("signs in by username and by email (any case), never returning the hash", async () => {
    const user = await t.createUser({ username: "Alice", email: "Alice@Example.com" });

    const byName = await t
      .client()
      .post("/api/login", { username: "alice", password: user.password });
    const byEmail = await t
      .client()
      .post("/api/login", { email: " alice@example.COM\u0007", password: user.password });

    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      id: user.id,
      username: "Alice",
      role: "user",
      approved: true,
    });
    expect(byName.body).not.toMatch(/password|argon2/i);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().id).toBe(user.id);
  });

  it("keeps the session on later requests and regenerates the id at login", async () => {
    const user = await t.createUser();
    const client = t.client();
    client.cookies.set("sid", "planted-by-an-attacker");

    const login = await client.loginAs(user);
    const me = await client.get("/api/user");

    expect(login.statusCode).toBe(200);
    expect(client.cookies.get("sid")).not.toBe("planted-by-an-attacker");
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(user.username);
  });

  it("sets an HttpOnly SameSite=Lax browser-session cookie, or a 30-day one with remember me", async () => {
    const user = await t.createUser();

    const plain = sessionCookie(await t.client().loginAs(user, false));
    const remembered = sessionCookie(await t.client().loginAs(user, true));

    expect(plain).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(plain?.expires).toBeUndefined();
    expect(plain?.maxAge).toBeUndefined();
    const days = ((remembered?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REMEMBER_ME_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(REMEMBER_ME_DAYS);
  });

  it("answers an unknown account and a wrong password identically", async () => {
    const user = await t.createUser();

    const wrong = await t
      .client()
      .post("/api/login", { username: user.username, password: "not the password" });
    const unknown = await t
      .client()
      .post("/api/login", { username: "nobody-here", password: "not the password" });

    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: authMessages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("says 'pending approval' only after the password verified", async () => {
    const pending = await t.createUser({ approved: false });

    const right = await t.client().loginAs(pending);
    const wrong = await t
      .client()
      .post("/api/login", { username: pending.username, password: "nope-nope" });

    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: authMessages.pendingApproval });
    expect(sessionCookie(right)).toBeUndefined();
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(authMessages.invalidCredentials);
  });

  it("refuses a missing identifier or password with a readable 400", async () => {
    const response = await t.client().post("/api/login", { username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(authMessages.missingInformation);
  });

  it("throttles repeated failures for an account with 429 and Retry-After, even for the right password", async () => {
    const user = await t.createUser();
    const client = t.client();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect(
        (await client.post("/api/login", { username: user.username, password: `wrong-${i}` }))
          .statusCode,
      ).toBe(401);
    }

    const blocked = await client.loginAs(user);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many login attempts/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("evaluates at most the limit of 30 wrong passwords sent at once, then refuses the right one", async () => {
    const user = await t.createUser();
    const remoteAddress = "10.1.0.1";

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress,
          payload: { username: user.username, password: `wrong-${i}` },
        }),
      ),
    );
    const right = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress,
      payload: { username: user.username, password: user.password },
    });

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      30 - LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    );
    expect(right.statusCode).toBe(429);
  });

  it("lets a burst of right passwords in again once the attempts in flight have finished", async () => {
    const user = await t.createUser();
    const remoteAddress = "10.1.0.2";
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress,
        payload: { username: user.username, password: user.password },
      });

    const burst = await Promise.all(Array.from({ length: 12 }, attempt));
    const after = await attempt();

    const statuses = burst.map((a) => a.statusCode);
    // Only a few are tried at once; the rest are refused, and the refusals count for nothing.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(after.statusCode).toBe(200);
  });

  it("counts every auth.login call of one tRPC batch", async () => {
    const user = await t.createUser();
    const calls = 18;
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [
        String(i),
        { username: user.username, password: `wrong-${i}` },
      ]),
    );

    const batch = await t.app.inject({
      method: "POST",
      url: `/trpc/${Array(calls).fill("auth.login").join(",")}?batch=1`,
      remoteAddress: "10.1.0.2",
      payload: input,
    });
    const right = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.1.0.2",
      payload: { username: user.username, password: user.password },
    });

    const codes = (batch.json() as { error?: { data: { httpStatus: number } } }[]).map(
      (r) => r.error?.data.httpStatus,
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    expect(codes.filter((c) => c === 429)).toHaveLength(
      calls - LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    );
    expect(right.statusCode).toBe(429);
  });

  it("does not let failures from other addresses lock the owner out", async () => {
    const user = await t.createUser();
    const login = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress,
        payload: { username: user.username, password },
      });
    // The owner signed in from home before: that address is known to the account.
    expect((await login("10.2.0.1", user.password)).statusCode).toBe(200);

    // An attacker spreads guesses over many addresses: a few for real, the rest of the
    // account-wide budget counted straight into the shared counter (argon2 is slow on purpose).
    for (let i = 0; i < 3; i++) expect((await login(`10.3.0.${i}`, "guess")).statusCode).toBe(401);
    for (let i = 3; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      await addHit(t.db.db, `login:account:id:${user.id}`, LOGIN_WINDOW_SECONDS);
    }
    const fromNewAddress = await login("10.4.0.1", user.password);
    const fromHome = await login("10.2.0.1", user.password);

    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromHome.statusCode).toBe(200);
  });

  it("ends a session when the account loses its approval", async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);
    expect((await client.get("/api/user")).statusCode).toBe(200); // now in the session cache

    // Changed behind the app's back (psql, another instance): the commit notice ends it.
    await t.db.db.updateTable("users").set({ approved: false }).where("id", "=", user.id).execute();

    await eventually(async () => expect((await client.get("/api/user")).statusCode).toBe(401));
  });
});

describe("logout", () => {
  it("destroys the session server-side, so the old cookie no longer works", async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);
    const oldCookie = client.cookies.get("sid") as string;

    const logout = await client.post("/api/logout");
    const replay = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `sid=${oldCookie}` },
    });

    expect(logout.statusCode).toBe(200);
    expect(client.cookies.has("sid")).toBe(false);
    expect(replay.statusCode).toBe(401);
    const rows = await t.db.db
      .selectFrom("sessions")
      .select("sid")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("register", () => {
  it("creates a pending user and answers { message }", async () => {
    const response = await t.client().post("/api/register", {
      username: "newcomer",
      email: "newcomer@example.com",
      password: "long enough",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.registrationPending });
    expect(sessionCookie(response)).toBeUndefined();
    const row = await t.db.db
      .selectFrom("users")
      .select(["role", "approved"])
      .where("username", "=", "newcomer")
      .executeTakeFirst();
    expect(row).toEqual({ role: "user", approved: false });
  });

  it("refuses a taken username or email (case-insensitively) with 409 and { error }", async () => {
    await t.createUser({ username: "Taken", email: "taken@example.com" });

    const name = await t.client().post("/api/register", {
      username: "TAKEN",
      email: "other@example.com",
      password: "long enough",
    });
    const email = await t.client().post("/api/register", {
      username: "other",
      email: "TAKEN@example.com",
      password: "long enough",
    });

    expect(name.statusCode).toBe(409);
    expect(name.json()).toEqual({ error: authMessages.usernameTaken });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ error: authMessages.emailTaken });
  });

  it("throttles sign-ups per address with 429 and Retry-After", async () => {
    const signUp = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress,
        payload: { username: `burst${i}`, email: `burst${i}@example.com`, password: "long enough" },
      });
    for (let i = 0; i < SIGNUP_MAX_PER_IP; i++) {
      expect((await signUp(i, "10.5.0.1")).statusCode).toBe(200);
    }

    const refused = await signUp(SIGNUP_MAX_PER_IP, "10.5.0.1");
    const elsewhere = await signUp(SIGNUP_MAX_PER_IP + 1, "10.5.0.2");

    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many sign-ups/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(elsewhere.statusCode).toBe(200);
  });

  it("treats names differing only by Unicode case, width or accents as one account (409, never 500)", async () => {
    const owner = await t.createUser({ username: "kiosk", email: "kiosk@example.com" });
    const attempt = (username: string, email: string) =>
      t.client().post("/api/register", { username, email, password: "long enough" });

    const dotted = await attempt("KİOSK", "dotted@example.com"); // U+0130
    const fullWidth = await attempt("ｋｉｏｓｋ", "wide@example.com");
    const accented = await attempt("Kíosk", "accent@example.com");
    const signIn = await t.client().post("/api/login", {
      username: "KİOSK",
      password: owner.password,
    });

    for (const response of [dotted, fullWidth, accented]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: authMessages.usernameTaken });
    }
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().id).toBe(owner.id);
  });

  it("refuses invisible and control characters in names with a 400", async () => {
    for (const username of ["ad\u200bmin", "evil\u202eresu", "tab\tname"]) {
      const response = await t
        .client()
        .post("/api/register", { username, email: "inv@example.com", password: "long enough" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        "Username cannot contain invisible or control characters.",
      );
    }
  });

  it("applies the sign-up rules with the spec's messages", async () => {
    const response = await t.client().post("/api/register", {
      username: "shorty",
      email: "shorty@example.com",
      password: "short",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Password must be at least 8 characters.");
    const badEmail = await t
      .client()
      .post("/api/register", { username: "x", email: "not-an-email", password: "long enough" });
    expect(badEmail.json().error).toBe("Invalid email address.");
  });
});

describe("REST and tRPC give the same answers", () => {
  it("for me, login success and login failure", async () => {
    const user = await t.createUser();
    const rest = t.client();
    const trpc = t.client();

    const restFail = await rest.post("/api/login", {
      username: user.username,
      password: "wrong password",
    });
    const trpcFail = await trpc.trpc("mutation", "auth.login", {
      username: user.username,
      password: "wrong password",
    });
    const restOk = await rest.loginAs(user);
    const trpcOk = await trpc.trpc("mutation", "auth.login", {
      username: user.username,
      password: user.password,
    });
    const restMe = await rest.get("/api/user");
    const trpcMe = await trpc.trpc("query", "auth.me");

    expect(trpcFail.status).toBe(restFail.statusCode);
    expect(trpcFail.error?.message).toBe(restFail.json().error);
    expect(trpcOk.data).toEqual(restOk.json());
    expect(trpcMe.data).toEqual(restMe.json());
  });
});

describe("cross-site request protection", () => {
  async function signedIn() {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);
    return client;
  }

  it("refuses cookie-authenticated mutations from another site", async () => {
    const client = await signedIn();

    const bySite = await client.request({
      method: "POST",
      url: "/api/logout",
      headers: { "sec-fetch-site": "cross-site" },
    });
    const byOrigin = await client.request({
      method: "POST",
      url: "/trpc/auth.logout",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });

    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().error).toBe(httpMessages.crossSite);
    expect(byOrigin.statusCode).toBe(403);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });

  it("refuses a cookie-authenticated mutation whose body is not JSON", async () => {
    const client = await signedIn();
    const response = await client.request({
      method: "POST",
      url: "/api/logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(httpMessages.jsonOnly);
  });

  it("lets same-origin browsers and header-less API clients through", async () => {
    const client = await signedIn();
    const sameOrigin = await client.request({
      method: "POST",
      url: "/api/logout",
      headers: {
        "sec-fetch-site": "same-origin",
        origin: "http://localhost:80",
        host: "localhost:80",
      },
    });
    expect(sameOrigin.statusCode).toBe(200);

    const legacy = await signedIn();
    expect((await legacy.post("/api/logout")).statusCode).toBe(200);
  });
});

describe("limits and errors", () => {
  it("answers 413 with a message for a body over 1 MiB, on REST and tRPC", async () => {
    const huge = JSON.stringify({ username: "x".repeat(1024 * 1024 + 10), password: "x" });
    for (const url of ["/api/login", "/trpc/auth.login"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload: huge,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error ?? response.json().error?.message).toBeTruthy();
    }
  });

  it("answers broken JSON with 400 and a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.client().get("/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: httpMessages.notFound });
  });

  it("reports liveness and readiness", async () => {
    expect((await t.client().get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.client().get("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      database: { reachable: true, changeNotices: "live" },
    });
  });

  it("sets security headers on every kind of response", async () => {
    const client = t.client();
    for (const response of [
      await client.get("/healthz"),
      await client.get("/api/products"),
      await client.get("/trpc/catalog.products"),
      await client.get("/api/no-such-route"),
      await client.post("/api/login", {}),
    ]) {
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["x-request-id"]).toBeTruthy();
    }
  });
});

describe("sessions live in the database", () => {
  let shared: TestDb;
  beforeAll(async () => {
    shared = await createTestDb();
  });
  afterAll(() => shared.close());

  it("survive an app restart", async () => {
    const first = await createTestApp({ db: shared });
    const user = await first.createUser();
    const client = first.client();
    await client.loginAs(user);
    const cookie = client.cookies.get("sid") as string;
    await first.close();

    const second = await createTestApp({ db: shared });
    const me = await second.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `sid=${cookie}` },
    });
    await second.close();

    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it("are shared by two app instances on one database", async () => {
    const secondHandle = await shared.openSecondHandle();
    const a = await createTestApp({ db: shared });
    const b = await createTestApp({ db: { ...shared, ...secondHandle } });
    try {
      const user = await a.createUser();
      const client = a.client();
      await client.loginAs(user);

      const onB = await b.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { cookie: `sid=${client.cookies.get("sid")}` },
      });
      const logoutOnB = await b.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie: `sid=${client.cookies.get("sid")}` },
      });
      const onA = await client.get("/api/user");

      expect(onB.statusCode).toBe(200);
      expect(onB.json().id).toBe(user.id);
      expect(logoutOnB.statusCode).toBe(200);
      expect(onA.statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
      await secondHandle.close();
    }
  });
});

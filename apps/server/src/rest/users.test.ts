import type { AdminUserDto } from "@studio/shared";
import { userAdminMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

let t: TestApp;
let admin: TestClient;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  rootId = (await admin.loginAs(TEST_ADMIN)).json().id;
});
afterAll(() => t.close());

async function sessionsOf(userId: number): Promise<number> {
  const rows = await t.db.db
    .selectFrom("sessions")
    .select("sid")
    .where("user_id", "=", userId)
    .execute();
  return rows.length;
}

describe("user management", () => {
  it("lists users without any password or hash", async () => {
    await t.createUser({ username: "listed" });

    const response = await admin.get("/api/users");

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2|hash/i);
    expect(response.json()).toContainEqual(
      expect.objectContaining({ username: "listed", role: "user", approved: true }),
    );
  });

  it("creates an approved account that can log in, with role user by default", async () => {
    const response = await admin.post("/api/users", {
      username: "created",
      email: "created@example.com",
      password: "secret1",
    });
    const login = await t.client().loginAs({ username: "created", password: "secret1" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: "created",
      email: "created@example.com",
      role: "user",
      approved: true,
      createdAt: expect.any(String),
      monthlyTokenQuota: null,
    });
    expect(login.statusCode).toBe(200);
  });

  it("validates with the documented messages and refuses taken names and emails", async () => {
    await t.createUser({ username: "taken", email: "taken@example.com" });

    const empty = await admin.post("/api/users", { username: "", email: "", password: "" });
    const short = await admin.post("/api/users", {
      username: "a",
      email: "nope",
      password: "12345",
    });
    const dupName = await admin.post("/api/users", {
      username: "TAKEN",
      email: "other@example.com",
      password: "secret1",
    });
    const dupEmail = await admin.post("/api/users", {
      username: "fresh",
      email: "Taken@Example.com",
      password: "secret1",
    });

    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(
      "Username is required. Email is required. Password is required.",
    );
    expect(short.json().error).toBe(
      "Invalid email address. Password must be at least 6 characters.",
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupEmail.statusCode).toBe(409);
  });

  it("edits a user; an empty password keeps the current one, a new one works and signs them out", async () => {
    const user = await t.createUser({ username: "editable", password: "first-pass" });
    const userClient = t.client();
    await userClient.loginAs(user);

    const keep = await admin.put(`/api/users/${user.id}`, {
      username: "edited",
      email: "edited@example.com",
      role: "user",
      password: "",
    });
    const oldStillWorks = await t.client().loginAs({ username: "edited", password: "first-pass" });
    const change = await admin.put(`/api/users/${user.id}`, {
      username: "edited",
      email: "edited@example.com",
      password: "second-pass",
    });
    const newWorks = await t.client().loginAs({ username: "edited", password: "second-pass" });

    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({ username: "edited", email: "edited@example.com" });
    expect(oldStillWorks.statusCode).toBe(200);
    expect(change.statusCode).toBe(200);
    expect(newWorks.statusCode).toBe(200);
    expect((await userClient.get("/api/user")).statusCode).toBe(401);
  });

  it("changing your own password ends your other sessions and keeps this one", async () => {
    const me = await t.createUser({ role: "admin", password: "my-old-pass" });
    const here = t.client();
    const elsewhere = t.client();
    await here.loginAs(me);
    await elsewhere.loginAs(me);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(200);

    const change = await here.put(`/api/users/${me.id}`, {
      username: me.username,
      email: me.email,
      password: "my-new-pass",
    });

    expect(change.statusCode).toBe(200);
    expect((await here.get("/api/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    expect(await sessionsOf(me.id)).toBe(1);
    // Other tests here count administrators.
    expect((await admin.delete(`/api/users/${me.id}`)).statusCode).toBe(200);
  });

  it("unapproving ends every session of the user at once; approving lets them back in", async () => {
    const user = await t.createUser();
    const phone = t.client();
    const laptop = t.client();
    await phone.loginAs(user);
    await laptop.loginAs(user, true);
    expect(await sessionsOf(user.id)).toBe(2);
    // Signed-in reads, so this instance holds both sessions in its session cache.
    expect((await phone.get("/api/user")).statusCode).toBe(200);
    expect((await laptop.get("/api/user")).statusCode).toBe(200);

    const revoked = await admin.patch(`/api/users/${user.id}/approval`, { approved: false });

    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: user.id, approved: false });
    expect(await sessionsOf(user.id)).toBe(0);
    // On the instance that made the change: refused on the very next request.
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    expect((await t.client().loginAs(user)).statusCode).toBe(403);

    const restored = await admin.patch(`/api/users/${user.id}/approval`, { approved: true });
    expect(restored.json().approved).toBe(true);
    expect((await t.client().loginAs(user)).statusCode).toBe(200);
  });

  it("deleting a user ends their sessions and removes the account", async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);

    const deleted = await admin.delete(`/api/users/${user.id}`);
    const again = await admin.delete(`/api/users/${user.id}`);

    expect(deleted.statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await client.get("/api/user")).statusCode).toBe(401);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(userAdminMessages.notFound);
  });

  it("an admin cannot delete, demote or unapprove themselves", async () => {
    const me: AdminUserDto = (await admin.get("/api/user")).json();

    const del = await admin.delete(`/api/users/${rootId}`);
    const demote = await admin.put(`/api/users/${rootId}`, {
      username: me.username,
      email: me.email,
      role: "user",
    });
    const unapprove = await admin.patch(`/api/users/${rootId}/approval`, { approved: false });

    expect(del.statusCode).toBe(403);
    expect(del.json().error).toBe(userAdminMessages.cannotDeleteSelf);
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error).toBe(userAdminMessages.cannotDemoteSelf);
    expect(unapprove.statusCode).toBe(403);
    expect((await admin.get("/api/user")).json()).toMatchObject({ role: "admin", approved: true });
  });

  it("two admins demoting each other at once leave at least one admin", async () => {
    const a = await t.createUser({ role: "admin" });
    const b = await t.createUser({ role: "admin" });
    // Only a and b are admins for this test: the root admin steps aside through the database.
    await t.db.db.updateTable("users").set({ role: "user" }).where("id", "=", rootId).execute();
    const clientA = t.client();
    const clientB = t.client();
    await clientA.loginAs(a);
    await clientB.loginAs(b);

    try {
      const [byA, byB] = await Promise.all([
        clientA.put(`/api/users/${b.id}`, { username: b.username, email: b.email, role: "user" }),
        clientB.put(`/api/users/${a.id}`, { username: a.username, email: a.email, role: "user" }),
      ]);

      const statuses = [byA.statusCode, byB.statusCode].sort();
      const admins = await t.db.db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .execute();
      expect(admins).toHaveLength(1);
      // Whoever went second was either already demoted (403 as a user) or hit the last-admin rule.
      expect(statuses).toEqual([200, 403]);
    } finally {
      await t.db.db.updateTable("users").set({ role: "admin" }).where("id", "=", rootId).execute();
    }
  });

  it("a plain user cannot change their own role or approval", async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.loginAs(user);

    const promote = await client.put(`/api/users/${user.id}`, {
      username: user.username,
      email: user.email,
      role: "admin",
    });
    const approval = await client.patch(`/api/users/${user.id}/approval`, { approved: true });
    const viaTrpc = await client.trpc("mutation", "admin.users.update", {
      id: user.id,
      username: user.username,
      email: user.email,
      role: "admin",
    });

    expect(promote.statusCode).toBe(403);
    expect(approval.statusCode).toBe(403);
    expect(viaTrpc.status).toBe(403);
    expect((await client.get("/api/user")).json().role).toBe("user");
  });

  it("answers 400 for bad ids and a non-boolean approval", async () => {
    const user = await t.createUser();

    const badId = await admin.patch("/api/users/abc/approval", { approved: true });
    const badBody = await admin.patch(`/api/users/${user.id}/approval`, { approved: "yes" });

    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toContain("Invalid id");
    expect(badBody.statusCode).toBe(400);
  });
});

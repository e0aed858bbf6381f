import { findUserCredentials, insertApiKey, listApiKeysOfUser } from "@studio/db";
import { countingStatements, createTestDb, type TestDb } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noCacheInvalidation } from "../platform/cache-invalidation";
import { ensureAdministrator } from "./bootstrap-admin";
import { verifyPassword } from "./passwords";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const credentials = (username: string) => findUserCredentials(db.db, { username });

describe("ensureAdministrator", () => {
  it("creates the configured administrator, and a restart writes nothing", async () => {
    const admin = { username: "boot-admin", email: undefined, password: "boot-password-1" };
    await ensureAdministrator(db.db, admin);
    const created = await credentials("boot-admin");
    expect(created).toMatchObject({ role: "admin", approved: true });
    expect(await verifyPassword(created?.passwordHash ?? "", "boot-password-1")).toBe(true);

    const counted = countingStatements(db.db, "users", ["InsertQueryNode", "UpdateQueryNode"]);
    await ensureAdministrator(counted.db, admin);
    expect(counted.count()).toBe(0);
    expect((await credentials("boot-admin"))?.passwordHash).toBe(created?.passwordHash);
  });

  it("restores role, approval, email and password from the configuration", async () => {
    await ensureAdministrator(db.db, {
      username: "boot-fix",
      email: undefined,
      password: "first-pass-1",
    });
    await db.db
      .updateTable("users")
      .set({ role: "user", approved: false })
      .where("username", "=", "boot-fix")
      .execute();

    const changed: number[] = [];
    await ensureAdministrator(
      db.db,
      { username: "boot-fix", email: "boot-fix@example.com", password: "second-pass-2" },
      { ...noCacheInvalidation, userChanged: (id) => changed.push(id) },
    );

    const fixed = await credentials("boot-fix");
    expect(fixed).toMatchObject({ role: "admin", approved: true, email: "boot-fix@example.com" });
    expect(await verifyPassword(fixed?.passwordHash ?? "", "second-pass-2")).toBe(true);
    // The host's caches hear of it, as of any other account edit.
    expect(changed).toEqual([fixed?.id]);
  });

  it("a password reset through ADMIN_PASSWORD ends the administrator's sessions", async () => {
    const admin = { username: "boot-reset", email: undefined, password: "leaked-pass-1" };
    await ensureAdministrator(db.db, admin);
    const id = (await credentials("boot-reset"))?.id ?? 0;
    await db.db
      .insertInto("sessions")
      .values({
        sid: "boot-reset-session",
        user_id: id,
        data: JSON.stringify({ userId: id }),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();

    await ensureAdministrator(db.db, admin); // a plain restart keeps it
    const afterRestart = await db.db
      .selectFrom("sessions")
      .select("sid")
      .where("user_id", "=", id)
      .execute();
    await ensureAdministrator(db.db, { ...admin, password: "fresh-pass-2" });
    const afterReset = await db.db
      .selectFrom("sessions")
      .select("sid")
      .where("user_id", "=", id)
      .execute();

    expect(afterRestart).toHaveLength(1);
    expect(afterReset).toEqual([]);
  });

  it("a password reset through ADMIN_PASSWORD revokes the administrator's API keys", async () => {
    const admin = { username: "boot-keys", email: undefined, password: "leaked-pass-1" };
    await ensureAdministrator(db.db, admin);
    const id = (await credentials("boot-keys"))?.id ?? 0;
    await insertApiKey(db.db, {
      userId: id,
      name: "tool",
      prefix: "pr_boot",
      hash: "boot-keys-hash",
      scopes: ["read", "admin"],
      expiresAt: null,
    });
    const revoked = async () =>
      (await listApiKeysOfUser(db.db, id)).map((key) => key.revokedAt !== null);

    await ensureAdministrator(db.db, admin); // a plain restart keeps it
    const afterRestart = await revoked();
    await ensureAdministrator(db.db, { ...admin, password: "fresh-pass-2" });

    expect(afterRestart).toEqual([false]);
    expect(await revoked()).toEqual([true]);
  });

  it("without a password, creates an administrator only when none exists, saying its password", async () => {
    // Administrators exist (the tests above): nothing is created.
    const nothing = await ensureAdministrator(db.db, {
      username: "nobody-new",
      email: undefined,
      password: undefined,
    });
    expect(await credentials("nobody-new")).toBeUndefined();
    expect(nothing).toEqual({ outcome: "unchanged" });

    const empty = await createTestDb();
    try {
      await empty.db.deleteFrom("users").execute();
      const made = await ensureAdministrator(empty.db, {
        username: "first",
        email: undefined,
        password: undefined,
      });
      const password = made.outcome === "generated" ? made.password : "";
      const first = await findUserCredentials(empty.db, { username: "first" });
      expect(first).toMatchObject({ role: "admin", approved: true });
      expect(await verifyPassword(first?.passwordHash ?? "", password)).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

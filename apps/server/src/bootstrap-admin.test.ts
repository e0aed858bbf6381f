import { verifyPassword } from "@studio/api";
import { findUserCredentials } from "@studio/db";
import { countingStatements, createTestDb, type TestDb } from "@studio/db/testing";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapAdmin } from "./bootstrap-admin";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

/** A logger that keeps what was warned. */
function recordingLog() {
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

const credentials = (username: string) => findUserCredentials(db.db, { username });

describe("bootstrapAdmin", () => {
  it("creates the configured administrator, and a restart writes nothing", async () => {
    const admin = { username: "boot-admin", email: undefined, password: "boot-password-1" };
    const { log } = recordingLog();
    await bootstrapAdmin(db.db, admin, log);
    const created = await credentials("boot-admin");
    expect(created).toMatchObject({ role: "admin", approved: true });
    expect(await verifyPassword(created?.passwordHash ?? "", "boot-password-1")).toBe(true);

    const counted = countingStatements(db.db, "users", ["InsertQueryNode", "UpdateQueryNode"]);
    await bootstrapAdmin(counted.db, admin, log);
    expect(counted.count()).toBe(0);
    expect((await credentials("boot-admin"))?.passwordHash).toBe(created?.passwordHash);
  });

  it("restores role, approval, email and password from the configuration", async () => {
    const { log } = recordingLog();
    await bootstrapAdmin(
      db.db,
      { username: "boot-fix", email: undefined, password: "first-pass-1" },
      log,
    );
    await db.db
      .updateTable("users")
      .set({ role: "user", approved: false })
      .where("username", "=", "boot-fix")
      .execute();

    await bootstrapAdmin(
      db.db,
      { username: "boot-fix", email: "boot-fix@example.com", password: "second-pass-2" },
      log,
    );

    const fixed = await credentials("boot-fix");
    expect(fixed).toMatchObject({ role: "admin", approved: true, email: "boot-fix@example.com" });
    expect(await verifyPassword(fixed?.passwordHash ?? "", "second-pass-2")).toBe(true);
  });

  it("a password reset through ADMIN_PASSWORD ends the administrator's sessions", async () => {
    const { log } = recordingLog();
    const admin = { username: "boot-reset", email: undefined, password: "leaked-pass-1" };
    await bootstrapAdmin(db.db, admin, log);
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

    await bootstrapAdmin(db.db, admin, log); // a plain restart keeps it
    const afterRestart = await db.db
      .selectFrom("sessions")
      .select("sid")
      .where("user_id", "=", id)
      .execute();
    await bootstrapAdmin(db.db, { ...admin, password: "fresh-pass-2" }, log);
    const afterReset = await db.db
      .selectFrom("sessions")
      .select("sid")
      .where("user_id", "=", id)
      .execute();

    expect(afterRestart).toHaveLength(1);
    expect(afterReset).toEqual([]);
  });

  it("without a password, creates an administrator only when none exists, saying its password", async () => {
    const { log, warnings } = recordingLog();
    // Administrators exist (the tests above): nothing is created.
    await bootstrapAdmin(
      db.db,
      { username: "nobody-new", email: undefined, password: undefined },
      log,
    );
    expect(await credentials("nobody-new")).toBeUndefined();
    expect(warnings).toEqual([]);

    const empty = await createTestDb();
    try {
      await empty.db.deleteFrom("users").execute();
      await bootstrapAdmin(
        empty.db,
        { username: "first", email: undefined, password: undefined },
        log,
      );
      const password = /with password: (\S+)/.exec(warnings[0] ?? "")?.[1] ?? "";
      const first = await findUserCredentials(empty.db, { username: "first" });
      expect(first).toMatchObject({ role: "admin", approved: true });
      expect(await verifyPassword(first?.passwordHash ?? "", password)).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

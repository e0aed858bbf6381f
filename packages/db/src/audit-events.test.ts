import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_GENESIS_HASH, auditEventHash, canonicalJson } from "./audit-chain";
import { migrateToLatest } from "./migrate";
import { appendAudit, listAuditEvents } from "./queries/audit-events";
import { createEmptyTestDb, createTestDb, migrateTo, type TestDb } from "./testing";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** Re-computes the chain from the rows alone, as an examiner would. */
async function chainHolds(db: TestDb["db"]): Promise<boolean> {
  const rows = await listAuditEvents(db, { limit: 100_000 });
  let prev = AUDIT_GENESIS_HASH;
  for (const [index, { prevHash, hash, ...fields }] of rows.entries()) {
    if (fields.seq !== index + 1 || prevHash !== prev) return false;
    if (auditEventHash(prevHash, { ...fields, at: fields.at.toISOString() }) !== hash) return false;
    prev = hash;
  }
  return true;
}

describe("canonical JSON", () => {
  it("sorts keys by code unit at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, "x"], c: null }, é: true, Z: "q" })).toBe(
      '{"Z":"q","a":{"c":null,"d":[1,"x"]},"b":1,"é":true}',
    );
    expect(canonicalJson({ a: undefined, b: 0.1 })).toBe('{"b":0.1}');
  });
});

describe("appendAudit", () => {
  it("chains each event to the last and reads it back exactly as it was hashed", async () => {
    const first = await appendAudit(t.db, {
      actorId: null,
      action: "create",
      subjectType: "content",
      subjectId: 1,
      version: 1,
      detail: { title: "Ünïcode “quotes”", nested: { z: 1, a: [true, null] } },
    });
    const second = await appendAudit(t.db, {
      actorId: 7,
      actorName: "someone",
      action: "edit",
      subjectType: "content",
      subjectId: 1,
      version: 2,
    });

    expect(second.seq).toBe(first.seq + 1);
    expect(second.prevHash).toBe(first.hash);
    expect(first.at.getUTCMilliseconds()).toBe(first.at.getTime() % 1000);
    const stored = await listAuditEvents(t.db, { afterSeq: first.seq - 1, limit: 2 });
    expect(stored).toEqual([first, second]);
    expect(await chainHolds(t.db)).toBe(true);
  });

  it("keeps one chain under concurrent writers on two connections", async () => {
    const second = await t.openSecondHandle();
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? t.db : second.db).transaction().execute((trx) =>
            appendAudit(trx, {
              actorId: null,
              action: "edit",
              subjectType: "content",
              subjectId: 100 + (i % 5),
              detail: { i },
            }),
          ),
        ),
      );
    } finally {
      await second.close();
    }
    expect(await chainHolds(t.db)).toBe(true);
  });

  it("is undone with the change it records when the transaction fails", async () => {
    const before = await listAuditEvents(t.db, { limit: 100_000 });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await appendAudit(trx, {
          actorId: null,
          action: "create",
          subjectType: "content",
          subjectId: 5,
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await listAuditEvents(t.db, { limit: 100_000 })).toHaveLength(before.length);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    await appendAudit(t.db, { actorId: null, action: "create", subjectType: "user", subjectId: 1 });

    const update = sql`update audit_events set actor_name = 'mallory'`.execute(t.db);
    await expect(update).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await chainHolds(t.db)).toBe(true);
  });
});

describe("the audit-trail migration", () => {
  it("moves content_events into the chain, oldest first, with their meaning", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-23T10-00-00_chat-paging");
      await sql`
        insert into users (username, email, username_key, email_key, password_hash, role, approved)
        values ('ann', 'ann@example.com', 'ann', 'ann@example.com', 'x', 'admin', true)`.execute(
        handle.db,
      );
      await sql`insert into generated_content (bot_type, title, content, user_id) values ('sam', 'Old', 'Old text', 1)`.execute(
        handle.db,
      );
      await sql`
        insert into content_events (content_id, kind, actor_id, note, version, created_at) values
          (1, 'created', 1, null, 1, '2026-01-01T10:00:00.123456Z'),
          (1, 'approved', 1, 'Legal signed off', 1, '2026-01-02T10:00:00Z'),
          (1, 'changes_requested', null, 'Softer', 1, '2026-01-01T12:00:00Z')`.execute(handle.db);

      await migrateToLatest(handle.db);

      const events = await listAuditEvents(handle.db, { limit: 10 });
      expect(events.map((e) => [e.seq, e.action, e.actorName, e.detail])).toEqual([
        [1, "create", "ann", { legacyEventId: 1 }],
        [2, "request_changes", null, { legacyEventId: 3, note: "Softer" }],
        [3, "approve", "ann", { legacyEventId: 2, override: "Legal signed off" }],
      ]);
      expect(events[0]?.at.toISOString()).toBe("2026-01-01T10:00:00.123Z");
      expect(await chainHolds(handle.db as TestDb["db"])).toBe(true);
      const approvals = await sql`select * from content_approvals`.execute(handle.db);
      expect(approvals.rows).toEqual([]);
    } finally {
      await handle.close();
    }
    // Every migration runs on an empty cluster: seconds alone, far more on a loaded machine.
  }, 120_000);
});

import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code. The chain rule below is a copy
// of packages/db/src/audit-chain.ts as it was when this migration was written (the README's
// "Records and audit trail" states it); the two must hash alike, and a test holds them equal.

const GENESIS = "0".repeat(64);
/** The advisory lock every audit writer takes (the chain's head): "STudit". */
const AUDIT_HEAD_LOCK = 0x5354_7564_6974;

function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

/** What content_events' kinds became: the audit trail names actions with verbs. */
const ACTION_OF: Record<string, string> = {
  created: "create",
  edited: "edit",
  submitted: "submit",
  approved: "approve",
  changes_requested: "request_changes",
  restored: "restore",
  regenerated: "regenerate",
  exported: "export",
};

/** What a legacy event's note meant, by kind. */
function legacyDetail(kind: string, note: string | null, legacyId: number) {
  const detail: Record<string, unknown> = { legacyEventId: legacyId };
  if (note === null) return detail;
  if (kind === "approved") detail.override = note;
  else if (kind === "exported") detail.format = note;
  else detail.note = note;
  return detail;
}

/**
 * The tamper-evident audit trail (issue 24): one append-only, hash-chained table of every change,
 * which replaces content_events (its rows move here, oldest first, as the chain's first events).
 *
 * - `seq` is gapless (1, 2, 3...): the writer takes it as head + 1 under one advisory lock, so
 *   a missing row shows as a gap as well as a broken link.
 * - `at` is stored to the millisecond, so it reads back exactly as it was hashed on both engines.
 * - No foreign keys: an event names the actor and subject as they were, and outlives both.
 * - Triggers refuse UPDATE, DELETE and TRUNCATE, for every role that has not switched triggers
 *   off (a superuser can; the chain then shows it).
 *
 * Approvals gain the approver's role at the time and the dates of first and last use, and
 * versions and approvals keep their author's and approver's ids when an account is deleted
 * (their foreign keys used to set them to null), so the record names a former user.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_events")
    .addColumn("seq", "bigint", (c) => c.primaryKey().check(sql`seq >= 1`))
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer")
    .addColumn("version", "integer")
    .addColumn("detail", "jsonb")
    .addColumn("prev_hash", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .execute();
  await sql`create index audit_events_subject_idx on audit_events (subject_type, subject_id, seq)`.execute(
    db,
  );

  await sql
    .raw(`
      create function audit_events_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only: % is not allowed', tg_op
          using errcode = 'insufficient_privilege';
      end $$`)
    .execute(db);
  await sql`
    create trigger audit_events_no_update_delete before update or delete on audit_events
    for each row execute function audit_events_refuse_change()`.execute(db);
  await sql`
    create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_refuse_change()`.execute(db);

  // The chain's head for the next writer, in one round trip: the advisory lock first (every
  // writer on the database queues here until the holder commits), then the newest event, read
  // with a snapshot taken after the lock (each statement of a volatile function takes its own),
  // so it sees the previous holder's event. The time is the database's, to the millisecond.
  await sql
    .raw(`
      create function audit_events_next(out seq bigint, out hash text, out at timestamptz)
      language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock(${AUDIT_HEAD_LOCK});
        select e.seq, e.hash into seq, hash from audit_events e order by e.seq desc limit 1;
        at := date_trunc('milliseconds', clock_timestamp());
      end $$`)
    .execute(db);

  // The old history, in the order it happened, as the chain's first events.
  const { rows } = await sql<{
    id: number;
    content_id: number;
    kind: string;
    actor_id: number | null;
    actor_name: string | null;
    note: string | null;
    version: number | null;
    at: Date;
  }>`
    select e.id, e.content_id, e.kind, e.actor_id, u.username as actor_name, e.note, e.version,
           date_trunc('milliseconds', e.created_at) as at
    from content_events e left join users u on u.id = e.actor_id
    order by e.created_at, e.id`.execute(db);
  let prevHash = GENESIS;
  let seq = 0;
  const batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto("audit_events").values(batch).execute();
    batch.length = 0;
  };
  for (const row of rows) {
    seq += 1;
    const event = {
      seq,
      at: new Date(row.at).toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: ACTION_OF[row.kind] ?? row.kind,
      subjectType: "content",
      subjectId: row.content_id,
      version: row.version,
      detail: legacyDetail(row.kind, row.note, row.id),
    };
    const hash = createHash("sha256")
      .update(prevHash + canonical(event), "utf8")
      .digest("hex");
    batch.push({
      seq,
      at: event.at,
      actor_id: event.actorId,
      actor_name: event.actorName,
      action: event.action,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      version: event.version,
      detail: JSON.stringify(event.detail),
      prev_hash: prevHash,
      hash,
    });
    prevHash = hash;
    if (batch.length === 500) await flush();
  }
  await flush();
  await db.schema.dropTable("content_events").execute();

  await db.schema
    .alterTable("content_approvals")
    .addColumn("approver_role", "text")
    .addColumn("first_used_at", "timestamptz")
    .addColumn("last_used_at", "timestamptz")
    .execute();
  // Until now only administrators could approve.
  await sql`update content_approvals set approver_role = 'admin'`.execute(db);
  await sql`alter table content_versions drop constraint if exists content_versions_author_id_fkey`.execute(
    db,
  );
  await sql`alter table content_approvals drop constraint if exists content_approvals_approved_by_fkey`.execute(
    db,
  );
}

import type { AuditEventDto, HashedAuditEvent } from "@studio/shared";
import { type Insertable, sql } from "kysely";
import { AUDIT_GENESIS_HASH, auditEventHash } from "../audit-chain";
import type { AuditEventsTable, Db } from "../schema";

export interface NewAuditEvent {
  /** Who did it; null for the system (migrations, scripts) or a visitor. */
  actorId: number | null;
  /** Their name at this moment; read from users when left out and actorId is set. */
  actorName?: string | null | undefined;
  /** A verb: create, edit, submit, approve, use, delete, role_change... */
  action: string;
  subjectType: string;
  subjectId: number | null;
  version?: number | null | undefined;
  /** JSON-able facts of the change; never secrets (no password, no key). */
  detail?: Record<string, unknown> | null | undefined;
}

/** A stored event as the database reads it back: the API's event with `at` still a Date. */
export interface AuditEventRecord extends Omit<AuditEventDto, "at"> {
  at: Date;
}

/**
 * Appends one event to the hash-chained audit trail, in the caller's transaction: the event
 * commits with the change it records, or neither does. Call it last in the transaction: it takes
 * the chain's head lock (a transaction-scoped advisory lock, so every instance on one database
 * queues here and the chain never forks) and holds it until commit. Two round trips: the head,
 * then the insert. Given a plain connection, it
 * opens its own transaction.
 */
export async function appendAudit(db: Db, event: NewAuditEvent): Promise<AuditEventRecord> {
  if (!db.isTransaction) return db.transaction().execute((trx) => appendAudit(trx, event));
  const actorName =
    event.actorName !== undefined
      ? event.actorName
      : event.actorId === null
        ? null
        : ((
            await db
              .selectFrom("users")
              .select("username")
              .where("id", "=", event.actorId)
              .executeTakeFirst()
          )?.username ?? null);
  // The head lock and the newest event in one round trip (migration audit-trail: the function
  // takes a transaction-scoped advisory lock, then reads the head with a fresh snapshot). The time
  // comes from the database (one clock for every instance), to the millisecond so it reads back
  // exactly as it was hashed.
  const { rows } = await sql<{ seq: number | string | null; hash: string | null; at: Date }>`
    select seq, hash, at from audit_events_next()`.execute(db);
  const head = rows[0];
  const seq = Number(head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? AUDIT_GENESIS_HASH;
  const at = new Date(head?.at ?? Date.now());
  const fields = {
    seq,
    at: at.toISOString(),
    actorId: event.actorId,
    actorName,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    version: event.version ?? null,
    // Through JSON once, so what is hashed is what jsonb gives back (no undefined, no Dates).
    detail: event.detail == null ? null : JSON.parse(JSON.stringify(event.detail)),
  };
  const row = chainedAuditRow(prevHash, fields);
  await db.insertInto("audit_events").values(row).execute();
  return { ...fields, at, prevHash, hash: row.hash };
}

/**
 * The stored row of `event` chained after `prevHash`: its hash by the chain's rule, its detail
 * as jsonb text. For writers that hold the head themselves (appendAudit; the benches' bulk seed).
 */
export function chainedAuditRow(
  prevHash: string,
  event: HashedAuditEvent,
): Insertable<AuditEventsTable> & { hash: string } {
  return {
    seq: event.seq,
    at: event.at,
    actor_id: event.actorId,
    actor_name: event.actorName,
    action: event.action,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    version: event.version,
    detail: event.detail === null ? null : JSON.stringify(event.detail),
    prev_hash: prevHash,
    hash: auditEventHash(prevHash, event),
  };
}

const columns = [
  "seq",
  "at",
  "actor_id as actorId",
  "actor_name as actorName",
  "action",
  "subject_type as subjectType",
  "subject_id as subjectId",
  "version",
  "detail",
  "prev_hash as prevHash",
  "hash",
] as const;

function toRecord<T extends { seq: number | string }>(row: T): T & { seq: number } {
  // bigint: a string from pg, a number from PGlite.
  return { ...row, seq: Number(row.seq) };
}

export interface AuditQuery {
  subjectType?: string | undefined;
  subjectId?: number | undefined;
  /** Events after this seq (the previous page's last). */
  afterSeq?: number | undefined;
  limit: number;
}

/** Oldest first (chain order), optionally of one subject. */
export async function listAuditEvents(db: Db, query: AuditQuery): Promise<AuditEventRecord[]> {
  let q = db.selectFrom("audit_events").select(columns);
  if (query.subjectType !== undefined) q = q.where("subject_type", "=", query.subjectType);
  if (query.subjectId !== undefined) q = q.where("subject_id", "=", query.subjectId);
  if (query.afterSeq !== undefined) q = q.where("seq", ">", query.afterSeq);
  const rows = await q.orderBy("seq", "asc").limit(query.limit).execute();
  return rows.map(toRecord);
}

/** Every event of several subjects of one type, oldest first (an item page's history). */
export async function listSubjectAuditEvents(
  db: Db,
  subjectType: string,
  subjectId: number,
): Promise<AuditEventRecord[]> {
  const rows = await db
    .selectFrom("audit_events")
    .select(columns)
    .where("subject_type", "=", subjectType)
    .where("subject_id", "=", subjectId)
    .orderBy("seq", "asc")
    .execute();
  return rows.map(toRecord);
}

/** The newest event's hash: what a record or a verification is anchored to. */
export async function findAuditHead(db: Db): Promise<{ seq: number; hash: string } | undefined> {
  const row = await db
    .selectFrom("audit_events")
    .select(["seq", "hash"])
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && { seq: Number(row.seq), hash: row.hash };
}

import {
  AUDIT_GENESIS_HASH,
  type AuditEventRecord,
  appendAudit,
  auditEventHash,
  type Database,
  type Db,
  listAuditEvents,
  type UserRecord,
} from "@studio/db";
import type {
  AuditAction,
  AuditEventDto,
  AuditListQuery,
  AuditPage,
  AuditSubjectType,
  AuditVerification,
} from "@studio/shared";
import type { Transaction } from "kysely";
import { z } from "zod";
import { decodeKeysetCursor, encodeKeysetCursor, toPage } from "../platform/keyset-cursor";

/** Who an event names: the signed-in person, or nobody (the system, a visitor). */
export type AuditActor = Pick<UserRecord, "id" | "username"> | null;

export type AuditEntry = {
  [S in AuditSubjectType]: {
    subjectType: S;
    action: AuditAction<S>;
    subjectId: number | null;
    version?: number | null | undefined;
    detail?: Record<string, unknown> | null | undefined;
  };
}[AuditSubjectType];

/**
 * THE way a service records a change in the audit trail. Call it inside the transaction that
 * makes the change, as its last statement (it takes the chain's head lock until commit):
 *
 *   await db.transaction().execute(async (trx) => {
 *     const comment = await insertComment(trx, ...);
 *     await recordAudit(trx, caller, {
 *       subjectType: "content", action: "comment", subjectId: id, version, detail: { commentId },
 *     });
 *   });
 *
 * The actor's name is written as it is now and never changes afterwards. New actions are added
 * to `auditActions` in @studio/shared. Never put a secret (password, key) in `detail`.
 */
export function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<AuditEventRecord> {
  return appendAudit(db, {
    actorId: actor?.id ?? null,
    actorName: actor?.username ?? null,
    ...entry,
  });
}

export function toAuditEventDto(event: AuditEventRecord): AuditEventDto {
  return { ...event, at: event.at.toISOString() };
}

/** A cursor is the page's last seq. */
const seqCursor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `GET /api/audit`: oldest first (the chain's order), optionally one subject's. */
export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const rows = await listAuditEvents(db, {
    subjectType: query.subjectType,
    subjectId: query.subjectId,
    afterSeq: query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, seqCursor),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, toAuditEventDto, (row) => encodeKeysetCursor(row.seq));
}

const VERIFY_BATCH = 1000;

/**
 * Re-computes the whole chain from the first event: each event's seq follows the last, its
 * prevHash is the last event's hash, and its hash is the rule's (audit-chain.ts). The first
 * event that fails any of these is named; the rest are still read, so `checked` counts them all.
 */
export async function verifyAuditTrail(db: Db): Promise<AuditVerification> {
  let checked = 0;
  let firstBrokenSeq: number | null = null;
  let prevHash = AUDIT_GENESIS_HASH;
  let prevSeq = 0;
  let headHash: string | null = null;
  for (;;) {
    const rows = await listAuditEvents(db, { afterSeq: prevSeq, limit: VERIFY_BATCH });
    for (const row of rows) {
      checked += 1;
      const { prevHash: storedPrev, hash, ...fields } = row;
      const holds =
        row.seq === prevSeq + 1 &&
        storedPrev === prevHash &&
        auditEventHash(storedPrev, { ...fields, at: fields.at.toISOString() }) === hash;
      if (!holds && firstBrokenSeq === null) firstBrokenSeq = row.seq;
      prevHash = hash;
      prevSeq = row.seq;
      headHash = hash;
    }
    if (rows.length < VERIFY_BATCH) break;
    // Hashing a batch is CPU work: let other requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { ok: firstBrokenSeq === null, checked, headHash, firstBrokenSeq };
}

/** Runs `work` in the caller's transaction, or in a new one: a change and its event commit together. */
export function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

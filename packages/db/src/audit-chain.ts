import { createHash } from "node:crypto";
import type { HashedAuditEvent } from "@studio/shared";

/**
 * The audit trail's chain rule, stated so an examiner can re-compute it without our code
 * (docs/review-and-records.md says the same):
 *
 *   hash = lowercase hex SHA-256 of the UTF-8 bytes of (prevHash + canonicalJson(event))
 *
 * - `event` is the row without prevHash and hash: `{action, actorId, actorName, at, detail, seq,
 *   subjectId, subjectType, version}`, every key present (null when empty).
 * - `at` is the ISO 8601 UTC time to the millisecond, `YYYY-MM-DDTHH:mm:ss.sssZ` (what JavaScript's
 *   `toISOString()` writes); the database stores exactly that precision, so it reads back the same
 *   on PostgreSQL and PGlite.
 * - canonical JSON is RFC 8785 (JCS) for the values we store: object keys sorted by UTF-16 code
 *   units, no whitespace, strings and numbers as `JSON.stringify` writes them, nested objects
 *   (`detail`) sorted the same way. Keys whose value is undefined are left out.
 * - The first event's prevHash is 64 zeros.
 */
export const AUDIT_GENESIS_HASH = "0".repeat(64);

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    // Plain < compares UTF-16 code units, as RFC 8785 asks (localeCompare would not).
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

// The hashed shape is the API's event shape without prevHash and hash: defined once in shared.
export type { HashedAuditEvent };

export function auditEventHash(prevHash: string, event: HashedAuditEvent): string {
  const fields: HashedAuditEvent = {
    seq: event.seq,
    at: event.at,
    actorId: event.actorId,
    actorName: event.actorName,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    version: event.version,
    detail: event.detail,
  };
  return createHash("sha256")
    .update(prevHash + canonicalJson(fields), "utf8")
    .digest("hex");
}

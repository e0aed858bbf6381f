import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, auditMessages } from "./audit-messages";
import { blankAsUndefined, type Page, pageCursor, pageLimit } from "./pagination";
import { type Role, reviewerRoles } from "./roles";
import { z } from "./zod";

/**
 * The tamper-evident audit trail (issue 24, item 5): what its API takes and answers. The chain
 * rule (canonical JSON, SHA-256) lives with the writer in packages/db (audit-chain.ts).
 */

/** What an event is about. */
export const auditSubjectTypes = [
  "content",
  "user",
  "compliance_rule",
  "prompt_template",
  "api_key",
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/**
 * The actions written today, by subject. Comments and the finer review steps add theirs here
 * (see appendAudit in packages/db and recordAudit in the API's services).
 */
export const auditActions = {
  content: [
    "create",
    "edit",
    "restore",
    "regenerate",
    "submit",
    "comment",
    "comment_resolved",
    "request_changes",
    "approve",
    "use",
    "delete",
    // Written before exports stopped being recorded (exports are reads); kept as history.
    "export",
  ],
  user: [
    "register",
    "create",
    "update",
    "role_change",
    "password_change",
    "approve",
    "unapprove",
    "delete",
  ],
  compliance_rule: ["create", "update", "enable", "disable", "delete"],
  prompt_template: ["create", "update", "delete"],
  api_key: ["create", "revoke"],
} as const satisfies Record<AuditSubjectType, readonly string[]>;
export type AuditAction<S extends AuditSubjectType = AuditSubjectType> =
  (typeof auditActions)[S][number];

/**
 * Who may read the audit trail and approval records of others' work: the reviewers
 * (`reviewerRoles`); verification stays with administrators.
 */
export const auditReaderRoles: readonly Role[] = reviewerRoles;

export function canReadAudit(role: Role): boolean {
  return auditReaderRoles.includes(role);
}

export const auditListInput = z.object({
  subjectType: z.preprocess(
    blankAsUndefined,
    z.enum(auditSubjectTypes, { error: auditMessages.invalidSubjectType }).optional(),
  ),
  subjectId: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: auditMessages.invalidSubjectId })
      .int({ error: auditMessages.invalidSubjectId })
      .positive({ error: auditMessages.invalidSubjectId })
      .max(2_147_483_647, { error: auditMessages.invalidSubjectId })
      .optional(),
  ),
  cursor: pageCursor,
  limit: pageLimit(AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT),
});
export type AuditListInput = z.input<typeof auditListInput>;
export type AuditListQuery = z.output<typeof auditListInput>;

/** An event as it is hashed: every stored field except prevHash and hash. */
export interface HashedAuditEvent {
  seq: number;
  /** ISO 8601, UTC, milliseconds. */
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  version: number | null;
  detail: unknown;
}

/** One event, exactly as stored and hashed (`at` is ISO 8601 UTC to the millisecond). */
export interface AuditEventDto extends HashedAuditEvent {
  prevHash: string;
  hash: string;
}

export type AuditPage = Page<AuditEventDto>;

export interface AuditVerification {
  /** True when every event's hash and link re-compute and seq has no gap. */
  ok: boolean;
  /** How many events were read. */
  checked: number;
  /** The newest event's stored hash (null when the trail is empty). */
  headHash: string | null;
  /** The first event whose hash, link or number does not hold; null when ok. */
  firstBrokenSeq: number | null;
}

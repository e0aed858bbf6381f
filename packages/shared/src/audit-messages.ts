/*
 * The audit trail's and the approval record's limits and words, apart from their schemas
 * (zod-free, like content-messages.ts).
 */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 500;
/** RETENTION_YEARS when it is not set (FINRA 4511's six years). */
export const RETENTION_YEARS_DEFAULT = 6;

export const auditMessages = {
  invalidSubjectType:
    "subjectType must be content, user, compliance_rule, prompt_template or api_key.",
  invalidSubjectId: "subjectId must be a positive whole number.",
  readersOnly: "Only reviewers and administrators can read the audit trail.",
} as const;

export const recordMessages = {
  notApproved: "This item has no approved version yet, so it has no approval record.",
  useNeedsApproval: (status: string) =>
    `Only an approved item can be marked as used; its status is ${status}.`,
  retained: (until: string) =>
    `This item is an approved record kept until ${until} (retention); it cannot be deleted before then.`,
  formerUser: (id: number) => `Former user #${id}`,
  // UI words.
  recordButton: "Record (PDF)",
  markUsed: "Mark as used",
  markedUsed: "Use recorded.",
  deleted: "Deleted.",
} as const;

/** "Former user #12" when an account is gone, its name otherwise (null when nobody). */
export function personName(id: number | null, name: string | null): string | null {
  if (name !== null) return name;
  return id === null ? null : recordMessages.formerUser(id);
}

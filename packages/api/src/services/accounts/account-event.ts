import type { UserRecord } from "@studio/db";

/**
 * The audit entry of an account coming or going. It keeps who the account was: a deleted
 * account's records elsewhere (versions, approvals, events) keep its id and show it as a former
 * user.
 */
export function accountEvent(action: "register" | "create" | "delete", account: UserRecord) {
  return {
    subjectType: "user",
    action,
    subjectId: account.id,
    detail: { username: account.username, role: account.role },
  } as const;
}

/**
 * Account roles. A reviewer reads every item, comments, requests changes and approves, and
 * reaches no admin screen or procedure; an administrator does all of that and runs the accounts.
 */
export const roles = ["user", "reviewer", "admin"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  user: "User",
  reviewer: "Reviewer",
  admin: "Admin",
};

/** Who may review others' work: read every item, comment, approve, request changes. */
export const reviewerRoles: readonly Role[] = ["reviewer", "admin"];

export function canReview(role: Role): boolean {
  return reviewerRoles.includes(role);
}

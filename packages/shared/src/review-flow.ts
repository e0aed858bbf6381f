import type { ContentKind, ContentStatus } from "./content";
import { contentMessages } from "./content-messages";
import { canReview, type Role } from "./roles";

/**
 * The content review state machine (issue 26 item 4): the states, each step's way from one state
 * to another, and who may take it. The service enforces it and the review buttons offer what it
 * allows, so the two cannot disagree.
 */
export const reviewSteps = ["submit", "approve", "request_changes"] as const;
export type ReviewStep = (typeof reviewSteps)[number];

/** Who may take a step: the item's owner (or an administrator working on it), or a reviewer. */
export type ReviewActor = "owner" | "reviewer";

interface ReviewTransition {
  from: readonly ContentStatus[];
  to: ContentStatus;
  by: ReviewActor;
}

export const reviewTransitions: Record<ReviewStep, ReviewTransition> = {
  submit: { from: ["draft"], to: "in_review", by: "owner" },
  approve: { from: ["in_review"], to: "approved", by: "reviewer" },
  request_changes: { from: ["in_review"], to: "draft", by: "reviewer" },
};

/** Text kinds go through review; images and covers are not text to approve. */
export function isReviewable(kind: ContentKind): boolean {
  return kind !== "image" && kind !== "cover";
}

export const reviewMessages = {
  /** The 403 of the no-self-approval rule (FINRA 2210(b)(1): a principal other than the writer). */
  selfApproval:
    "Nobody approves a version they wrote (the no-self-approval rule): ask another reviewer or administrator.",
  reviewersOnly: "Only reviewers and administrators can do that.",
  // The approve dialog over blocking flags (issue 24 item 4).
  approveDialogTitle: "Approve with reasons",
  approveDialogIntro: (count: number): string =>
    count === 1
      ? "This version has a blocking compliance flag. Approving it needs a reason, kept with the approval."
      : `This version has ${count} blocking compliance flags. Approving it needs a reason for each, kept with the approval.`,
  applyOneReason: "Apply one reason to all flags",
  reasonForAll: (count: number): string => `Reason for all ${count} flags`,
  reasonForFlag: (excerpt: string, category: string): string =>
    `Reason for "${excerpt}" (${category})`,
  approveWithReasons: "Approve with reasons",
  notReviewable: "Images and covers do not go through review.",
  /**
   * 409 of an approval or change request for a version other than the submitted one (issue 24
   * item 3): the reviewer read `read`, and `submitted` is in review.
   */
  staleReview: (read: number, submitted: number): string =>
    `You reviewed version ${read}, but version ${submitted} is the one submitted for review. Reload and review version ${submitted}.`,
  /**
   * 409 when nothing is in review any more: the version the reviewer read was withdrawn (an edit
   * after submit) or already sent back.
   */
  noLongerSubmitted: (read: number, current: number): string =>
    `Version ${read} is no longer submitted for review: the item is back in draft, now at version ${current}.`,
  /** Why a step cannot be taken from the item's status. */
  wrongState: (step: ReviewStep, status: ContentStatus): string => {
    if (status === "approved") return contentMessages.alreadyApproved;
    if (step === "submit") return contentMessages.alreadyInReview;
    return step === "approve"
      ? "Only a submitted version can be approved; submit it first."
      : contentMessages.notInReview;
  },
} as const;

/** Whether `role` is the kind of actor `step` needs (ownership is checked by the caller). */
export function mayTake(step: ReviewStep, role: Role, isOwner: boolean): boolean {
  const { by } = reviewTransitions[step];
  return by === "owner" ? isOwner || role === "admin" : canReview(role);
}

/**
 * Why `step` cannot be taken on an item now, or null when it can: the kind, the status, then the
 * actor's role. The service throws the answer; the buttons show only the steps that answer null.
 */
export function reviewStepRefusal(
  step: ReviewStep,
  item: { kind: ContentKind; status: ContentStatus },
  actor: { role: Role; isOwner: boolean },
): { code: "BAD_REQUEST" | "CONFLICT" | "FORBIDDEN"; message: string } | null {
  if (!isReviewable(item.kind))
    return { code: "BAD_REQUEST", message: reviewMessages.notReviewable };
  if (!reviewTransitions[step].from.includes(item.status)) {
    return { code: "CONFLICT", message: reviewMessages.wrongState(step, item.status) };
  }
  if (!mayTake(step, actor.role, actor.isOwner)) {
    return { code: "FORBIDDEN", message: reviewMessages.reviewersOnly };
  }
  return null;
}

/** The steps the buttons offer this actor on this item. */
export function availableReviewSteps(
  item: { kind: ContentKind; status: ContentStatus },
  actor: { role: Role; isOwner: boolean },
): ReviewStep[] {
  return reviewSteps.filter((step) => reviewStepRefusal(step, item, actor) === null);
}

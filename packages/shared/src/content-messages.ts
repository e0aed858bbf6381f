import { NAME_MAX } from "./limits";

/*
 * The content library's limits and words, apart from its schemas: zod-free, so a page that
 * only needs a message (the sign-in card of a content link) does not download zod.
 */
export const CONTENT_PAGE_DEFAULT = 20;
export const CONTENT_PAGE_MAX = 100;
export const CONTENT_TEXT_MAX = 100_000;
export const CONTENT_SEARCH_MAX = 200;
export const REVIEW_NOTE_MAX = 2000;
/** An approval decides at most this many blocking flags one by one. */
export const FLAG_DECISIONS_MAX = 500;

export const contentMessages = {
  pageTitle: "My Content",
  allContentTitle: "All content",
  notFound: "Content not found.",
  invalidId: "Invalid content id.",
  versionNotFound: "That version does not exist.",
  invalidVersion: "version must be a whole number from 1.",
  scopeAdminOnly: "Only administrators can list everyone's content.",
  contentRequired: "Content cannot be empty.",
  contentTooLong: `Content must be at most ${CONTENT_TEXT_MAX} characters.`,
  titleRequired: "Title cannot be empty.",
  titleTooLong: `Title must be at most ${NAME_MAX} characters.`,
  noteRequired: "Please say what should change.",
  noteTooLong: `The note must be at most ${REVIEW_NOTE_MAX} characters.`,
  overrideTooLong: `The override reason must be at most ${REVIEW_NOTE_MAX} characters.`,
  overrideInvisible:
    "The override reason must contain visible text, not only spaces or invisible characters.",
  decisionReasonRequired:
    "Each flag's reason must contain visible text, not only spaces or invisible characters.",
  decisionReasonTooLong: `Each flag's reason must be at most ${REVIEW_NOTE_MAX} characters.`,
  decisionRuleRequired: "Each decision needs the flag's rule.",
  decisionStartInvalid: "Each decision's start must be a whole number from 0.",
  decisionsTooMany: `At most ${FLAG_DECISIONS_MAX} flag decisions can be sent.`,
  /** 409 of an approval that leaves a blocking flag without a reason (issue 24 item 4). */
  decisionMissing: (rule: string, start: number, excerpt: string) =>
    `The blocking flag "${rule}" at ${start} ("${excerpt}") needs a reason: give one for each blocking flag, or one override reason for all.`,
  /** 400 of a decision that names no blocking flag of the submitted version. */
  decisionUnknown: (rule: string, start: number, version: number) =>
    `Version ${version} has no blocking flag "${rule}" at ${start}.`,
  decisionDuplicate: (rule: string, start: number) =>
    `The flag "${rule}" at ${start} is decided twice; send one reason per flag.`,
  /** 409 of a save whose editor opened an older version than the current one (issue 24 item 3). */
  editConflict: (expected: number, current: number) =>
    `Someone saved version ${current} after version ${expected} that you edited. Reload to see their changes, then make yours again.`,
  alreadyInReview: "This item is already in review.",
  alreadyApproved: "This version is already approved; edit it to start a new draft.",
  notInReview: "Only an item in review can be sent back; submit it first.",
  overrideRequired:
    "This version has blocking compliance flags. Resolve them, or approve with an override reason.",
  imageNotEditable: "Images and covers cannot be edited as text.",
  regenerateUnavailable: "This item cannot be regenerated.",
  searchTooLong: `Search must be at most ${CONTENT_SEARCH_MAX} characters.`,
  draftLabel: "Draft",
  // Toasts and UI words.
  saved: "Saved as a new version.",
  editConflictTitle: "Someone else saved first",
  staleReviewTitle: "Not the version in review",
  submitted: "Submitted for review.",
  approved: "Approved.",
  changesRequested: "Sent back with your note.",
  restored: "Restored as a new version.",
  regenerated: "Regenerated as a new version.",
  copied: "Copied, ready to paste.",
  copyFailedTitle: "Copy failed",
  copyFailed: "Your browser did not allow copying. Select the text and copy it instead.",
  empty: "Nothing here yet",
  emptyHint: "Generate a newsletter, email, gift idea, image or cover and it will be kept here.",
  noMatches: "No content matches these filters.",
} as const;

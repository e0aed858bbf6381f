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

/*
 * Review comments' limits and words (issue 24 item 2), apart from their schemas: zod-free, like
 * content-messages.ts.
 */
export const COMMENT_BODY_MAX = 2000;

export const commentMessages = {
  bodyRequired: "Please write a comment.",
  bodyTooLong: `A comment must be at most ${COMMENT_BODY_MAX} characters.`,
  invalidOffset: "start and end must be whole numbers from 0.",
  offsetsTogether: "Send start and end together (or neither, for a general comment).",
  offsetsOrder: "start must not be after end.",
  offsetsOutside: (length: number) =>
    `start and end must lie within the current version's text (0 to ${length}).`,
  replyHasNoAnchor:
    "A reply takes its thread's place in the text: send no start or end with parentId.",
  invalidCommentId: "Invalid comment id.",
  notFound: "Comment not found.",
  parentNotFound: "The comment you reply to does not exist on this item.",
  // UI words.
  title: "Comments",
  add: "Comment",
  addGeneral: "Add a general comment",
  placeholder: "What should change, and why?",
  reply: "Reply",
  resolve: "Resolve",
  resolved: "Resolved",
  outdated: "Outdated",
  outdatedHint: "The text this comment quoted is no longer in the current version.",
  showResolved: (count: number) => `${count} resolved`,
  empty: "No comments yet. Select text in the preview and choose Comment.",
  general: "General comment",
  selectHint: "Select text in the preview, then choose Comment.",
  changesRequested: "Changes requested",
} as const;

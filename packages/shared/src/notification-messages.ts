/*
 * The in-app inbox's limits and words (issue 24 item 8), zod-free so the header's bell can
 * import them without the schemas.
 */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 100;
/** The bell counts unread notifications up to this and then says "99+". */
export const NOTIFICATION_UNREAD_CAP = 99;
/** How often an open page re-reads the unread count (it is also read when the tab regains focus). */
export const NOTIFICATION_POLL_MS = 30_000;
/** How much of a note or comment a notification quotes. */
export const NOTIFICATION_EXCERPT_MAX = 140;

export const notificationKinds = [
  "submitted",
  "approved",
  "changes_requested",
  "commented",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= NOTIFICATION_EXCERPT_MAX
    ? flat
    : `${flat.slice(0, NOTIFICATION_EXCERPT_MAX - 1).trimEnd()}…`;
}

/** What a notification says, written once when it is sent (names as they were then). */
export const notificationTexts = {
  submitted: (actor: string, title: string) => `${actor} submitted "${title}" for review.`,
  approved: (actor: string, title: string, version: number) =>
    `${actor} approved version ${version} of "${title}".`,
  changesRequested: (actor: string, title: string, note: string) =>
    `${actor} requested changes to "${title}": ${excerpt(note)}`,
  commented: (actor: string, title: string, body: string) =>
    `${actor} commented on "${title}": ${excerpt(body)}`,
  replied: (actor: string, title: string, body: string) =>
    `${actor} replied to your comment on "${title}": ${excerpt(body)}`,
} as const;

export const notificationMessages = {
  notFound: "Notification not found.",
  invalidId: "Invalid notification id.",
  // UI words.
  title: "Notifications",
  bellLabel: (unread: number) =>
    unread === 0
      ? "Notifications"
      : `Notifications, ${unread > NOTIFICATION_UNREAD_CAP ? `${NOTIFICATION_UNREAD_CAP}+` : unread} unread`,
  empty: "Nothing new. You will hear here of reviews and comments on your work.",
  markAllRead: "Mark all as read",
  loadMore: "Show older",
  mailSubject: (text: string) => excerpt(text),
  mailFooter: "You receive this because of your work in Pressroom AI.",
  openItem: "Open the item",
} as const;

import { claimDueEmails, type Db, type DueEmail, finishEmail } from "@studio/db";
import { notificationMessages, PRODUCT_NAME } from "@studio/shared";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Notifications out as e-mail (issue 24 item 8), from the outbox the inbox table keeps: each
 * notification is taken by one sender (on any instance), sent outside any transaction, then
 * marked sent, or put back for another try, or given up after MAX_ATTEMPTS. A failed send is
 * logged and never reaches the person whose action caused the notification: that action
 * committed before any of this ran.
 */
export const EMAIL_MAX_ATTEMPTS = 3;
const BATCH = 20;
/** A sender that held a message this long died (a crash, a kill): another may take it. */
const CLAIM_EXPIRES_MS = 5 * 60_000;
/** A failed send is tried again by a later sweep, no sooner than this. */
export const EMAIL_RETRY_AFTER_MS = 60_000;
/** A notification not e-mailed within a day is not e-mailed at all (SMTP was off, or down). */
const MAX_AGE_MS = 24 * 60 * 60_000;

export interface NotificationEmailDeps {
  mailer: Mailer;
  /** The app's public address (PUBLIC_URL), for links; without it the e-mail names the path. */
  publicUrl: string | undefined;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The e-mail of one notification: its text, and a link to the item. */
export function notificationEmail(due: DueEmail, publicUrl: string | undefined): MailMessage {
  const path = due.contentId === null ? "/notifications" : `/content/${due.contentId}`;
  // Resolved against PUBLIC_URL as a folder, so an address with a path prefix keeps it.
  const link = publicUrl
    ? new URL(path.slice(1), publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).toString()
    : null;
  const where = link ?? `${path} in ${PRODUCT_NAME}`;
  const text = `${due.text}\n\n${notificationMessages.openItem}: ${where}\n\n-- \n${notificationMessages.mailFooter}\n`;
  const html = [
    `<p>${escapeHtml(due.text)}</p>`,
    link
      ? `<p><a href="${escapeHtml(link)}">${escapeHtml(notificationMessages.openItem)}</a></p>`
      : `<p>${escapeHtml(notificationMessages.openItem)}: ${escapeHtml(where)}</p>`,
    `<p style="color:#868e96;font-size:12px">${escapeHtml(notificationMessages.mailFooter)}</p>`,
  ].join("\n");
  return {
    to: `${due.username} <${due.email}>`,
    subject: notificationMessages.mailSubject(due.text),
    text,
    html,
  };
}

/**
 * THE place notification e-mails are sent from: takes what is due, a batch at a time, until
 * nothing is left (a failed one waits for a later run). Safe to run on every instance at once. (When the job queue arrives, a job
 * that calls this replaces the change-feed wake-up in apps/server/src/plugins/mail.ts.)
 */
export async function dispatchNotificationEmails(
  db: Db,
  deps: NotificationEmailDeps,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await claimDueEmails(db, {
      limit: BATCH,
      claimExpiresMs: CLAIM_EXPIRES_MS,
      retryAfterMs: EMAIL_RETRY_AFTER_MS,
      maxAgeMs: MAX_AGE_MS,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    });
    for (const notification of due) {
      try {
        await deps.mailer.send(notificationEmail(notification, deps.publicUrl));
        await finishEmail(db, notification.id, "sent");
        sent += 1;
      } catch (err) {
        const final = notification.attempts >= EMAIL_MAX_ATTEMPTS;
        deps.log.warn(
          {
            notificationId: notification.id,
            attempt: notification.attempts,
            final,
            err,
          },
          "notification e-mail failed",
        );
        await finishEmail(db, notification.id, final ? "failed" : "retry");
        failed += 1;
      }
    }
    if (due.length < BATCH) return { sent, failed };
  }
}

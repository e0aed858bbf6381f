import { randomUUID } from "node:crypto";
import type { Database, UserRecord } from "@studio/db";
import { addHit } from "@studio/db";
import {
  AppError,
  emailMessages,
  SEND_TEST_PER_HOUR,
  type SendTestInput,
  type SendTestResult,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { JobQueue } from "../jobs/job-queue";
import type { Mailer } from "../mail/mailer";
import { recordContentUse } from "../review/content-record";
import { requireAccessibleItem } from "./content-access";
import { assertSendable, loadExportDocument } from "./content-export";
import { toEmailMessage } from "./content-export/email-message";

const WINDOW_SECONDS = 60 * 60;

/** What a test send needs from the app: its mailer (SMTP_URL; null when unset) and the allowlist. */
export interface SendTestDeps {
  mailer: Mailer | null;
  /** SEND_TEST_ALLOWLIST, lower-cased: addresses anyone may send a test to. */
  allowlist: readonly string[];
  jobs: JobQueue;
}

/**
 * Sends the approved version's email (the `eml` export) to `to` through SMTP_URL (issue 25
 * item 3): to the sender's own address or one on SEND_TEST_ALLOWLIST, at most
 * SEND_TEST_PER_HOUR an hour per account. A send is a use: it records the approval's first and
 * last use, an audit event and the `content.used` webhooks, as `POST /api/content/{id}/use` does.
 */
export async function sendTestEmail(
  db: Kysely<Database>,
  caller: Pick<UserRecord, "id" | "role" | "username" | "email">,
  input: SendTestInput,
  deps: SendTestDeps,
): Promise<SendTestResult> {
  // The item first (404 before anything is said about the server or the address).
  await requireAccessibleItem(db, caller, input.id);
  const mailer = deps.mailer;
  if (!mailer) throw new AppError("CONFLICT", emailMessages.smtpMissing);
  const to = input.to.toLowerCase();
  if (to !== caller.email.trim().toLowerCase() && !deps.allowlist.includes(to)) {
    throw new AppError("FORBIDDEN", emailMessages.recipientNotAllowed);
  }
  const loaded = await loadExportDocument(db, caller, input.id);
  assertSendable(loaded, "send");

  const { hits, resetsAt } = await addHit(db, `send-test:user:${caller.id}`, WINDOW_SECONDS);
  if (hits > SEND_TEST_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      "TOO_MANY_REQUESTS",
      emailMessages.sendLimit(SEND_TEST_PER_HOUR, Math.ceil(seconds / 60)),
      seconds,
    );
  }

  // The Message-ID the recipient sees, answered to the caller.
  const messageId = `<${randomUUID()}@send-test.pressroom>`;
  const raw = await toEmailMessage(loaded.doc, { from: mailer.from, to: input.to, messageId });
  try {
    const sent = await mailer.send({ to: input.to, subject: "", text: "", raw });
    if (sent.accepted.length === 0) throw new Error(`${input.to} was refused`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError("SERVICE_UNAVAILABLE", emailMessages.sendFailed(reason));
  }
  await recordContentUse(db, caller, input.id, deps.jobs);
  return { messageId };
}

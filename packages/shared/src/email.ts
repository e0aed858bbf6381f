import type { ContentStatus } from "./content";
import { z } from "./zod";

/**
 * Email-ready items (issue 25 items 1–3): a newsletter's or SAM email's subject-line options,
 * chosen subject and preheader are fields of the item, not lines of its body. Parsing, limits,
 * schemas and messages shared by the API, the REST shim and the SPA.
 */

/** The kinds that are emails, and so carry subject lines and a preheader. */
export const emailKinds = ["newsletter", "sam"] as const;
export function isEmailKind(botType: string): boolean {
  return (emailKinds as readonly string[]).includes(botType);
}

export const SUBJECT_MAX = 200;
export const PREHEADER_MAX = 300;
export const SUBJECT_LINES_MAX = 10;
/** Test sends one account may make per hour (issue 25 item 3). */
export const SEND_TEST_PER_HOUR = 10;

/** What a generated email's opening lines say about the email, and the body after them. */
export interface EmailHeader {
  subjectLines: string[];
  /** The chosen subject: the first option unless one was picked. */
  subject: string | null;
  preheader: string | null;
  /** The text after the header lines (the whole text when there was no header). */
  body: string;
  /** Where `body` starts in the text given (0 without a header). */
  bodyStart: number;
}

const HEADER_LINE_MAX = 600;
// The patterns read squashed lines (whitespace runs as one space, ends trimmed), so none needs
// `\s*` beside another run that can match the same characters: each is linear in the line.
/** `##Subject: X##`, `Subject: X`, `**Subject line:** X` (one subject on the line). */
const SUBJECT_LABEL = /^subject(?: line)? ?:/i;
/** `Preview: X`, `Preheader: X`, `Preview text: X`. */
const PREHEADER_LABEL = /^(?:preview(?: text)?|pre-?header(?: text)?) ?:/i;
/** `1. X`, `2) X`, `* X`, `- X`: an option of a list. */
const OPTION_MARK = /^(?:\d+[.)]|[*-]) /;
const HEADING_WORDS = /^[\w -]*$/;

function squash(line: string): string {
  return line.replace(/\s+/g, " ").trim();
}

function unmark(line: string): string {
  // Marks around the whole line (##x##, **x**) and around a label (**Subject:** x).
  let text = squash(line);
  if (text.startsWith("##") || text.startsWith("**")) text = text.slice(2).trimStart();
  if (text.endsWith("##") || text.endsWith("**")) text = text.slice(0, -2).trimEnd();
  return text.replace(/^\*\*([^*]+)\*\* ?/, "$1 ").trim();
}

/** What follows `pattern` at the start of a squashed line; null when it does not start so. */
function after(pattern: RegExp, line: string): string | null {
  const match = pattern.exec(line);
  return match ? line.slice(match[0].length).trim() || null : null;
}

/** `##Subject line options##`, `Subject lines to test`, `Three subject lines`, `Pick a subject line`. */
function isSubjectHeading(line: string): boolean {
  const words = line.toLowerCase().replace(/:$/, "");
  return HEADING_WORDS.test(words) && words.includes("subject line");
}

function cleanOption(text: string): string {
  return unmark(text)
    .replace(/^["“]([^"“”]*)["”]$/, "$1")
    .trim()
    .slice(0, SUBJECT_MAX);
}

/**
 * Reads the subject lines and preheader a generated email opens with (our drafts write
 * `##Subject: …##` + `Preview: …`, or a "Subject line options" heading with a numbered list +
 * `Preview: …`). Only the opening lines are read: a subject mentioned later stays in the body.
 * A text without such lines comes back whole, with no subject lines.
 */
export function parseEmailHeader(text: string): EmailHeader {
  const subjectLines: string[] = [];
  let preheader: string | null = null;
  let inOptions = false;
  let consumed = 0;
  let at = 0;
  while (at <= text.length) {
    const end = text.indexOf("\n", at);
    const lineEnd = end === -1 ? text.length : end;
    const next = end === -1 ? text.length + 1 : end + 1;
    // A header line is short: a longer one ends the header before any pattern reads it, so
    // the patterns' work stays bounded whatever the text (a PUT takes up to CONTENT_TEXT_MAX).
    if (lineEnd - at > HEADER_LINE_MAX) break;
    const line = unmark(text.slice(at, lineEnd).replace(/\r$/, ""));
    if (line === "") {
      // Blank lines inside the header are part of it; a blank line ends an options list.
      inOptions = false;
      if (consumed > 0) consumed = Math.min(next, text.length);
      at = next;
      continue;
    }
    const subject = after(SUBJECT_LABEL, line);
    const preview = after(PREHEADER_LABEL, line);
    const option = inOptions ? after(OPTION_MARK, line) : null;
    const heading = isSubjectHeading(line);
    if (option) {
      if (subjectLines.length < SUBJECT_LINES_MAX) subjectLines.push(cleanOption(option));
    } else if (subject && !heading) {
      subjectLines.push(cleanOption(subject));
      inOptions = false;
    } else if (heading && subjectLines.length === 0) {
      inOptions = true;
    } else if (preview && preheader === null) {
      preheader = unmark(preview).slice(0, PREHEADER_MAX);
      inOptions = false;
    } else {
      break;
    }
    consumed = Math.min(next, text.length);
    at = next;
  }
  const options = subjectLines.filter((s) => s.length > 0);
  if (options.length === 0 && preheader === null) {
    return { subjectLines: [], subject: null, preheader: null, body: text, bodyStart: 0 };
  }
  return {
    subjectLines: options,
    subject: options[0] ?? null,
    preheader,
    body: text.slice(consumed),
    bodyStart: consumed,
  };
}

/** The email fields of an item (GET/PUT /api/content/{id}); empty for other kinds. */
export interface EmailFields {
  subjectLines: string[];
  subject: string | null;
  preheader: string | null;
}

const subjectText = z
  .string({ error: "subject must be a string." })
  .trim()
  .max(SUBJECT_MAX, { error: `A subject line can be at most ${SUBJECT_MAX} characters.` });

/** The optional fields of `PUT /api/content/{id}`: omitted ones keep the current version's. */
/** An email address as the API takes it (trimmed). */
export const emailAddress = z
  .string({ error: "to must be an email address." })
  .trim()
  .pipe(z.email({ error: "to must be a valid email address, e.g. you@example.com." }));

export const emailFieldsInput = z.object({
  subjectLines: z
    .array(subjectText.min(1, { error: "A subject line option cannot be empty." }), {
      error: "subjectLines must be a list of strings.",
    })
    .max(SUBJECT_LINES_MAX, { error: `At most ${SUBJECT_LINES_MAX} subject line options.` })
    .optional(),
  subject: subjectText.nullable().optional(),
  preheader: z
    .string({ error: "preheader must be a string." })
    .trim()
    .max(PREHEADER_MAX, { error: `The preheader can be at most ${PREHEADER_MAX} characters.` })
    .nullable()
    .optional(),
});

/** `POST /api/content/{id}/send-test`: the SMTP server's id of the message it took. */
export interface SendTestResult {
  messageId: string;
}

/** "in review", "a draft": how a message names an item's status. */
const STATUS_WORDS: Record<ContentStatus, string> = {
  draft: "a draft",
  in_review: "in review",
  approved: "approved",
};

export const emailMessages = {
  exportNeedsApproval: (status: ContentStatus) =>
    `Only an approved version can be exported as email; this item is ${STATUS_WORDS[status]}.`,
  exportVersionNotApproved: (version: number) =>
    `Only an approved version can be exported as email; version ${version} was not approved.`,
  sendNeedsApproval: (status: ContentStatus) =>
    `Only an approved version can be sent; this item is ${STATUS_WORDS[status]}.`,
  notAnEmail: "Only newsletters and SAM emails can be exported or sent as email.",
  smtpMissing:
    "Test sends need a mail server: set SMTP_URL (e.g. smtp://user:password@mail.example.com:587).",
  recipientNotAllowed:
    "A test can be sent only to your own address or to one listed in SEND_TEST_ALLOWLIST.",
  sendLimit: (limit: number, minutes: number) =>
    `You can send ${limit} tests an hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  sendFailed: (reason: string) => `The mail server did not take the test: ${reason}`,
  sendTestFailedTitle: "The test was not sent",
  /** The button's words when the piece's call to action is only a link. */
  ctaFallbackLabel: "Read more",
  /** The watermark of every non-email export of an unapproved version. */
  draftWatermark: "Draft, not approved",
  // UI words.
  sendTestButton: "Send me a test",
  sendTestNeedsApproval: "Approve this version first: only an approved version can be sent.",
  sendTestSent: (to: string) => `Test sent to ${to}.`,
  subjectLabel: "Subject",
  subjectLinesLabel: "Subject line options",
  preheaderLabel: "Preheader",
} as const;

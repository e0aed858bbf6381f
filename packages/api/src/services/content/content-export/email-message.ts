import { blocksToPlainText } from "@studio/shared";
import MailComposer from "nodemailer/lib/mail-composer";
import type { ExportDocument } from "./document";
import { findCallToAction, linksAsPlainText, toEmailHtml } from "./email-html";

/** The plain-text part: the publication, the text, the call to action with its address, the disclaimer. */
export function toEmailText(doc: ExportDocument, fallbackHref: string | null): string {
  const cta = findCallToAction(doc.blocks, fallbackHref);
  const parts: string[] = [];
  if (doc.productName) parts.push(doc.productName, "");
  parts.push(linksAsPlainText(blocksToPlainText(doc.blocks)));
  if (cta?.href) parts.push("", `${cta.label}: ${cta.href.replace(/^mailto:/, "")}`);
  if (doc.disclaimer) parts.push("", "--", doc.disclaimer);
  return `${parts.join("\n")}\n`;
}

export interface EmailMessageOptions {
  /** The From header (MAIL_FROM). */
  from: string;
  /** The To header; none for a downloaded .eml (the platform that sends it sets its own). */
  to?: string;
  /** The Message-ID header ("<id@host>"); nodemailer makes one when omitted. */
  messageId?: string;
}

/** A mailto: of the sender's address, where a piece without a link of its own sends its reader. */
export function replyHref(from: string): string | null {
  // "Name <a@b>" or a bare address; read by position, not by a regex that backtracks.
  const trimmed = from.trim();
  const open = trimmed.lastIndexOf("<");
  const bracketed =
    open !== -1 && trimmed.endsWith(">") ? trimmed.slice(open + 1, -1).trim() : null;
  const address =
    bracketed !== null
      ? /^[^<>\s@]+@[^<>\s@]+$/.test(bracketed)
        ? bracketed
        : null
      : trimmed.includes("@")
        ? trimmed
        : null;
  return address ? `mailto:${address}` : null;
}

/**
 * A complete RFC 5322 message (issue 25 item 1), composed by nodemailer's MailComposer: From, To,
 * Subject, Date, Message-ID, and a multipart/alternative body with the plain text and the HTML.
 */
export async function toEmailMessage(
  doc: ExportDocument,
  options: EmailMessageOptions,
): Promise<Buffer> {
  const fallbackHref = replyHref(options.from);
  const html = await toEmailHtml(doc, { fallbackHref });
  const composer = new MailComposer({
    from: options.from,
    ...(options.to ? { to: options.to } : {}),
    ...(options.messageId ? { messageId: options.messageId } : {}),
    subject: doc.email.subject ?? doc.title,
    text: toEmailText(doc, fallbackHref),
    html,
    date: new Date(),
  });
  return composer.compile().build();
}

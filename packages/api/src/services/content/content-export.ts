import { findContentVersion, findProductById, isVersionApproved } from "@studio/db";
import {
  AppError,
  type ContentExportFile,
  type ContentStatus,
  contentMessages,
  type EmailFields,
  type ExportFormat,
  emailExportFormats,
  emailMessages,
  exportFileName,
  isEmailKind,
} from "@studio/shared";
import { type Caller, type Db, requireAccessibleItem } from "./content-access";
import { type ExportDocument, exportDocument } from "./content-export/document";
import { toEmailHtml } from "./content-export/email-html";
import { replyHref, toEmailMessage } from "./content-export/email-message";
import { toMarkdown, toPlainText } from "./content-export/text-formats";

const MIME: Record<ExportFormat, string> = {
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  email: "text/html; charset=utf-8",
  eml: "message/rfc822",
};

/** The sender emails carry (MAIL_FROM). */
export interface EmailSender {
  from: string;
}

async function render(
  format: ExportFormat,
  doc: ExportDocument,
  sender: EmailSender,
): Promise<Buffer> {
  switch (format) {
    case "md":
      return Buffer.from(toMarkdown(doc), "utf8");
    case "txt":
      return Buffer.from(toPlainText(doc), "utf8");
    case "html":
    case "email":
      return Buffer.from(await toEmailHtml(doc, { fallbackHref: replyHref(sender.from) }), "utf8");
    case "eml":
      return toEmailMessage(doc, { from: sender.from });
    case "docx":
      // The Word writer (docx) loads on the first .docx export, not at every start-up.
      return (await import("./content-export/word-docx")).toDocx(doc);
  }
}

/** One version of an item as an export document, with what the item says about it. */
export async function loadExportDocument(
  db: Db,
  caller: Caller,
  id: number,
  requested?: number,
): Promise<{
  doc: ExportDocument;
  status: ContentStatus;
  botType: string;
  title: string;
}> {
  const item = await requireAccessibleItem(db, caller, id, "read");
  const number = requested ?? item.version;
  const [version, approved, product] = await Promise.all([
    findContentVersion(db, item.id, number),
    isVersionApproved(db, item.id, number),
    item.productId === null ? undefined : findProductById(db, item.productId),
  ]);
  if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  const email: EmailFields = {
    subjectLines: version.subjectLines,
    subject: version.subject,
    preheader: version.preheader,
  };
  const doc = exportDocument({
    title: version.title,
    version: number,
    text: version.content,
    approved,
    productName: item.productName,
    disclaimer: product?.disclaimer ?? null,
    email,
  });
  return { doc, status: item.status, botType: item.botType, title: version.title };
}

/**
 * The email of an item is of an approved version only (issue 25 item 2): 409 naming the item's
 * status otherwise, and 400 for an item that is not an email.
 */
export function assertSendable(
  loaded: { doc: ExportDocument; status: ContentStatus; botType: string },
  kind: "export" | "send",
): void {
  if (!isEmailKind(loaded.botType)) throw new AppError("BAD_REQUEST", emailMessages.notAnEmail);
  if (loaded.doc.approved) return;
  if (kind === "send" || loaded.status !== "approved") {
    const message =
      kind === "send"
        ? emailMessages.sendNeedsApproval(loaded.status)
        : emailMessages.exportNeedsApproval(loaded.status);
    throw new AppError("CONFLICT", message);
  }
  throw new AppError("CONFLICT", emailMessages.exportVersionNotApproved(loaded.doc.version));
}

/**
 * One version (the current one by default) as a file. A read: it writes nothing, so a read-only
 * key or a link followed from another site (a top-level GET carries the Lax cookie) changes no
 * data, and no use is recorded (only a send or `POST /api/content/{id}/use` records one).
 * `email` and `eml` are of an approved version only; the other formats of an unapproved version
 * say "Draft, not approved".
 */
export async function exportContent(
  db: Db,
  caller: Caller,
  input: { id: number; format: ExportFormat; version?: number | undefined },
  sender: EmailSender,
): Promise<ContentExportFile> {
  const loaded = await loadExportDocument(db, caller, input.id, input.version);
  if (emailExportFormats.includes(input.format)) assertSendable(loaded, "export");
  const bytes = await render(input.format, loaded.doc, sender);
  return {
    fileName: exportFileName(loaded.title, loaded.doc.version, input.format),
    mimeType: MIME[input.format],
    base64: bytes.toString("base64"),
  };
}

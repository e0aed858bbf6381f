import { findContentVersion, findProductById, isVersionApproved } from "@studio/db";
import {
  AppError,
  type ContentExportFile,
  contentMessages,
  type ExportFormat,
  exportFileName,
} from "@studio/shared";
import { type Caller, type Db, requireAccessibleItem } from "./content-access";
import { type ExportDocument, exportDocument } from "./content-export/document";
import { toEmailHtml } from "./content-export/email-html";
import { toMarkdown, toPlainText } from "./content-export/text-formats";
import { toDocx } from "./content-export/word-docx";

const MIME: Record<ExportFormat, string> = {
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

async function render(format: ExportFormat, doc: ExportDocument): Promise<Buffer> {
  switch (format) {
    case "md":
      return Buffer.from(toMarkdown(doc), "utf8");
    case "txt":
      return Buffer.from(toPlainText(doc), "utf8");
    case "html":
      return Buffer.from(await toEmailHtml(doc), "utf8");
    case "docx":
      return toDocx(doc);
  }
}

/**
 * One version (the current one by default) as a file. A read: it writes nothing, so a read-only
 * key or a link followed from another site (a top-level GET carries the Lax cookie) changes no
 * data. Earlier exports stay in the history as "exported" events.
 */
export async function exportContent(
  db: Db,
  caller: Caller,
  input: { id: number; format: ExportFormat; version?: number | undefined },
): Promise<ContentExportFile> {
  const item = await requireAccessibleItem(db, caller, input.id, "read");
  const number = input.version ?? item.version;
  const [version, approved, product] = await Promise.all([
    findContentVersion(db, item.id, number),
    isVersionApproved(db, item.id, number),
    item.productId === null ? undefined : findProductById(db, item.productId),
  ]);
  if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  const bytes = await render(
    input.format,
    exportDocument({
      title: version.title,
      version: number,
      text: version.content,
      approved,
      productName: item.productName,
      disclaimer: product?.disclaimer ?? null,
    }),
  );
  return {
    fileName: exportFileName(version.title, number, input.format),
    mimeType: MIME[input.format],
    base64: bytes.toString("base64"),
  };
}

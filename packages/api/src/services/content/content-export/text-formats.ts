import { blocksToMarkdown, blocksToPlainText } from "@studio/shared";
import { type ExportDocument, statusLine } from "./document";

/** The email fields as reading lines (subject and preheader), for the text formats. */
function emailLines(doc: ExportDocument): string[] {
  const lines: string[] = [];
  if (doc.email.subject) lines.push(`Subject: ${doc.email.subject}`);
  if (doc.email.preheader) lines.push(`Preheader: ${doc.email.preheader}`);
  return lines;
}

export function toMarkdown(doc: ExportDocument): string {
  const status = statusLine(doc);
  const parts = [`# ${doc.title}`, ""];
  if (status) parts.push(`_${status}_`, "");
  const email = emailLines(doc);
  if (email.length > 0) parts.push(...email.map((l) => `${l}  `), "");
  parts.push(blocksToMarkdown(doc.blocks));
  if (doc.disclaimer) parts.push("", "---", "", doc.disclaimer);
  return `${parts.join("\n")}\n`;
}

export function toPlainText(doc: ExportDocument): string {
  const status = statusLine(doc);
  const parts = [doc.title, ...(status ? [status] : []), ""];
  const email = emailLines(doc);
  if (email.length > 0) parts.push(...email, "");
  parts.push(blocksToPlainText(doc.blocks));
  if (doc.disclaimer) parts.push("", doc.disclaimer);
  return `${parts.join("\n")}\n`;
}

import { blocksToMarkdown, blocksToPlainText } from "@studio/shared";
import { type ExportDocument, statusLine } from "./document";

export function toMarkdown(doc: ExportDocument): string {
  const parts = [`# ${doc.title}`, "", `_${statusLine(doc)}_`, "", blocksToMarkdown(doc.blocks)];
  if (doc.disclaimer) parts.push("", "---", "", doc.disclaimer);
  return `${parts.join("\n")}\n`;
}

export function toPlainText(doc: ExportDocument): string {
  const parts = [doc.title, statusLine(doc), "", blocksToPlainText(doc.blocks)];
  if (doc.disclaimer) parts.push("", doc.disclaimer);
  return `${parts.join("\n")}\n`;
}

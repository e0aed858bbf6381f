import type { BlockNode, InlineNode } from "@studio/shared";
import { AlignmentType, Document, Header, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { type ExportDocument, statusLine } from "./document";

function runs(nodes: InlineNode[], style: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return nodes.flatMap((node) =>
    node.type === "text"
      ? [new TextRun({ text: node.text, ...style })]
      : runs(node.children, {
          ...style,
          ...(node.type === "bold" ? { bold: true } : { italics: true }),
        }),
  );
}

function paragraphs(blocks: BlockNode[]): Paragraph[] {
  const out: Paragraph[] = [];
  for (const block of blocks) {
    if (block.type === "blank") continue;
    if (block.type === "line") {
      out.push(new Paragraph({ children: runs(block.children), spacing: { after: 120 } }));
      continue;
    }
    for (const item of block.items) {
      out.push(
        new Paragraph({
          children: runs(item.children),
          bullet: { level: 0 },
        }),
      );
    }
  }
  return out;
}

/** A Word document (the `docx` library): draft header, title, the text, the disclaimer. */
export async function toDocx(doc: ExportDocument): Promise<Buffer> {
  const children = [
    new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
    ...paragraphs(doc.blocks),
  ];
  if (doc.disclaimer) {
    children.push(
      new Paragraph({
        children: [new TextRun({ text: doc.disclaimer, italics: true, size: 18 })],
        spacing: { before: 360 },
      }),
    );
  }
  const status = statusLine(doc);
  const document = new Document({
    title: doc.title,
    sections: [
      {
        // An unapproved version carries "Draft, not approved" on every page; an approved one is clean.
        ...(status
          ? {
              headers: {
                default: new Header({
                  children: [
                    new Paragraph({
                      alignment: AlignmentType.RIGHT,
                      children: [new TextRun({ text: status, bold: true, size: 18 })],
                    }),
                  ],
                }),
              },
            }
          : {}),
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

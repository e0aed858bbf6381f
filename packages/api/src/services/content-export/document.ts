import { type BlockNode, readerBlocks } from "@studio/shared";

/** What every export format renders: one version of an item, ready for a reader. */
export interface ExportDocument {
  title: string;
  version: number;
  /** The version's text as reader blocks (our markup parsed, working notes removed). */
  blocks: BlockNode[];
  /** False prints "Draft" in the HTML and DOCX headers. */
  approved: boolean;
  productName: string | null;
  disclaimer: string | null;
}

export function exportDocument(
  input: Omit<ExportDocument, "blocks"> & { text: string },
): ExportDocument {
  const { text, ...rest } = input;
  return { ...rest, blocks: readerBlocks(text) };
}

/** The header line: "Draft" for anything not approved, so a draft is never mistaken for final. */
export function statusLine(doc: ExportDocument): string {
  return doc.approved ? `Approved · version ${doc.version}` : `Draft · version ${doc.version}`;
}

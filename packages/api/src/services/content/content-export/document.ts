import {
  type BlockNode,
  type EmailFields,
  emailMessages,
  inlineText,
  parseEmailHeader,
  readerBlocks,
} from "@studio/shared";

/** What every export format renders: one version of an item, ready for a reader. */
export interface ExportDocument {
  title: string;
  version: number;
  /**
   * The version's text as reader blocks (our markup parsed, working notes removed, any opening
   * subject/preview lines and the disclaimer taken out: the disclaimer is printed once, at the foot).
   */
  blocks: BlockNode[];
  /** False prints "Draft, not approved" in every reading format. */
  approved: boolean;
  productName: string | null;
  disclaimer: string | null;
  /** Subject-line options, subject, preheader (empty for items that are not emails). */
  email: EmailFields;
}

export function exportDocument(
  input: Omit<ExportDocument, "blocks"> & { text: string },
): ExportDocument {
  const { text, ...rest } = input;
  // Versions written before the email fields existed still open with their subject lines.
  const body = parseEmailHeader(text).body;
  return { ...rest, blocks: withoutDisclaimer(readerBlocks(body), rest.disclaimer) };
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The blocks without the lines that repeat the disclaimer (generation appends it to the text,
 * and every export prints it once at the foot), and without blank lines left trailing.
 */
function withoutDisclaimer(blocks: BlockNode[], disclaimer: string | null): BlockNode[] {
  const wanted = disclaimer ? squash(disclaimer) : "";
  if (!wanted) return blocks;
  const kept = blocks.filter(
    (b) => !(b.type === "line" && squash(inlineText(b.children)) === wanted),
  );
  while (kept.at(-1)?.type === "blank") kept.pop();
  return kept;
}

/** The watermark of an unapproved version ("Draft, not approved · version 3"); null when approved. */
export function statusLine(doc: ExportDocument): string | null {
  return doc.approved ? null : `${emailMessages.draftWatermark} · version ${doc.version}`;
}

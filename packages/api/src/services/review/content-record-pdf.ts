import type { ContentRecordDto } from "@studio/shared";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/**
 * The approval record as an exam-ready PDF (US Letter): the same facts as the JSON record, the
 * approved text in full, and the item's audit trail with every event's hash, so an examiner can
 * hold the page against `GET /api/audit/verify`.
 *
 * pdf-lib: already in the lockfile (the tests read PDFs with it), pure JavaScript with its
 * standard fonts built in, so the bundled server loads no font files. Those fonts cover Windows-1252
 * only; a character outside it prints as "?" here, and the exact text stays provable by the
 * record's contentHash.
 */
const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 18, heading: 12, body: 10, small: 8 };
const GREY = rgb(0.35, 0.35, 0.35);

/** No line holds more characters than this at our sizes, so a cut searches at most this far. */
const MAX_LINE_CHARS = 400;

/** The longest prefix (at least one character) that fits: a binary search, widths grow with length. */
function fittingPrefix(text: string, fits: (part: string) => boolean): number {
  let low = 1;
  let high = Math.min(text.length, MAX_LINE_CHARS);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(text.slice(0, mid))) low = mid;
    else high = mid - 1;
  }
  return low;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Lines, pages and a cursor: enough layout for headings, wrapped paragraphs and rows. */
class Writer {
  private page: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private readonly charsets = new Map<PDFFont, Set<number>>();

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** What the font can draw; anything else becomes "?" (see the module comment). */
  private printable(font: PDFFont, text: string): string {
    let set = this.charsets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.charsets.set(font, set);
    }
    const known = set;
    return Array.from(text.replace(/\t/g, "    "), (ch) =>
      known.has(ch.codePointAt(0) ?? 0) ? ch : "?",
    ).join("");
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.printable(font, text).split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const candidate = line === "" ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line !== "") lines.push(line);
        // A word longer than the line (a hash, a URL) is cut where it must be.
        let rest = word;
        while (font.widthOfTextAtSize(rest.slice(0, MAX_LINE_CHARS), size) > width) {
          const cut = fittingPrefix(rest, (part) => font.widthOfTextAtSize(part, size) <= width);
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    options: { font?: PDFFont; size?: number; indent?: number; grey?: boolean; gap?: number } = {},
  ): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? SIZE.body;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - leading < PAGE.margin) this.newPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        ...(options.grey ? { color: GREY } : {}),
      });
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string): void {
    if (this.y - 60 < PAGE.margin) this.newPage();
    this.y -= 10;
    this.text(text, { font: this.fonts.bold, size: SIZE.heading, gap: 2 });
  }

  field(label: string, value: string, mono = false): void {
    this.text(`${label}: ${mono ? "" : value}`, { gap: mono ? 0 : 1 });
    if (mono) this.text(value, { font: this.fonts.mono, size: SIZE.small, indent: 12, gap: 1 });
  }

  footers(generatedAt: string): void {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawText(`Approval record · generated ${generatedAt} · page ${index + 1} of ${total}`, {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: SIZE.small,
        font: this.fonts.regular,
        color: GREY,
      });
    });
  }
}

const person = (p: { id: number | null; name: string | null }) =>
  p.name ?? (p.id === null ? "nobody recorded" : `#${p.id}`);

export async function renderRecordPdf(
  record: ContentRecordDto,
  generatedAt = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Approval record: ${record.item.title} (version ${record.version})`);
  doc.setSubject("Approval record");
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  });

  w.text("Approval record", { font: w.fonts.bold, size: SIZE.title, gap: 4 });
  w.text(record.item.title, { font: w.fonts.bold, size: SIZE.heading, gap: 6 });
  w.field("Item", `#${record.item.id}`);
  w.field("Product", record.item.productName ?? "none");
  w.field("Approved version", String(record.version));
  w.field(
    "Approved by",
    `${person(record.approvedBy)}${record.approvedBy.role ? ` (${record.approvedBy.role})` : ""} at ${record.approvedAt}`,
  );
  w.field("Prepared by", person(record.preparedBy));
  w.field("Self-approved", record.selfApproved ? "yes (approver wrote this version)" : "no");
  w.field("First used", record.firstUsedAt ?? "not used yet");
  w.field("Last used", record.lastUsedAt ?? "not used yet");
  w.field("SHA-256 of the approved text", record.contentHash, true);
  w.field("Audit chain head when this record was made", record.headHash ?? "empty", true);

  w.heading("Sources of facts and figures");
  if (record.sources.length === 0) w.text("None recorded.", { grey: true });
  for (const source of record.sources) w.text(`- ${source.name} (#${source.id})`);

  w.heading("Compliance flags and how each was resolved");
  if (record.flags.length === 0) w.text("No flags.", { grey: true });
  for (const flag of record.flags) {
    const where = flag.field ? ` (in the ${flag.field})` : "";
    w.text(`- [${flag.severity}] ${flag.category} · ${flag.rule}${where}: "${flag.excerpt}"`);
    w.text(flag.resolution, { indent: 12, grey: true, gap: 2 });
  }

  w.heading("Review comments");
  if (record.comments.length === 0) w.text("None.", { grey: true });
  for (const comment of record.comments) {
    // A reply shares its thread's passage and resolution: it names the thread instead.
    const reply = comment.parentId !== null;
    const where = reply
      ? ` replying to #${comment.parentId}`
      : comment.quote
        ? ` on "${comment.quote}"`
        : "";
    const resolved =
      !reply && comment.resolved
        ? ` [resolved by ${comment.resolvedBy?.name ?? "someone"}, ${comment.resolvedAt}]`
        : "";
    w.text(
      `${reply ? "" : "- "}#${comment.id} ${comment.authorName ?? "Former user"} (v${comment.version}, ${comment.createdAt})${where}: ${comment.body}${resolved}`,
      reply ? { indent: 12 } : {},
    );
  }

  w.heading(`Approved text (version ${record.version}), exactly as approved`);
  if (record.subject) w.text(`Subject: ${record.subject}`, { font: w.fonts.bold, gap: 2 });
  if (record.preheader) w.text(`Preheader: ${record.preheader}`, { grey: true, gap: 4 });
  w.text(record.text, { gap: 4 });

  w.heading("Audit trail of this item");
  w.text("seq · time (UTC) · who · action · version · hash", { grey: true, size: SIZE.small });
  for (const event of record.events) {
    w.text(
      `${event.seq} · ${event.at} · ${event.actorName ?? (event.actorId === null ? "system" : `#${event.actorId}`)} · ${event.action}${event.version === null ? "" : ` · v${event.version}`}`,
      { size: SIZE.small },
    );
    w.text(event.hash, { font: w.fonts.mono, size: SIZE.small - 1, indent: 12, grey: true });
  }

  w.footers(generatedAt.toISOString());
  return doc.save();
}

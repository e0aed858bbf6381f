import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** Small real documents for upload tests, built in memory instead of committed as binaries. */
export async function buildPdf(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    // A "\n" in the text starts a new line on the page, as a heading above its body would.
    pdf.addPage().drawText(text, { x: 50, y: 700, font, size: 12, lineHeight: 16 });
  }
  return Buffer.from(await pdf.save());
}

export async function buildDocx(sections: { heading: string; body: string }[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: sections.flatMap((s) => [
          new Paragraph({ text: s.heading, heading: HeadingLevel.HEADING_1 }),
          new Paragraph(s.body),
        ]),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; data: Uint8Array | string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      "file",
      new Blob([file.data], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

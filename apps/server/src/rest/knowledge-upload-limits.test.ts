import { deflateSync } from "node:zlib";
import { workerMessages } from "@studio/shared";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { buildPdf, multipartBody } from "../testing/documents";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Issue 27: knowledge-base uploads built to exhaust memory. Each shape the issue found is built
 * here (no big files in the repository), uploaded, and refused with a 400 naming the limit; the
 * instance keeps answering after every one, and a normal file still uploads afterwards.
 */
let t: TestApp;
let admin: TestClient;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await seedGenerationCatalog(t.db.db, "Limits Weekly")).product.id;
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function upload(name: string, data: Uint8Array) {
  const body = await multipartBody(
    { productId: String(productId), botType: "newsletter" },
    { name, data },
  );
  return admin.request({
    method: "POST",
    url: "/api/knowledge-base/upload",
    payload: body.payload,
    headers: body.headers,
  });
}

async function expectServing(): Promise<void> {
  const ready = await t.app.inject({ method: "GET", url: "/readyz" });
  expect(ready.statusCode).toBe(200);
}

/**
 * A PDF of `pages` empty pages, written out directly (pdf-lib takes minutes for 40,000 pages):
 * a catalog, one page tree, the pages, and a cross-reference table with every object's offset.
 */
function emptyPages(pages: number): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(" ")}] >>`,
    ...Array.from(
      { length: pages },
      () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ),
  ];
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

/** A one-page PDF whose content stream is `inflated` bytes of spaces, deflated. */
async function inflatingPdf(inflated: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  const compressed = deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 });
  const stream = pdf.context.stream(compressed, { Filter: "FlateDecode" });
  page.node.set(PDFName.of("Contents"), pdf.context.register(stream));
  return pdf.save();
}

/** A minimal DOCX whose document.xml is `body` inside the usual wrapper. */
function docx(body: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipSync(
    {
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "_rels/.rels": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      "word/document.xml": strToU8(xml),
      ...extra,
    },
    { level: 9 },
  );
}

const LIMIT_MESSAGES = [
  workerMessages.tooManyPages,
  workerMessages.tooMuchInflated,
  workerMessages.tooMuchMarkup,
  workerMessages.tooMuchText,
  workerMessages.extractTimedOut,
  workerMessages.extractOutOfMemory,
];

describe("knowledge-base uploads cannot exhaust the instance", () => {
  it("refuses a PDF of 40,000 empty pages by its page count", { timeout: 120_000 }, async () => {
    const pdf = emptyPages(40_000);
    expect(pdf.byteLength).toBeGreaterThan(2 * 1024 * 1024);

    const response = await upload("empty pages.pdf", pdf);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: workerMessages.tooManyPages });
    await expectServing();
  });

  it("refuses a PDF whose stream inflates to 200 MB", { timeout: 120_000 }, async () => {
    const pdf = await inflatingPdf(200 * 1024 * 1024);
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);

    const response = await upload("bomb.pdf", pdf);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: workerMessages.tooMuchInflated });
    await expectServing();
  });

  it("refuses a DOCX whose entries inflate past 50 MB before inflating them", async () => {
    const file = docx("<w:p><w:r><w:t>Hi</w:t></w:r></w:p>", {
      "word/media/filler.bin": new Uint8Array(60 * 1024 * 1024),
    });
    expect(file.byteLength).toBeLessThan(1024 * 1024);

    const response = await upload("filler.docx", file);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: workerMessages.tooMuchInflated });
    await expectServing();
  });

  it("refuses a small DOCX holding 20 MB of XML", { timeout: 120_000 }, async () => {
    const paragraph = "<w:p><w:r><w:t>a</w:t></w:r></w:p>";
    const file = docx(paragraph.repeat(Math.ceil((20 * 1024 * 1024) / paragraph.length)));
    expect(file.byteLength).toBeLessThan(200 * 1024);

    const response = await upload("paragraphs.docx", file);

    // Counted before mammoth reads it: its elements would need more than the worker's heap.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: workerMessages.tooMuchMarkup });
    await expectServing();
  });

  it("refuses a small DOCX holding 16.8 MB of text by its text size", {
    timeout: 120_000,
  }, async () => {
    const run = `<w:p><w:r><w:t>${"Dividends compound. ".repeat(5_000)}</w:t></w:r></w:p>`;
    const file = docx(run.repeat(Math.ceil((16.8 * 1024 * 1024) / run.length)));
    expect(file.byteLength).toBeLessThan(200 * 1024);

    const response = await upload("long.docx", file);

    expect(response.statusCode).toBe(400);
    expect(LIMIT_MESSAGES).toContain(response.json().error);
    await expectServing();
  });

  it("still reads a normal document after all of them", async () => {
    const response = await upload("after.pdf", await buildPdf(["Payout ratios under 60 percent"]));

    expect(response.statusCode).toBe(201);
    await expectServing();
  });
});

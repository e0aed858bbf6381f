import {
  AppError,
  DOCUMENT_PAGES_MAX,
  DOCUMENT_TEXT_MAX_BYTES,
  knowledgeUploadMessages as m,
  workerMessages,
} from "@studio/shared";
import { convert } from "html-to-text";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import {
  assertDocxInflatesWithinLimit,
  assertDocxMarkupWithinLimit,
  assertPdfInflatesWithinLimit,
} from "./inflated-size";
import { type DocumentSection, separatePageHeading, splitByHeadings } from "./split-sections";

type Kind = "txt" | "md" | "html" | "pdf" | "docx";

const KINDS: Record<string, Kind> = {
  txt: "txt",
  text: "txt",
  md: "md",
  markdown: "md",
  html: "html",
  htm: "html",
  pdf: "pdf",
  docx: "docx",
};

/**
 * A document's text as sections, by file type: headings split Markdown, HTML and DOCX; a PDF
 * (whose text carries no headings) gives one section per page. Unsupported, corrupt or empty
 * files are refused with a message for the person uploading (a 400), before anything is stored,
 * and so are files over the limits that keep one upload from exhausting the instance (issue
 * 27): pages, what the file inflates to, a DOCX's markup, and the text it holds. This runs in
 * the extraction worker (workers/documents.ts), whose heap and time limits catch whatever these
 * do not.
 */
export async function extractDocumentSections(
  fileName: string,
  data: Uint8Array,
): Promise<DocumentSection[]> {
  const dot = fileName.lastIndexOf(".");
  const kind = dot > 0 ? KINDS[fileName.slice(dot + 1).toLowerCase()] : undefined;
  if (!kind) throw new AppError("BAD_REQUEST", m.unsupported);
  const name = fileName.slice(0, dot).trim() || fileName;
  const sections = await sectionsOf(kind, name, data);
  if (sections.length === 0) throw new AppError("BAD_REQUEST", m.noText);
  const textBytes = sections.reduce((sum, s) => sum + Buffer.byteLength(s.content, "utf8"), 0);
  if (textBytes > DOCUMENT_TEXT_MAX_BYTES) {
    throw new AppError("BAD_REQUEST", workerMessages.tooMuchText);
  }
  return sections;
}

async function sectionsOf(kind: Kind, name: string, data: Uint8Array): Promise<DocumentSection[]> {
  switch (kind) {
    case "txt":
    case "md":
      return splitByHeadings(decodeText(data), name);
    case "html":
      return splitByHeadings(htmlToText(decodeText(data)), name);
    case "docx":
      return splitByHeadings(htmlToText(await docxToHtml(data)), name);
    case "pdf":
      return pdfSections(data, name);
  }
}

function decodeText(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    throw new AppError("BAD_REQUEST", m.notText);
  }
  // NUL never appears in text: this is a binary file with a text extension.
  if (text.includes("\u0000")) throw new AppError("BAD_REQUEST", m.notText);
  return text.replace(/^\uFEFF/, "");
}

/** Headings become "#" lines so the splitter sees them; links keep only their text. */
function htmlToText(html: string): string {
  const heading = (level: number) => ({
    selector: `h${level}`,
    format: "markdownHeading",
    options: { level },
  });
  return convert(html, {
    wordwrap: false,
    formatters: {
      markdownHeading: (elem, walk, builder, options) => {
        builder.openBlock({ leadingLineBreaks: 2 });
        builder.addInline(`${"#".repeat(Number(options.level ?? 1))} `);
        walk(elem.children, builder);
        builder.closeBlock({ trailingLineBreaks: 1 });
      },
    },
    selectors: [
      heading(1),
      heading(2),
      heading(3),
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "script", format: "skip" },
      { selector: "style", format: "skip" },
    ],
  });
}

async function docxToHtml(data: Uint8Array): Promise<string> {
  assertDocxInflatesWithinLimit(data);
  assertDocxMarkupWithinLimit(data);
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(data) },
      // Images carry no knowledge: mammoth would otherwise inline each one as base64.
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    );
    return result.value;
  } catch {
    throw new AppError("BAD_REQUEST", m.unreadable(".docx"));
  }
}

async function pdfSections(data: Uint8Array, name: string): Promise<DocumentSection[]> {
  assertPdfInflatesWithinLimit(data);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given: pass a copy.
    pdf = await getDocumentProxy(new Uint8Array(data));
  } catch {
    throw new AppError("BAD_REQUEST", m.unreadable(".pdf"));
  }
  // Counted from the page tree before any page is read: 40,000 empty pages exhausted memory.
  if (pdf.numPages > DOCUMENT_PAGES_MAX) {
    throw new AppError("BAD_REQUEST", workerMessages.tooManyPages);
  }
  let pages: string[];
  try {
    pages = (await extractText(pdf, { mergePages: false })).text;
  } catch {
    throw new AppError("BAD_REQUEST", m.unreadable(".pdf"));
  }
  const texts = pages.map((p) =>
    separatePageHeading(p.replace(/(?<![ \t])[ \t]+\n/g, "\n").trim()),
  );
  const filled = texts.filter((t) => t !== "").length;
  return texts.flatMap((content, i) =>
    content ? [{ name: filled > 1 ? `${name} (page ${i + 1})` : name, content }] : [],
  );
}

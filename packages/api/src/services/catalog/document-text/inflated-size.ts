import { inflateSync } from "node:zlib";
import {
  AppError,
  DOCUMENT_INFLATED_BYTES_MAX,
  DOCX_MARKUP_TAGS_MAX,
  workerMessages,
} from "@studio/shared";
import { Unzip, UnzipInflate, unzipSync } from "fflate";

const tooMuch = () => new AppError("BAD_REQUEST", workerMessages.tooMuchInflated);
const LESS_THAN = 0x3c;

/**
 * A DOCX is a zip: its central directory says what each entry inflates to. The total is checked
 * before anything is inflated (a 50 KB file held 16.8 MB of entries). A directory that lies is
 * caught by the extraction worker's heap and time limits.
 */
export function assertDocxInflatesWithinLimit(
  data: Uint8Array,
  max = DOCUMENT_INFLATED_BYTES_MAX,
): void {
  let total = 0;
  try {
    unzipSync(data, {
      filter: (entry) => {
        total += entry.originalSize;
        return false; // read the directory only: nothing is inflated
      },
    });
  } catch {
    return; // not a readable zip: mammoth says so in its own words
  }
  if (total > max) throw tooMuch();
}

/**
 * The tags in a DOCX's XML parts, counted chunk by chunk as they inflate (nothing is kept), and
 * refused past `maxTags`: mammoth builds an element for each, and a file of tiny paragraphs
 * needs more heap than the worker has long before it holds much text. The bytes inflated are
 * counted too, so a zip whose directory understates its entries is stopped at the same limit.
 */
export function assertDocxMarkupWithinLimit(
  data: Uint8Array,
  { maxTags = DOCX_MARKUP_TAGS_MAX, maxBytes = DOCUMENT_INFLATED_BYTES_MAX } = {},
): void {
  let tags = 0;
  let bytes = 0;
  let refusal: AppError | null = null;
  const unzip = new Unzip((entry) => {
    if (!/\.(xml|rels)$/i.test(entry.name)) return; // media and the like are not parsed
    entry.ondata = (error, chunk) => {
      if (error || refusal) return;
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === LESS_THAN) tags += 1;
      if (bytes > maxBytes) refusal = tooMuch();
      else if (tags > maxTags) refusal = new AppError("BAD_REQUEST", workerMessages.tooMuchMarkup);
      if (refusal) entry.terminate();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch {
    // Not a readable zip: mammoth says so in its own words.
  }
  if (refusal) throw refusal;
}

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");

/**
 * What a PDF's compressed streams inflate to, in total, without holding more than the limit:
 * each `stream … endstream` body is inflated with a cap of what is left of the budget (pdf.js
 * inflates them without one, and a 195 KB file inflating to 200 MB crashed the server). Bodies
 * that are not zlib data (images, other filters) are skipped; the worker's limits cover them.
 */
export function assertPdfInflatesWithinLimit(
  data: Uint8Array,
  max = DOCUMENT_INFLATED_BYTES_MAX,
): void {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let total = 0;
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && bytes.toString("latin1", at - 3, at) === "end";
    let bodyStart = at + STREAM.length;
    if (bytes[bodyStart] === 0x0d) bodyStart += 1;
    const startsBody = !isEnd && bytes[bodyStart] === 0x0a;
    const end = startsBody ? bytes.indexOf(END_STREAM, bodyStart) : -1;
    if (end !== -1) {
      try {
        total += inflateSync(bytes.subarray(bodyStart + 1, end), {
          maxOutputLength: max - total + 1,
        }).length;
      } catch (error) {
        if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooMuch();
        // Not zlib data, or truncated: pdf.js decides what it is.
      }
      if (total > max) throw tooMuch();
    }
    at = bytes.indexOf(STREAM, end === -1 ? at + STREAM.length : end + END_STREAM.length);
  }
}

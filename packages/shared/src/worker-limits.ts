/**
 * CPU-heavy work on user input (compliance checks, document extraction) runs in worker threads
 * with these limits (issue 27), so no request can hold up or exhaust the instance. Each limit
 * is named in the limits table of docs/product.md.
 */

/** Checks waiting for a compliance worker; one more is refused (503) until the queue drains. */
export const COMPLIANCE_QUEUE_MAX = 32;
/** A check that has not finished this long after it was asked for (queue wait included) stops. */
export const COMPLIANCE_CHECK_TIMEOUT_MS = 30_000;
/** Seconds a refused check is told to wait (Retry-After). */
export const COMPLIANCE_RETRY_AFTER_SECONDS = 5;

/** Knowledge-base uploads: pages read from one PDF. */
export const DOCUMENT_PAGES_MAX = 2_000;
/** What one file may inflate to: a DOCX's zip entries, a PDF's compressed streams. */
export const DOCUMENT_INFLATED_BYTES_MAX = 50 * 1024 * 1024;
/**
 * Markup in one DOCX (its XML tags, counted while inflating): mammoth holds every element, and
 * about 1.2 million tags of tiny paragraphs (a 200 KB file) took it past the worker's 512 MB
 * heap, where V8 may end the whole process instead of the thread. 500,000 tags is a
 * heavily formatted document of about a megabyte of text.
 */
export const DOCX_MARKUP_TAGS_MAX = 500_000;
/** Text extracted from one file (UTF-8 bytes). */
export const DOCUMENT_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** One extraction stops after this. */
export const DOCUMENT_EXTRACT_TIMEOUT_MS = 15_000;
/** The extraction worker's JavaScript heap; a file that needs more is refused, not the server. */
export const DOCUMENT_WORKER_HEAP_MB = 512;
/** Extractions waiting for the worker. */
export const DOCUMENT_QUEUE_MAX = 8;

const MB = 1024 * 1024;

export const workerMessages = {
  complianceBusy: "The compliance checker is busy. Please try again in a few seconds.",
  complianceTimedOut: `The compliance check did not finish within ${COMPLIANCE_CHECK_TIMEOUT_MS / 1000} seconds. Please try again in a moment, or check a shorter text.`,
  documentBusy: "Other documents are being read. Please try again in a few seconds.",
  tooManyPages: `This PDF has more than ${DOCUMENT_PAGES_MAX.toLocaleString("en-US")} pages. Split it into smaller files.`,
  tooMuchInflated: `This file expands to more than ${DOCUMENT_INFLATED_BYTES_MAX / MB} MB when unpacked. Split it into smaller files.`,
  tooMuchMarkup: `This document has more than ${DOCX_MARKUP_TAGS_MAX.toLocaleString("en-US")} pieces of formatting. Split it into smaller files.`,
  tooMuchText: `This file holds more than ${DOCUMENT_TEXT_MAX_BYTES / MB} MB of text. Split it into smaller files.`,
  extractTimedOut: `Reading this file took longer than ${DOCUMENT_EXTRACT_TIMEOUT_MS / 1000} seconds. Split it into smaller files.`,
  extractOutOfMemory: `Reading this file needed more than ${DOCUMENT_WORKER_HEAP_MB} MB of memory. Split it into smaller files.`,
} as const;

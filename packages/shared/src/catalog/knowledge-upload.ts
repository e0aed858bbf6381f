import { z } from "../zod";
import { botTypeField, productIdField } from "./fields";

// Knowledge from documents (issue 16).
export const KNOWLEDGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const knowledgeUploadExtensions = [".txt", ".md", ".html", ".pdf", ".docx"] as const;

export const knowledgeUploadMessages = {
  button: "Upload Document",
  dialog: "Add Knowledge From a Document",
  fileLabel: "Document",
  fileHelp:
    "A .txt, .md, .html, .pdf or .docx file up to 10 MB. Each section (heading) becomes an entry.",
  submit: "Upload",
  uploading: "Uploading…",
  extracting: "Extracting text…",
  fileRequired: "Choose a file to upload.",
  tooLarge: "The file is too large: documents can be up to 10 MB.",
  unsupported: "Unsupported file type: choose a .txt, .md, .html, .pdf or .docx file.",
  unreadable: (kind: string) =>
    `This ${kind} file could not be read. It may be corrupt or password-protected.`,
  notText: "This file is not readable text. Save it as UTF-8 text and try again.",
  noText: "No text was found in this file (a scanned PDF has images, not text).",
  tooManySections: (max: number) =>
    `This document has more than ${max} sections. Split it into smaller files.`,
  created: "Document added",
  createdDescription: (count: number) =>
    `${count} knowledge base ${count === 1 ? "entry was" : "entries were"} created from the document.`,
  malformed: "The upload could not be read: send the file as multipart/form-data with its fields.",
  oneFile: "Send one file per upload.",
  tooManyFields: "The upload has too many fields: send the file, productId and botType.",
  failed: "Error uploading document",
  failedFallback: "There was an error uploading the document.",
} as const;

/** Base64 text as bytes (atob exists in browsers and in Node), for JSON transports. */
function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * The upload as the procedure takes it: the REST route reads a multipart body into this; JSON
 * callers (tRPC over HTTP, a JSON POST to the route) send the bytes as base64.
 */
export const uploadKnowledgeInput = z.object({
  fileName: z
    .string({ error: knowledgeUploadMessages.fileRequired })
    .trim()
    .min(1, knowledgeUploadMessages.fileRequired)
    .max(255, knowledgeUploadMessages.unsupported),
  data: z
    .union([z.instanceof(Uint8Array), z.base64().transform(base64Bytes)], {
      error: knowledgeUploadMessages.fileRequired,
    })
    .refine((d) => d.byteLength <= KNOWLEDGE_UPLOAD_MAX_BYTES, knowledgeUploadMessages.tooLarge),
  productId: productIdField,
  botType: botTypeField,
});
export type UploadKnowledgeInput = z.input<typeof uploadKnowledgeInput>;

export interface UploadKnowledgeResult {
  entries: Array<{ id: number; name: string }>;
}

import { isAppError } from "@studio/shared";
import { extractDocumentSections } from "../services/catalog/document-text/extract-document";
import type { DocumentSection } from "../services/catalog/document-text/split-sections";

export interface DocumentTask {
  fileName: string;
  data: Uint8Array;
}

/** Sections, or the sentence a refused file is refused with (errors lose their class in transit). */
export type DocumentResult = { sections: DocumentSection[] } | { refused: string };

/**
 * The document extraction worker (a piscina task module): reads a PDF, DOCX or text file in a
 * thread with its own heap limit, so a file built to exhaust memory kills this thread, not the
 * server. The server builds it as its own file (apps/server/src/workers/documents.ts).
 */
export default async function extract(task: DocumentTask): Promise<DocumentResult> {
  try {
    return { sections: await extractDocumentSections(task.fileName, task.data) };
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_REQUEST") return { refused: error.message };
    throw error;
  }
}

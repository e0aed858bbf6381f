import { AppError, DOCUMENT_EXTRACT_TIMEOUT_MS, workerMessages } from "@studio/shared";
import type { DocumentResult, DocumentTask } from "../../../workers/documents";
import { isAbort, isQueueFull, workerPools } from "../../generation/worker-pools";
import type { DocumentSection } from "./split-sections";

/**
 * A document's sections, read in the extraction worker: its heap is capped and it has
 * DOCUMENT_EXTRACT_TIMEOUT_MS, so a file that needs more is refused with the limit named (400)
 * and the thread is replaced; the server never runs out of memory or time for one upload. With
 * no pool open (scripts, service tests) the file is read here.
 */
export async function extractInWorker(
  fileName: string,
  data: Uint8Array,
): Promise<DocumentSection[]> {
  const pool = workerPools()?.documents;
  // The readers (mammoth, unpdf) load only here: the server's main thread never needs them.
  if (!pool) return (await import("./extract-document")).extractDocumentSections(fileName, data);
  // A copy of its own, handed over (not cloned): the upload's bytes may share a larger buffer.
  const owned = new Uint8Array(data);
  const task: DocumentTask = { fileName, data: owned };
  const timeout = AbortSignal.timeout(DOCUMENT_EXTRACT_TIMEOUT_MS);
  let result: DocumentResult;
  try {
    result = await pool.run(task, { signal: timeout, transferList: [owned.buffer] });
  } catch (error) {
    if (isQueueFull(error))
      throw new AppError("SERVICE_UNAVAILABLE", workerMessages.documentBusy, 5);
    if (isAbort(error)) throw new AppError("BAD_REQUEST", workerMessages.extractTimedOut);
    if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw new AppError("BAD_REQUEST", workerMessages.extractOutOfMemory);
    }
    throw error;
  }
  if ("refused" in result) throw new AppError("BAD_REQUEST", result.refused);
  return result.sections;
}

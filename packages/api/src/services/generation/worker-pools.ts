import { availableParallelism } from "node:os";
import { COMPLIANCE_QUEUE_MAX, DOCUMENT_QUEUE_MAX, DOCUMENT_WORKER_HEAP_MB } from "@studio/shared";
import { Piscina } from "piscina";

/** Where the host built the worker modules, and how a thread must start to load them. */
export interface WorkerFiles {
  /** File URL or path of the compliance worker (`@studio/api/workers/compliance`). */
  compliance: string;
  /** File URL or path of the document extraction worker (`@studio/api/workers/documents`). */
  documents: string;
  /** Node flags for the threads, e.g. a TypeScript loader when running from sources. */
  execArgv?: string[];
  /** Compliance threads; one per core by default. */
  complianceThreads?: number;
}

export interface WorkerPools {
  compliance: Piscina;
  documents: Piscina;
}

/**
 * Threads are a resource of the process, like its cores, so the pools are too: every app built
 * in this process (tests build several) shares them, and the last one to close shuts them down.
 * Without an open pool (scripts, service tests) the work runs in the calling thread.
 */
let pools: WorkerPools | null = null;
let holders = 0;

function createPools(files: WorkerFiles): WorkerPools {
  const execArgv = files.execArgv ?? [];
  return {
    compliance: new Piscina({
      filename: files.compliance,
      execArgv,
      // The event loop's thread is mostly idle (it waits on I/O), so the checks get every core,
      // at a lower priority: when a request arrives, the scheduler runs the event loop first.
      maxThreads: files.complianceThreads ?? Math.max(1, availableParallelism()),
      niceIncrement: 5,
      minThreads: 0,
      idleTimeout: 60_000,
      maxQueue: COMPLIANCE_QUEUE_MAX,
    }),
    documents: new Piscina({
      filename: files.documents,
      execArgv,
      // One file at a time: an extraction may use its whole heap.
      maxThreads: 1,
      minThreads: 0,
      idleTimeout: 30_000,
      maxQueue: DOCUMENT_QUEUE_MAX,
      resourceLimits: {
        maxOldGenerationSizeMb: DOCUMENT_WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: 64,
      },
    }),
  };
}

/**
 * Opens the process's worker pools (or joins them when open) and answers the function that
 * leaves them; the last to leave destroys the threads. A host calls it once and leaves in its
 * `onClose`.
 */
export function openWorkerPools(files: WorkerFiles): () => Promise<void> {
  holders += 1;
  pools ??= createPools(files);
  let left = false;
  return async () => {
    if (left) return;
    left = true;
    holders -= 1;
    if (holders > 0 || !pools) return;
    const closing = pools;
    pools = null;
    await Promise.all([closing.compliance.destroy(), closing.documents.destroy()]);
  };
}

/** The open pools, or null when no host opened them. */
export function workerPools(): WorkerPools | null {
  return pools;
}

/** Piscina's refusal when a pool's queue is full. */
export function isQueueFull(error: unknown): boolean {
  return error instanceof Error && error.message === "Task queue is at limit";
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

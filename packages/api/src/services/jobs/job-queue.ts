import type { Db, QueueConnection } from "@studio/db";
import { fromKysely, fromPglite, type Job, type JobResult, PgBoss } from "pg-boss";
import { type JobName, type JobPayloads, jobQueues, type QueueSettings } from "./queues";

/**
 * The job queue: pg-boss (a maintained PostgreSQL job library) on PostgreSQL, and the same
 * pg-boss on the embedded PGlite through its PGlite adapter, so both engines run the same jobs
 * the same way. Jobs live in the database (schema `pgboss`): they survive restarts and crashes,
 * and every instance on one database shares one queue. A job is claimed with `FOR UPDATE SKIP
 * LOCKED`, so no two instances run it at once; a job whose instance died is retried once it
 * expires (see QueueSettings.expireInSeconds).
 */
export interface JobQueue {
  /**
   * Queues a job and answers its id. With `trx`, the job is written in that transaction: it
   * exists only if the transaction commits (write a row and its job together, never one without
   * the other). Inside a transaction, always pass it: on PGlite a job written outside it would
   * wait for the transaction to end, which is waiting for the job.
   */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string>;
  /**
   * Runs `handler` for each job of `name` (on every instance that calls it). A handler that
   * throws fails the attempt: the job is retried per its queue's settings. `job.signal` aborts
   * when the instance stops.
   */
  work<N extends JobName>(name: N, handler: JobHandler<JobPayloads[N]>): Promise<void>;
  /** Installs or upgrades the queue's tables when needed, creates the queues, starts polling. */
  start(): Promise<void>;
  /** Stops fetching, waits up to the grace period for running jobs, releases connections. */
  stop(): Promise<void>;
  /** What `/readyz` says about the queue. */
  status(): Promise<QueueStatus>;
}

export interface EnqueueOptions {
  /** The transaction (or connection) to write the job with; see `enqueue`. */
  trx?: Db;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one queued job with this key per queue (a second enqueue answers the first id). */
  singletonKey?: string;
}

export interface JobContext<P> {
  id: string;
  data: P;
  /** Aborted when this instance stops (the job will be retried elsewhere). */
  signal: AbortSignal;
}

export type JobHandler<P> = (job: JobContext<P>) => Promise<void>;

export interface QueueStatus {
  library: "pg-boss";
  engine: QueueConnection["engine"];
  state: "starting" | "running" | "stopped" | "failed";
  /** Jobs per queue as pg-boss last counted them (its monitor refreshes them every minute). */
  queues: Record<string, { queued: number; active: number; deferred: number; failed: number }>;
}

export interface JobQueueOptions {
  /** Polling and retry timings per queue; `jobQueues` when omitted (tests shorten them). */
  settings?: Partial<Record<JobName, Partial<QueueSettings>>>;
  /** How long stop() waits for running jobs before leaving them to expire and retry. */
  stopGraceMs?: number;
  /** Connections of the queue's own pool on PostgreSQL (4 unless given; test apps use 1). */
  poolSize?: number;
  onError?: (error: unknown) => void;
}

/** The queue on this database; call start() before enqueueing. */
export function createJobQueue(
  connection: QueueConnection,
  options: JobQueueOptions = {},
): JobQueue {
  const settings = (name: JobName): QueueSettings => ({
    ...jobQueues[name],
    ...options.settings?.[name],
  });
  const boss =
    connection.engine === "postgres"
      ? new PgBoss({
          connectionString: connection.connectionString,
          // Its own small pool beside the app's; one more connection listens for NOTIFY.
          max: options.poolSize ?? 4,
          application_name: "pressroom-jobs",
          useListenNotify: true,
          // Our schedules have their own table and catch-up rule (services/schedules).
          schedule: false,
        })
      : new PgBoss({
          db: fromPglite(connection.pglite),
          backend: "pglite",
          useListenNotify: true,
          schedule: false,
        });
  // An EventEmitter without an "error" listener would crash the process on a database blip.
  boss.on("error", (error) => options.onError?.(error));

  let state: QueueStatus["state"] = "stopped";
  const handlers = new Map<JobName, JobHandler<never>>();
  const stopping = new AbortController();
  const names = Object.keys(jobQueues) as JobName[];

  const startWorker = async (name: JobName, handler: JobHandler<never>) => {
    const s = settings(name);
    await boss.work<JobPayloads[JobName]>(
      name,
      {
        batchSize: s.batchSize,
        pollingIntervalSeconds: s.pollingIntervalSeconds,
        // NOTIFY wakes a worker when a job is queued, but a deferred job (a retry due in 10 s)
        // becomes due with no notice: keep polling at the base rate, not pg-boss's 30 s backstop.
        notifyPollingIntervalSeconds: s.pollingIntervalSeconds,
        // A full batch means more are waiting: fetch again at once instead of after the poll.
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs: Job<JobPayloads[JobName]>[]): Promise<JobResult[]> => {
        // The jobs of one fetch run side by side; each settles on its own.
        const outcomes = await Promise.allSettled(
          jobs.map((job) =>
            (handler as JobHandler<JobPayloads[JobName]>)({
              id: job.id,
              data: job.data,
              signal: AbortSignal.any([job.signal, stopping.signal]),
            }),
          ),
        );
        return jobs.map((job, i) => {
          const outcome = outcomes[i];
          if (outcome?.status === "rejected") options.onError?.(outcome.reason);
          return { id: job.id, status: outcome?.status === "fulfilled" ? "completed" : "failed" };
        });
      },
    );
  };

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      const s = settings(name);
      const id = await boss.send(name, payload, {
        retryLimit: s.retryLimit,
        retryDelay: s.retryDelaySeconds,
        expireInSeconds: s.expireInSeconds,
        ...(enqueueOptions.startAfter !== undefined
          ? { startAfter: enqueueOptions.startAfter }
          : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.trx ? { db: fromKysely(enqueueOptions.trx) } : {}),
      });
      if (id === null && !enqueueOptions.singletonKey) {
        throw new Error(`The job queue did not accept a ${name} job.`);
      }
      return id ?? "";
    },

    async work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
      if (state === "running") await startWorker(name, handler as JobHandler<never>);
    },

    async start() {
      state = "starting";
      try {
        await boss.start();
        for (const name of names) {
          const s = settings(name);
          // Idempotent; it also puts the queue in pg-boss's cache, so a send inside a PGlite
          // transaction never has to read it (which would wait on that transaction).
          await boss.createQueue(name, {
            retryLimit: s.retryLimit,
            retryDelay: s.retryDelaySeconds,
            expireInSeconds: s.expireInSeconds,
            notify: true,
          });
        }
        for (const [name, handler] of handlers) await startWorker(name, handler);
        state = "running";
      } catch (error) {
        state = "failed";
        throw error;
      }
    },

    async stop() {
      if (state === "stopped") return;
      stopping.abort(new Error("the job queue is stopping"));
      await boss.stop({ graceful: true, timeout: options.stopGraceMs ?? 10_000, close: true });
      state = "stopped";
    },

    async status() {
      const queues: QueueStatus["queues"] = {};
      if (state === "running") {
        for (const queue of await boss.getQueues(names)) {
          queues[queue.name] = {
            queued: queue.queuedCount,
            active: queue.activeCount,
            deferred: queue.deferredCount,
            failed: queue.failedCount,
          };
        }
      }
      return { library: "pg-boss", engine: connection.engine, state, queues };
    },
  };
}

/** A queue for contexts that have none (scripts, unit tests of services): enqueueing fails. */
export const noJobQueue: JobQueue = {
  async enqueue(name) {
    throw new Error(`No job queue here to run ${name}.`);
  },
  async work() {},
  async start() {},
  async stop() {},
  async status() {
    return { library: "pg-boss", engine: "pglite", state: "stopped", queues: {} };
  },
};

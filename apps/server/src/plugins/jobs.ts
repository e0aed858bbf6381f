import {
  aiGateway,
  createJobQueue,
  type JobName,
  type JobQueue,
  type QueueSettings,
  registerJobHandlers,
  type ScheduleClock,
  startScheduleClock,
} from "@studio/api";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    /** The job queue (pg-boss on this instance's database), handed to every request's context. */
    jobs: JobQueue;
    /** Webhook receivers on private networks are allowed (WEBHOOK_ALLOW_PRIVATE). */
    webhookAllowPrivate: boolean;
  }
}

export interface JobsPluginOptions {
  config: Config;
  /** Test timings: shorter webhook retry delays and polling (see BuildAppOptions.jobs). */
  tuning?: JobsTuning;
}

export interface JobsTuning {
  webhookRetryDelaysSeconds?: readonly number[];
  queueSettings?: Partial<Record<JobName, Partial<QueueSettings>>>;
  /** The queue's own pool on PostgreSQL (see JobQueueOptions.poolSize). */
  queuePoolSize?: number;
  /** How often each instance looks for due schedules. */
  scheduleCheckMs?: number;
}

/** Every instance looks for due schedules this often; a slot runs within this of its time. */
const SCHEDULE_CHECK_MS = 15_000;

/**
 * The job queue's lifecycle: handlers registered, the queue started (its tables installed on
 * first boot) and the schedule clock started once the app is ready; on close, the clock and the
 * queue stop before the database closes (onClose hooks run in reverse order of registration).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { config, tuning = {} }: JobsPluginOptions) => {
    const jobs = createJobQueue(app.dbHandle.queueConnection, {
      ...(tuning.queueSettings ? { settings: tuning.queueSettings } : {}),
      ...(tuning.queuePoolSize ? { poolSize: tuning.queuePoolSize } : {}),
      onError: (err) => app.log.error({ err }, "job failed"),
    });
    app.decorate("jobs", jobs);
    app.decorate("webhookAllowPrivate", config.webhooks.allowPrivate);

    await registerJobHandlers(jobs, {
      db: app.db,
      ai: aiGateway(app.ai),
      generationLimits: app.generationLimits,
      invalidation: app.caches.invalidation,
      streamSlots: app.streamSlots,
      webhookAllowPrivate: config.webhooks.allowPrivate,
      ...(tuning.webhookRetryDelaysSeconds
        ? { webhookRetryDelaysSeconds: tuning.webhookRetryDelaysSeconds }
        : {}),
    });
    // Started before the routes serve: a request may queue a job as soon as it can arrive.
    await jobs.start();

    let clock: ScheduleClock | undefined;
    app.addHook("onReady", async () => {
      // The first look also runs, once, what was missed while every instance was down.
      clock = await startScheduleClock(app.db, jobs, {
        intervalMs: tuning.scheduleCheckMs ?? SCHEDULE_CHECK_MS,
        onError: (err) => app.log.warn({ err }, "schedule check failed"),
      });
    });
    app.addHook("onClose", async () => {
      clock?.stop();
      await jobs.stop();
    });
  },
  { name: "jobs", dependencies: ["db", "ai"] },
);

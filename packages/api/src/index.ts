/** The package's public entry point: other packages import from here, never from its files. */
export * from "./admin-caller";
export * from "./context";
export * from "./errors";
export * from "./root";
export * from "./services/bootstrap-admin";
export * from "./services/cache-invalidation";
export * from "./services/image-store";
export * from "./services/images-delivery";
export * from "./services/jobs/handlers";
export {
  createJobQueue,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  noJobQueue,
  type QueueStatus,
} from "./services/jobs/job-queue";
export {
  type JobName,
  type JobPayloads,
  jobQueues,
  type QueueSettings,
} from "./services/jobs/queues";
export * from "./services/mail/mailer";
export {
  dispatchNotificationEmails,
  type NotificationEmailDeps,
} from "./services/mail/notification-emails";
export * from "./services/my-usage-cache";
export * from "./services/passwords";
export * from "./services/product-list-cache";
export { type ScheduleClock, startScheduleClock } from "./services/schedules/schedule-clock";
export * from "./services/stream-slots";
export { type AiGateway, aiGateway } from "./services/usage/ai-spend-gate";
export * from "./services/usage-limits";
export { isPublicAddress } from "./services/webhooks/address-guard";
export { signWebhookBody, verifyWebhookSignature } from "./services/webhooks/signature";
export { openWorkerPools, type WorkerFiles } from "./services/worker-pools";

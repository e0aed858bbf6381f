/** The package's public entry point: other packages import from here, never from its files. */
export * from "./admin-caller";
export * from "./context";
export { answers, type ContractMode, configureContracts, streams } from "./contract";
export * from "./errors";
export * from "./procedure-contracts";
export * from "./rest-meta";
export * from "./root";
export * from "./services/accounts/bootstrap-admin";
export * from "./services/accounts/passwords";
export * from "./services/catalog/product-list-cache";
export * from "./services/generation/image-store";
export * from "./services/generation/images-delivery";
export * from "./services/generation/stream-slots";
export { openWorkerPools, type WorkerFiles } from "./services/generation/worker-pools";
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
export * from "./services/platform/cache-invalidation";
export { type ScheduleClock, startScheduleClock } from "./services/schedules/schedule-clock";
export { type AiGateway, aiGateway } from "./services/usage/ai-spend-gate";
export * from "./services/usage/my-usage-cache";
export * from "./services/usage/usage-limits";
export { isPublicAddress } from "./services/webhooks/address-guard";
export { signWebhookBody, verifyWebhookSignature } from "./services/webhooks/signature";

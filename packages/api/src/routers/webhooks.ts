import {
  createWebhookInput,
  idInput,
  redeliverWebhookInput,
  webhookDeliveriesInput,
} from "@studio/shared";
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhookDtos,
  redeliverWebhook,
  removeWebhook,
} from "../services/webhooks/webhooks";
import { adminProcedure, router } from "../trpc";

/** Signed webhooks (issue 25): administrators only, on both transports. */
export const webhooksRouter = router({
  create: adminProcedure
    .input(createWebhookInput)
    .mutation(({ ctx, input }) => createWebhook(ctx.db, ctx.user, input, ctx.webhookAllowPrivate)),
  list: adminProcedure.query(({ ctx }) => listWebhookDtos(ctx.db)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => removeWebhook(ctx.db, input.id)),
  deliveries: adminProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input)),
  redeliver: adminProcedure
    .input(redeliverWebhookInput)
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.db, ctx.jobs, input)),
});

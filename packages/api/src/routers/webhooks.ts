import {
  answer,
  type CreatedWebhookDto,
  createWebhookInput,
  idInput,
  type Page,
  redeliverWebhookInput,
  WEBHOOK_DELIVERIES_PAGE_DEFAULT,
  WEBHOOK_DELIVERIES_PAGE_MAX,
  type WebhookDeliveryDto,
  type WebhookDto,
  webhookDeliveriesInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";
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
    .meta(
      rest.create(
        "/api/webhooks",
        "Webhooks",
        "Register a webhook endpoint (the signing secret is in this answer only)",
      ),
    )
    .input(createWebhookInput)
    .output(answers<CreatedWebhookDto>(answer.createdWebhook))
    .mutation(({ ctx, input }) => createWebhook(ctx.db, ctx.user, input, ctx.webhookAllowPrivate)),
  list: adminProcedure
    .meta(rest.get("/api/webhooks", "Webhooks", "Webhook endpoints (never their secrets)"))
    .output(answers<WebhookDto[]>(z.array(answer.webhook)))
    .query(({ ctx }) => listWebhookDtos(ctx.db)),
  delete: adminProcedure
    .meta(
      rest.delete("/api/webhooks/{id}", "Webhooks", "Delete a webhook endpoint and its deliveries"),
    )
    .input(idInput)
    .output(answers<WebhookDto>(answer.webhook))
    .mutation(({ ctx, input }) => removeWebhook(ctx.db, input.id)),
  deliveries: adminProcedure
    .meta(
      rest.get(
        "/api/webhooks/{id}/deliveries",
        "Webhooks",
        "An endpoint's deliveries, newest first, a page at a time",
        {
          query: z.object({
            cursor: z.string().optional(),
            limit: z
              .string()
              .optional()
              .meta({
                description: `1 to ${WEBHOOK_DELIVERIES_PAGE_MAX}; ${WEBHOOK_DELIVERIES_PAGE_DEFAULT} when absent`,
              }),
          }),
        },
      ),
    )
    .input(webhookDeliveriesInput)
    .output(answers<Page<WebhookDeliveryDto>>(answer.webhookDeliveriesPage))
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input)),
  redeliver: adminProcedure
    .meta(
      rest.post(
        "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
        "Webhooks",
        "Send a delivery again now (queued: 202 with the delivery, pending)",
        { status: 202 },
      ),
    )
    .input(redeliverWebhookInput)
    .output(answers<WebhookDeliveryDto>(answer.webhookDelivery))
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.db, ctx.jobs, input)),
});

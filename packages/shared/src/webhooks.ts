import { idField } from "./catalog/fields";
import { pageCursor, pageLimit } from "./pagination";
import { z } from "./zod";

/**
 * Signed webhooks (issue 25): administrators register endpoints that hear of review steps. Each
 * delivery is a signed POST, retried on a fixed schedule, at least once.
 */
export const webhookEventValues = [
  "content.submitted",
  "content.approved",
  "content.changes_requested",
  "content.used",
] as const;
export type WebhookEvent = (typeof webhookEventValues)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "content.submitted": "Submitted for review",
  "content.approved": "Approved",
  "content.changes_requested": "Changes requested",
  "content.used": "Marked as used",
};

/**
 * Seconds from a failed attempt to the next: about 10 s, 1 min, 5 min, 30 min, 2 h and 6 h, then
 * the delivery is marked failed (seven attempts in all).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [10, 60, 300, 1800, 7200, 21600] as const;
/** A receiver that has not answered in this long counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_PAGE_DEFAULT = 20;
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
/** The request headers every delivery carries. */
export const webhookHeaders = {
  event: "X-Pressroom-Event",
  delivery: "X-Pressroom-Delivery",
  signature: "X-Pressroom-Signature",
} as const;

export const webhookMessages = {
  urlInvalid: "url must be an http:// or https:// address.",
  urlTooLong: `url must be at most ${WEBHOOK_URL_MAX} characters.`,
  urlCredentials: "url must not carry a user name or password.",
  eventsRequired: `events must list at least one of ${webhookEventValues.join(", ")}.`,
  eventInvalid: `events must be among ${webhookEventValues.join(", ")}.`,
  privateAddress: (host: string) =>
    `${host} is on a private, loopback or link-local network; webhooks must reach a public address (set WEBHOOK_ALLOW_PRIVATE=true to allow it).`,
  unresolvable: (host: string) => `${host} does not resolve to an address.`,
  notFound: "Webhook not found",
  deliveryNotFound: "Delivery not found",
} as const;

const webhookUrl = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, webhookMessages.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.username === "" && url.password === "";
    } catch {
      return true;
    }
  }, webhookMessages.urlCredentials);

/** POST /api/webhooks and webhooks.create. */
export const createWebhookInput = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(webhookEventValues, { error: webhookMessages.eventInvalid }), {
      error: webhookMessages.eventsRequired,
    })
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** GET /api/webhooks/{id}/deliveries: newest first, a page at a time. */
export const webhookDeliveriesInput = z.object({
  id: idField,
  cursor: pageCursor,
  limit: pageLimit(WEBHOOK_DELIVERIES_PAGE_MAX, WEBHOOK_DELIVERIES_PAGE_DEFAULT),
});
export type WebhookDeliveriesInput = z.input<typeof webhookDeliveriesInput>;

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver. */
export const redeliverWebhookInput = z.object({ id: idField, deliveryId: idField });

/** An endpoint as listed: never its secret. */
export interface WebhookDto {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

/** The answer to a registration: the only time the secret is shown. */
export interface CreatedWebhookDto extends WebhookDto {
  secret: string;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDeliveryDto {
  id: number;
  event: WebhookEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/**
 * What a delivery's JSON body says about the piece at the event: the version the step was taken
 * on, its SHA-256, and that version's approval (the approver's account id and when; null while
 * the version is not approved).
 */
export interface WebhookContentData {
  contentId: number;
  version: number;
  title: string;
  status: string;
  contentHash: string;
  approvedBy: number | null;
  approvedAt: string | null;
}

export interface WebhookPayload {
  /** The event's id: the same for every endpoint that hears this one event. */
  id: string;
  event: WebhookEvent;
  createdAt: string;
  data: WebhookContentData;
}

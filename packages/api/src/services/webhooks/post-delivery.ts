import http from "node:http";
import https from "node:https";
import { isAppError, WEBHOOK_TIMEOUT_MS, webhookHeaders } from "@studio/shared";
import { resolveDeliveryAddress, urlHost } from "./address-guard";
import { signWebhookBody } from "./signature";

export interface WebhookRequest {
  url: string;
  secret: string;
  deliveryId: number;
  event: string;
  /** The JSON body, exactly as signed and sent. */
  body: string;
}

export interface AttemptResult {
  delivered: boolean;
  /** The receiver's status code; null when it never answered. */
  statusCode: number | null;
  /** Why it failed, for the deliveries list and the log (never the secret). */
  error: string | null;
}

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Aborts the attempt (the instance is stopping). */
  signal?: AbortSignal;
  nowSeconds?: () => number;
}

/** Bytes of a receiver's answer read before it is dropped: only its status matters. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * One signed POST. The name is resolved and checked here, and the socket connects to exactly
 * that address (TLS still verifies the certificate for the name), so a DNS answer that changes
 * between check and connect cannot reach a private network. Redirects are not followed. A 2xx
 * within the timeout is delivered; anything else is a failed attempt, never a throw.
 */
export async function postWebhook(
  request: WebhookRequest,
  options: PostOptions,
): Promise<AttemptResult> {
  const url = new URL(request.url);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveDeliveryAddress(url, options.allowPrivate);
  } catch (error) {
    return {
      delivered: false,
      statusCode: null,
      error: isAppError(error) ? error.message : "DNS lookup failed",
    };
  }
  const t = Math.floor(options.nowSeconds?.() ?? Date.now() / 1000);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const signal = AbortSignal.any([
    AbortSignal.timeout(timeoutMs),
    ...(options.signal ? [options.signal] : []),
  ]);
  const secure = url.protocol === "https:";
  const body = Buffer.from(request.body, "utf8");

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        host: target.address,
        family: target.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "POST",
        // The certificate is checked against the name, not the address connected to.
        ...(secure ? { servername: urlHost(url) } : {}),
        headers: {
          host: url.host,
          "content-type": "application/json",
          "content-length": String(body.length),
          "user-agent": "Pressroom-Webhooks/1",
          [webhookHeaders.event]: request.event,
          [webhookHeaders.delivery]: String(request.deliveryId),
          [webhookHeaders.signature]: signWebhookBody(request.secret, request.body, t),
        },
        signal,
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) response.destroy();
        });
        const done = () =>
          finish({
            delivered: statusCode >= 200 && statusCode < 300,
            statusCode,
            error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}`,
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    req.on("error", (error) => {
      const timedOut = signal.aborted && !options.signal?.aborted;
      finish({
        delivered: false,
        statusCode: null,
        error: timedOut ? `No answer in ${Math.round(timeoutMs / 1000)} s` : error.message,
      });
    });
    req.end(body);
  });
}

import { classifyDatabaseError } from "@studio/db";
import { httpMessages } from "@studio/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Errors that reach Fastify itself (body parsing, limits, timeouts, bugs). 4xx keep a message
 * written for people; 5xx are masked and logged with the request id, which the response carries
 * so a report can be matched to the log.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A request that failed on our side persists nothing. Saving its session again (on the
      // way out of this handler) would fail the same way, e.g. with the database gone, and
      // Fastify would then answer in its own shape, with the raw error message.
      if (!(error.statusCode && error.statusCode < 500)) Reflect.set(request, "session", null);
      // A database outage reached outside a procedure (e.g. reading the session) is a 503.
      const outage = classifyDatabaseError(error);
      if (outage?.code === "SERVICE_UNAVAILABLE") {
        request.log.warn({ err: error }, "database unavailable");
        return reply.code(503).send({ error: outage.message, requestId: request.id });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(status).send({ error: httpMessages.internal, requestId: request.id });
      }
      return reply.code(status).send({ error: clientMessage(error) });
    });
  },
  { name: "errors" },
);

/**
 * Errors Fastify raises before any route or hook runs (a URL that does not decode), given to
 * `frameworkErrors`: otherwise Fastify answers them itself as `{ statusCode, code, message }`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === "FST_ERR_BAD_URL") {
    void reply.code(400).send({ error: httpMessages.badUrl });
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed before routing");
    void reply.code(status).send({ error: httpMessages.internal, requestId: request.id });
    return;
  }
  void reply.code(status).send({ error: clientMessage(error) });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return httpMessages.bodyTooLarge;
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return httpMessages.invalidJson;
    default:
      return error.message;
  }
}

import { classifyDatabaseError } from "@studio/db/errors";
import { httpMessages } from "@studio/shared/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Errors that reach Fastify itself (body parsing, limits, timeouts, bugs). 4xx keep a message
 * written for people; 5xx are masked and logged with the request id, which the response carries
 * so a report can be matched to the log.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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

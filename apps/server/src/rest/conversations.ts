import type { MessageDto } from "@studio/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { pathId } from "./catalog";
import { restHandler, untrustedBody } from "./handler";

/**
 * The conversation paths of SPEC section 7, mapped onto the conversations and chat procedures,
 * so ownership (404 for another account's id) and validation are exactly tRPC's. Creates answer 201.
 */
export async function conversationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/conversations",
    restHandler(async (caller, request, reply) => {
      const conversation = await caller.conversations.create(untrustedBody(request));
      return reply.code(201).send(conversation);
    }),
  );
  app.get(
    "/api/conversations",
    restHandler((caller) => caller.conversations.list()),
  );
  app.delete(
    "/api/conversations/:id",
    restHandler((caller, request) => caller.conversations.delete({ id: pathId(request) })),
  );
  app.get(
    "/api/conversations/:id/messages",
    restHandler((caller, request) =>
      caller.conversations.messages({ conversationId: pathId(request) }),
    ),
  );
  /**
   * role 'user': saves the message, generates the assistant's reply (not streamed on REST) and
   * answers both saved messages. role 'system' (a generator handoff): stores it and answers it.
   * Anything else, 'assistant' included, is refused by the procedure's schema.
   */
  app.post(
    "/api/conversations/:id/messages",
    restHandler(async (caller, request, reply) => {
      const { role, content } = messageBody(request);
      const conversationId = pathId(request);
      const saved: MessageDto[] = [];
      if (role === "user") {
        const events = await caller.chat.streamReply({ conversationId, content } as never);
        for await (const event of events) {
          if (event.type === "user-message" || event.type === "done") saved.push(event.message);
        }
      } else {
        saved.push(
          await caller.conversations.addMessage({ conversationId, role, content } as never),
        );
      }
      return reply.code(201).send(saved);
    }),
  );
}

function messageBody(request: FastifyRequest): { role: unknown; content: unknown } {
  const body = untrustedBody(request) as unknown;
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return { role: fields.role, content: fields.content };
}

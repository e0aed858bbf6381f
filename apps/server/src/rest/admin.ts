import type { FastifyInstance } from "fastify";
import { bodyWithId, pathId, queryValue } from "./catalog";
import { restHandler, untrustedBody } from "./handler";

/**
 * The admin paths of SPEC section 7. Each maps the legacy payload onto the admin procedure and
 * nothing more, so authorization and validation are exactly tRPC's. Creates answer 201.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Products (GET /api/products is public, in catalog.ts).
  app.post(
    "/api/products",
    restHandler(async (caller, request, reply) => {
      const product = await caller.admin.products.create(untrustedBody(request));
      return reply.code(201).send(product);
    }),
  );
  app.put(
    "/api/products/:id",
    restHandler((caller, request) => caller.admin.products.update(bodyWithId(request))),
  );
  app.delete(
    "/api/products/:id",
    restHandler((caller, request) => caller.admin.products.delete({ id: pathId(request) })),
  );

  // Topics (the GETs are public, in catalog.ts).
  app.post(
    "/api/topics",
    restHandler(async (caller, request, reply) => {
      const topic = await caller.admin.topics.create(untrustedBody(request));
      return reply.code(201).send(topic);
    }),
  );
  app.put(
    "/api/topics/:id",
    restHandler((caller, request) => caller.admin.topics.update(bodyWithId(request))),
  );
  app.delete(
    "/api/topics/:id",
    restHandler((caller, request) => caller.admin.topics.delete({ id: pathId(request) })),
  );

  // Knowledge base: GET takes the list filters as query parameters.
  app.get(
    "/api/knowledge-base",
    restHandler((caller, request) =>
      caller.admin.knowledge.list({
        search: queryValue(request, "search"),
        productId: queryValue(request, "productId"),
        botType: queryValue(request, "botType"),
      } as never),
    ),
  );
  app.post(
    "/api/knowledge-base",
    restHandler(async (caller, request, reply) => {
      const entry = await caller.admin.knowledge.create(untrustedBody(request));
      return reply.code(201).send(entry);
    }),
  );
  app.put(
    "/api/knowledge-base/:id",
    restHandler((caller, request) => caller.admin.knowledge.update(bodyWithId(request))),
  );
  app.delete(
    "/api/knowledge-base/:id",
    restHandler((caller, request) => caller.admin.knowledge.delete({ id: pathId(request) })),
  );

  // Prompt templates: PUT takes the full form or only { active }.
  app.get(
    "/api/prompt-templates",
    restHandler((caller, request) =>
      caller.admin.promptTemplates.list({ botType: queryValue(request, "botType") } as never),
    ),
  );
  app.post(
    "/api/prompt-templates",
    restHandler(async (caller, request, reply) => {
      const template = await caller.admin.promptTemplates.create(untrustedBody(request));
      return reply.code(201).send(template);
    }),
  );
  app.put(
    "/api/prompt-templates/:id",
    restHandler((caller, request) => caller.admin.promptTemplates.update(bodyWithId(request))),
  );
  app.delete(
    "/api/prompt-templates/:id",
    restHandler((caller, request) => caller.admin.promptTemplates.delete({ id: pathId(request) })),
  );

  // Users.
  app.get(
    "/api/users",
    restHandler((caller) => caller.admin.users.list()),
  );
  app.post(
    "/api/users",
    restHandler(async (caller, request, reply) => {
      const user = await caller.admin.users.create(untrustedBody(request));
      return reply.code(201).send(user);
    }),
  );
  app.put(
    "/api/users/:id",
    restHandler((caller, request) => caller.admin.users.update(bodyWithId(request))),
  );
  app.delete(
    "/api/users/:id",
    restHandler((caller, request) => caller.admin.users.delete({ id: pathId(request) })),
  );
  app.patch(
    "/api/users/:id/approval",
    restHandler((caller, request) => caller.admin.users.setApproval(bodyWithId(request))),
  );

  // The dashboard's list of generated items.
  app.get(
    "/api/generated-content",
    restHandler((caller) => caller.admin.generatedContent()),
  );
}

import { type AppRouter, appRouter } from "@studio/api/root";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRequestContext } from "../request-context";

export const trpcPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createRequestContext(req, res),
        onError({ error, path, req }) {
          // 4xx are the caller's business; 5xx are ours, logged with the request id to find them.
          if (error.code === "INTERNAL_SERVER_ERROR") {
            req.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
          }
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  },
  { name: "trpc", dependencies: ["session"] },
);

import type { FastifyInstance } from "fastify";
import { authAdapters } from "./auth";
import { catalogAdapters } from "./catalog";
import { contentAdapters } from "./content";
import { conversationAdapters } from "./conversations";
import { generationAdapters } from "./generation";
import { imageAdapters } from "./images";
import { KNOWLEDGE_UPLOAD_ROUTE } from "./knowledge-upload";
import { registerProcedureRoutes } from "./procedure-routes";

/**
 * Every documented /api path a procedure declares, generated from its metadata; the hand
 * adapters of the paths whose legacy shape differs; the upload, registered by its own plugin.
 */
export async function procedureRoutes(app: FastifyInstance): Promise<void> {
  registerProcedureRoutes(
    app,
    {
      ...authAdapters,
      ...catalogAdapters,
      ...contentAdapters,
      ...conversationAdapters,
      ...generationAdapters,
      ...imageAdapters,
    },
    new Set([KNOWLEDGE_UPLOAD_ROUTE]),
  );
}

import type { FastifyInstance } from "fastify";
import { authAdapters } from "./auth";
import { catalogAdapters } from "./catalog";
import { complianceAdapters } from "./compliance";
import { contentAdapters } from "./content";
import { conversationAdapters } from "./conversations";
import { generationAdapters } from "./generation";
import { imageAdapters } from "./images";
import { KNOWLEDGE_UPLOAD_ROUTE } from "./knowledge-upload";
import { registerProcedureRoutes } from "./procedure-routes";
import { usageAdapters } from "./usage";

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
      ...complianceAdapters,
      ...contentAdapters,
      ...conversationAdapters,
      ...generationAdapters,
      ...imageAdapters,
      ...usageAdapters,
    },
    new Set([KNOWLEDGE_UPLOAD_ROUTE]),
  );
}

import { generatedContent } from "../services/catalog/catalog";
import { dashboard } from "../services/usage/dashboard";
import { adminProcedure, router } from "../trpc";
import { adminComplianceRouter } from "./admin/compliance";
import { adminKnowledgeRouter } from "./admin/knowledge";
import { adminProductsRouter } from "./admin/products";
import { adminPromptTemplatesRouter } from "./admin/prompt-templates";
import { adminTopicsRouter } from "./admin/topics";
import { adminUsageRouter } from "./admin/usage";
import { adminUsersRouter } from "./admin/users";

/** Everything here is for administrators only: adminProcedure refuses visitors (401) and users (403). */
export const adminRouter = router({
  products: adminProductsRouter,
  topics: adminTopicsRouter,
  knowledge: adminKnowledgeRouter,
  promptTemplates: adminPromptTemplatesRouter,
  users: adminUsersRouter,
  usage: adminUsageRouter,
  compliance: adminComplianceRouter,
  dashboard: adminProcedure.query(({ ctx }) => dashboard(ctx.db)),
  generatedContent: adminProcedure.query(({ ctx }) => generatedContent(ctx.db)),
});

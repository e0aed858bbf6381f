import { adminAnswer, type DashboardDto, type GeneratedContentDto } from "@studio/shared";
import { answers } from "../contract";
import { rest } from "../rest-meta";
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
  dashboard: adminProcedure
    .output(answers<DashboardDto>(adminAnswer.dashboard))
    .query(({ ctx }) => dashboard(ctx.db)),
  /** The dashboard's list of generated items (the newest, bounded). */
  generatedContent: adminProcedure
    .meta(rest.get("/api/generated-content", "Administration", "Everything generated"))
    .output(answers<GeneratedContentDto[]>(adminAnswer.generatedContentList))
    .query(({ ctx }) => generatedContent(ctx.db)),
});

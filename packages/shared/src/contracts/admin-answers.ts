import { userApprovalFilters } from "../admin-lists";
import { botTypes } from "../bots";
import { roles } from "../roles";
import { z } from "../zod";
import {
  contentType,
  currentUser,
  generatedContent,
  isoDate,
  knowledge,
  page,
  product,
  promptTemplate,
  topic,
} from "./answers";
import { windowQuery } from "./legacy-requests";

/**
 * What the administrators' procedures answer beyond the shared `answer` schemas: the SPA's pages
 * and the console's usage, price and dashboard reads, which no documented path serves. Also the
 * documented query of the legacy list windows, whose shape is not their procedure's input.
 */

/** An account as the user list shows it: the account and its monthly token quota. */
export const adminUser = currentUser
  .omit({ usage: true })
  .extend({
    monthlyTokenQuota: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Tokens a calendar month (UTC); null is unlimited." }),
  })
  .meta({ id: "AdminUser" });

export const adminUserPage = page(adminUser).meta({ id: "AdminUserPage" });
export const productPage = page(product).meta({ id: "ProductPage" });
export const topicPage = page(topic).meta({ id: "TopicPage" });
export const knowledgePage = page(knowledge).meta({ id: "KnowledgePage" });
export const promptTemplatePage = page(promptTemplate).meta({ id: "PromptTemplatePage" });

export const generatedContentList = z.array(generatedContent);

/** A product goes with its topics and knowledge: the answer counts what went with it. */
export const deletedProduct = z
  .object({ id: z.number().int(), topics: z.number().int(), knowledge: z.number().int() })
  .meta({ id: "DeletedProduct" });

export const bulkApproved = z.object({ updated: z.number().int() });
export const bulkDeleted = z.object({ deleted: z.number().int() });

export const monthCost = z
  .object({
    costUsd: z.number(),
    monthlyBudgetUsd: z.number().nullable(),
    warning: z.boolean().meta({ description: "True from the warning share of the budget on." }),
    reached: z.boolean(),
  })
  .meta({ id: "MonthCost" });

export const modelPrice = z
  .object({
    model: z.string(),
    inputPerMillion: z.number(),
    outputPerMillion: z.number(),
    perImage: z.number(),
    updatedAt: isoDate,
  })
  .meta({ id: "ModelPrice" });

export const modelPrices = z.array(modelPrice);

export const deletedModelPrice = z.object({ model: z.string() }).meta({ id: "DeletedModelPrice" });

export const usageSettings = z
  .object({ monthlyBudgetUsd: z.number().nullable() })
  .meta({ id: "UsageSettings" });

export const dashboard = z
  .object({
    counts: z.object({
      products: z.number().int(),
      topics: z.number().int(),
      generated: z.number().int(),
    }),
    recent: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        botType: contentType,
        createdAt: isoDate,
      }),
    ),
    reviewTimes: z.array(
      z.object({
        productId: z.number().int().nullable(),
        productName: z.string().nullable(),
        medianSeconds: z.number().meta({
          description: "Median seconds from the approved version's submission to its approval.",
        }),
        approvals: z.number().int(),
      }),
    ),
  })
  .meta({ id: "Dashboard" });

/** GET /api/knowledge-base's documented query. */
export const knowledgeWindowQuery = z.object({
  ...windowQuery,
  search: z.string().optional(),
  productId: z.string().optional(),
  botType: z.enum(botTypes).optional(),
});

/** GET /api/prompt-templates's documented query. */
export const promptTemplateWindowQuery = z.object({
  ...windowQuery,
  botType: z.enum(botTypes).optional(),
});

/** GET /api/users's documented query. */
export const userWindowQuery = z.object({
  ...windowQuery,
  role: z.enum(roles).optional(),
  approval: z.enum(userApprovalFilters).optional(),
});

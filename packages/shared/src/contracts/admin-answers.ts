import { userApprovalFilters } from "../admin-lists";
import { botTypes } from "../bots";
import { LEGACY_LIST_DEFAULT, LEGACY_LIST_MAX, SEARCH_TEXT_MAX } from "../pagination";
import { roles } from "../roles";
import { z } from "../zod";
import {
  currentUser,
  generatedContent,
  knowledge,
  product,
  promptTemplate,
  topic,
} from "./answers";

/**
 * What the administrators' procedures answer beyond the shared `answer` schemas: the SPA's pages
 * and the console's usage, price and dashboard reads, which no documented path serves. Also the
 * documented query of the legacy list windows, whose shape is not their procedure's input.
 */
const isoDate = z.string().meta({ format: "date-time" });
const contentType = z.enum([...botTypes, "image"]);

/** `{ items, nextCursor }`: a page of a keyset list (pass nextCursor back for the next). */
function pageOf(item: z.ZodType) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

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

export const adminUserPage = pageOf(adminUser).meta({ id: "AdminUserPage" });
export const productPage = pageOf(product).meta({ id: "ProductPage" });
export const topicPage = pageOf(topic).meta({ id: "TopicPage" });
export const knowledgePage = pageOf(knowledge).meta({ id: "KnowledgePage" });
export const promptTemplatePage = pageOf(promptTemplate).meta({ id: "PromptTemplatePage" });

export const generatedContentList = z.array(generatedContent);

/** A product goes with its topics and knowledge: the answer counts what went with it. */
export const deletedProduct = z
  .object({ id: z.number().int(), topics: z.number().int(), knowledge: z.number().int() })
  .meta({ id: "DeletedProduct" });

export const bulkApproved = z.object({ updated: z.number().int() }).meta({ id: "BulkApproved" });
export const bulkDeleted = z.object({ deleted: z.number().int() }).meta({ id: "BulkDeleted" });

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

/**
 * The window of a legacy list path (shared `legacyListQuery`): it still answers an array, at
 * most `limit` rows; an `X-Next-Cursor` header names the next window when there is one.
 */
const legacyWindowQuery = {
  limit: z
    .string()
    .optional()
    .describe(`Rows to send, 1 to ${LEGACY_LIST_MAX} (default ${LEGACY_LIST_DEFAULT}).`),
  offset: z.string().optional().describe("Rows to skip (default 0); not with cursor."),
  cursor: z
    .string()
    .optional()
    .describe("Start after this position: the X-Next-Cursor header of the previous window."),
  q: z.string().optional().describe(`Search text, at most ${SEARCH_TEXT_MAX} characters.`),
};

/** GET /api/knowledge-base's documented query. */
export const knowledgeWindowQuery = z.object({
  ...legacyWindowQuery,
  search: z.string().optional(),
  productId: z.string().optional(),
  botType: z.enum(botTypes).optional(),
});

/** GET /api/prompt-templates's documented query. */
export const promptTemplateWindowQuery = z.object({
  ...legacyWindowQuery,
  botType: z.enum(botTypes).optional(),
});

/** GET /api/users's documented query. */
export const userWindowQuery = z.object({
  ...legacyWindowQuery,
  role: z.enum(roles).optional(),
  approval: z.enum(userApprovalFilters).optional(),
});

import type {
  AdminProductDto,
  AdminUserDto,
  KnowledgeDto,
  PromptTemplateDto,
  TopicDto,
} from "./catalog";
import { botTypeField, idField, productIdField } from "./catalog";
import { NAME_MAX } from "./limits";
import { blankAsUndefined, legacyListQuery, type Page, pageInput } from "./pagination";
import { roles } from "./roles";
import { z } from "./zod";

/**
 * Inputs of the administrators' paged lists (issue 18). The SPA pages with `{ cursor, limit, q,
 * ...filters }`; the legacy REST paths take the same filters with `legacyListQuery`'s window
 * (`limit`, `offset` or `cursor`, `q`) and answer the window's rows as a plain array.
 */

/** Filters of the user list: approval ("pending" | "approved") and role. */
export const userApprovalFilters = ["pending", "approved"] as const;
export type UserApprovalFilter = (typeof userApprovalFilters)[number];

const userListFilters = {
  role: z.preprocess(blankAsUndefined, z.enum(roles, { error: "Unknown role" }).optional()),
  approval: z.preprocess(
    blankAsUndefined,
    z.enum(userApprovalFilters, { error: "approval must be pending or approved" }).optional(),
  ),
};

/**
 * A page of users: pending sign-ups first, then newest first (created_at, id). No input at all
 * is the first page with the defaults.
 */
export const userListInput = pageInput.extend(userListFilters).prefault({});
export type UserListInput = z.input<typeof userListInput>;
export type UserListQuery = z.output<typeof userListInput>;

/** GET /api/users?limit=&offset=|cursor=&q=&role=&approval= */
export const userLegacyListInput = legacyListQuery.safeExtend(userListFilters).prefault({});
export type UserLegacyListQuery = z.output<typeof userLegacyListInput>;

export type AdminUserPage = Page<AdminUserDto>;

/** The most accounts one bulk action may name: a sign-up flood is handled a few pages at a time. */
export const BULK_IDS_MAX = 500;

export const bulkIdsMessages = {
  required: "Select at least one user.",
  tooMany: `Select at most ${BULK_IDS_MAX} users at a time.`,
} as const;

/** The body of bulk approve and bulk delete: distinct ids, 1 to BULK_IDS_MAX of them. */
export const bulkIdsInput = z.object({
  ids: z
    .array(idField, { error: bulkIdsMessages.required })
    .min(1, { error: bulkIdsMessages.required })
    .max(BULK_IDS_MAX, { error: bulkIdsMessages.tooMany })
    .transform((ids) => [...new Set(ids)]),
});
export type BulkIdsInput = z.input<typeof bulkIdsInput>;

/**
 * SPEC 5: the knowledge list's search is a case-insensitive match on the name (`search`, or
 * `q` like every list); product and bot filters are exact. Blank values mean "no filter".
 */
const knowledgeListFilters = {
  search: z.preprocess(blankAsUndefined, z.string().trim().max(NAME_MAX).optional()),
  productId: z.preprocess(blankAsUndefined, productIdField.optional()),
  botType: z.preprocess(blankAsUndefined, botTypeField.optional()),
};

/** A page of knowledge entries, newest first. */
export const knowledgeListInput = pageInput.extend(knowledgeListFilters).prefault({});
export type KnowledgeListInput = z.input<typeof knowledgeListInput>;
export type KnowledgeListQuery = z.output<typeof knowledgeListInput>;

/** GET /api/knowledge-base?search=&productId=&botType=&limit=&offset=|cursor= */
export const knowledgeLegacyListInput = legacyListQuery
  .safeExtend(knowledgeListFilters)
  .prefault({});
export type KnowledgeLegacyListQuery = z.output<typeof knowledgeLegacyListInput>;

export type KnowledgePage = Page<KnowledgeDto>;

/** A page of products, alphabetical; `q` matches inside the name. */
export const productListInput = pageInput.prefault({});
export type ProductListQuery = z.output<typeof productListInput>;
export type AdminProductPage = Page<AdminProductDto>;

/** A page of topics, alphabetical, with the product and bot filters of SPEC 5. */
export const topicListInput = pageInput
  .extend({
    productId: z.preprocess(blankAsUndefined, productIdField.optional()),
    botType: z.preprocess(blankAsUndefined, botTypeField.optional()),
  })
  .prefault({});
export type TopicListQuery = z.output<typeof topicListInput>;
export type TopicPage = Page<TopicDto>;

const templateListFilters = {
  botType: z.preprocess(blankAsUndefined, botTypeField.optional()),
};

/** A page of prompt templates by bot type, newest first within each; `q` matches the name. */
export const templateListInput = pageInput.extend(templateListFilters).prefault({});
export type TemplateListQuery = z.output<typeof templateListInput>;

/** GET /api/prompt-templates?botType=&q=&limit=&offset=|cursor= */
export const templateLegacyListInput = legacyListQuery.safeExtend(templateListFilters).prefault({});
export type TemplateLegacyListQuery = z.output<typeof templateLegacyListInput>;
export type PromptTemplatePage = Page<PromptTemplateDto>;

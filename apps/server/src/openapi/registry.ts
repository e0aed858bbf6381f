import {
  approveContentInput,
  BULK_IDS_MAX,
  botTypes,
  bulkIdsInput,
  complianceCheckInput,
  complianceRuleInput,
  createApiKeyInput,
  createCommentBody,
  createConversationInput,
  createKnowledgeInput,
  createProductInput,
  createPromptTemplateInput,
  createScheduleInput,
  createTopicInput,
  createUserInput,
  createWebhookInput,
  exportFormats,
  giftTypes,
  imageSizes,
  imageStyles,
  LEGACY_LIST_DEFAULT,
  LEGACY_LIST_MAX,
  lengthValues,
  loginInput,
  answer as r,
  registerInput,
  renameConversationInput,
  requestChangesInput,
  roles,
  SEARCH_TEXT_MAX,
  sendTestInput,
  setApprovalInput,
  setBuiltInRuleEnabledInput,
  setComplianceRuleEnabledInput,
  toneValues,
  tryComplianceRuleInput,
  updateContentInput,
  updateKnowledgeInput,
  updateProductInput,
  updatePromptTemplateInput,
  updateScheduleInput,
  updateTopicInput,
  updateUserInput,
  usageGroupBys,
  WEBHOOK_DELIVERIES_PAGE_DEFAULT,
  WEBHOOK_DELIVERIES_PAGE_MAX,
} from "@studio/shared";
import { z } from "zod";

/**
 * Every documented /api path, one declarative entry each: the OpenAPI document is built from
 * this list (document.ts) and a test fails when Fastify has an /api route that is not here.
 * To document a new route, add an entry: the request schema is the procedure's own zod schema.
 */
export interface RouteDoc {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: `/api/users/{id}` (Fastify's `:id`). */
  path: string;
  summary: string;
  tag: string;
  /**
   * Who may call it: anyone; a signed-in account (session or key); an administrator; a reviewer
   * or administrator; or only a signed-in session (no API key).
   */
  access: "public" | "user" | "admin" | "reviewer" | "session";
  /** The API key scope it needs (none for session-only routes). */
  scope?: "read" | "generate" | "chat" | "admin";
  body?: z.ZodType;
  query?: z.ZodObject;
  response: z.ZodType;
  /** 200 unless it creates (201) or queues work to be done later (202). */
  status?: 200 | 201 | 202;
  /** The answer's media type; JSON unless it is a PNG or a downloaded file. */
  produces?: "application/json" | "image/png" | "application/octet-stream";
}

const idPath = "the id in the path wins over an `id` in the body";

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
const bulkIdsDoc = `{ ids }: 1 to ${BULK_IDS_MAX} account ids; unknown ids are skipped`;
const legacyGenerateBody = z.object({
  productId: z.union([z.number().int(), z.string()]),
  topicId: z.union([z.number().int(), z.string()]).optional(),
  botType: z.enum(botTypes),
  customPrompt: z
    .string()
    .optional()
    .meta({ description: "Gift panel: a gift type, or the custom topic itself." }),
  giftType: z.enum(giftTypes).optional(),
  customTopic: z.string().optional(),
  tone: z.enum(toneValues).optional(),
  length: z.enum(lengthValues).optional(),
  audience: z.string().max(200).optional(),
  instructions: z.string().max(1000).optional(),
});
const legacyImageBody = z.object({
  prompt: z.string(),
  type: z.enum(imageStyles).optional().meta({ description: "The art style." }),
  size: z.enum(imageSizes).optional(),
  isHighResPublication: z.boolean().optional().meta({ description: "true: an A4 cover." }),
  imageType: z.enum(r.imageTypes).optional(),
  headline: z.string().optional(),
  subheadline: z.string().optional(),
  buttonText: z.string().optional(),
});
const postMessageBody = z.object({
  role: z.enum(["user", "system"]),
  content: z.string(),
});
const deleteResult = r.deleteResult;

export const routeDocs: RouteDoc[] = [
  // Accounts
  {
    method: "get",
    path: "/api/user",
    summary: "The signed-in account (401 when signed out)",
    tag: "Accounts",
    access: "user",
    scope: "read",
    response: r.currentUser,
  },
  {
    method: "post",
    path: "/api/login",
    summary: "Sign in (sets the session cookie)",
    tag: "Accounts",
    access: "public",
    body: loginInput,
    response: r.currentUser,
  },
  {
    method: "post",
    path: "/api/register",
    summary: "Create an account (pending an administrator's approval)",
    tag: "Accounts",
    access: "public",
    body: registerInput,
    response: r.message201,
  },
  {
    method: "post",
    path: "/api/logout",
    summary: "Sign out",
    tag: "Accounts",
    access: "public",
    response: r.ok,
  },

  // Catalog
  {
    method: "get",
    path: "/api/products",
    summary: "Products",
    tag: "Catalog",
    access: "public",
    scope: "read",
    response: z.array(r.product),
  },
  {
    method: "get",
    path: "/api/topics",
    summary: "Topics, optionally of one product",
    tag: "Catalog",
    access: "public",
    scope: "read",
    query: z.object({ productId: z.string().optional() }),
    response: z.union([z.array(r.topic), z.array(r.topicOption)]).meta({
      description: "Full topic rows; with `productId`, that product's topics as `{id, name}`.",
    }),
  },
  {
    method: "get",
    path: "/api/gift-options",
    summary: "Free-gift types",
    tag: "Catalog",
    access: "public",
    scope: "read",
    response: z.array(r.giftOption),
  },
  {
    method: "post",
    path: "/api/products",
    summary: "Create a product",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: createProductInput,
    response: r.product,
    status: 201,
  },
  {
    method: "put",
    path: "/api/products/{id}",
    summary: `Rename a product (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: updateProductInput,
    response: r.product,
  },
  {
    method: "delete",
    path: "/api/products/{id}",
    summary: "Delete a product with its topics and knowledge",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },
  {
    method: "post",
    path: "/api/topics",
    summary: "Create a topic",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: createTopicInput,
    response: r.topic,
    status: 201,
  },
  {
    method: "put",
    path: "/api/topics/{id}",
    summary: `Update a topic (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: updateTopicInput,
    response: r.topic,
  },
  {
    method: "delete",
    path: "/api/topics/{id}",
    summary: "Delete a topic",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },
  {
    method: "get",
    path: "/api/knowledge-base",
    summary: "Knowledge-base entries, newest first, filtered (a window; search or q match names)",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    query: z.object({
      ...legacyWindowQuery,
      search: z.string().optional(),
      productId: z.string().optional(),
      botType: z.enum(botTypes).optional(),
    }),
    response: z.array(r.knowledge),
  },
  {
    method: "post",
    path: "/api/knowledge-base",
    summary: "Create a knowledge-base entry",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: createKnowledgeInput,
    response: r.knowledge,
    status: 201,
  },
  {
    method: "put",
    path: "/api/knowledge-base/{id}",
    summary: `Update a knowledge-base entry (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: updateKnowledgeInput,
    response: r.knowledge,
  },
  {
    method: "delete",
    path: "/api/knowledge-base/{id}",
    summary: "Delete a knowledge-base entry",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },
  {
    method: "get",
    path: "/api/prompt-templates",
    summary: "Prompt templates by bot type, newest first within each (a window; q searches names)",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    query: z.object({ ...legacyWindowQuery, botType: z.enum(botTypes).optional() }),
    response: z.array(r.promptTemplate),
  },
  {
    method: "post",
    path: "/api/prompt-templates",
    summary: "Create a prompt template",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: createPromptTemplateInput,
    response: r.promptTemplate,
    status: 201,
  },
  {
    method: "put",
    path: "/api/prompt-templates/{id}",
    summary: `Update a prompt template, or only switch it on or off (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: updatePromptTemplateInput,
    response: r.promptTemplate,
  },
  {
    method: "delete",
    path: "/api/prompt-templates/{id}",
    summary: "Delete a prompt template",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },
  {
    method: "get",
    path: "/api/users",
    summary:
      "Accounts, pending sign-ups first, then newest (a window; q searches username and email)",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    query: z.object({
      ...legacyWindowQuery,
      role: z.enum(roles).optional(),
      approval: z.enum(["pending", "approved"]).optional(),
    }),
    response: z.array(r.currentUser),
  },
  {
    method: "post",
    path: "/api/users/bulk-approve",
    summary: `Approve pending accounts (${bulkIdsDoc})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: bulkIdsInput,
    response: z.object({ updated: z.number().int() }),
  },
  {
    method: "post",
    path: "/api/users/bulk-delete",
    summary: `Delete accounts, never your own (${bulkIdsDoc})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: bulkIdsInput,
    response: z.object({ deleted: z.number().int() }),
  },
  {
    method: "post",
    path: "/api/users",
    summary: "Create an account (approved)",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: createUserInput,
    response: r.currentUser,
    status: 201,
  },
  {
    method: "put",
    path: "/api/users/{id}",
    summary: `Update an account (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: updateUserInput,
    response: r.currentUser,
  },
  {
    method: "delete",
    path: "/api/users/{id}",
    summary: "Delete an account",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },
  {
    method: "patch",
    path: "/api/users/{id}/approval",
    summary: `Approve or unapprove an account (${idPath})`,
    tag: "Administration",
    access: "admin",
    scope: "admin",
    body: setApprovalInput,
    response: r.currentUser,
  },
  {
    method: "get",
    path: "/api/generated-content",
    summary: "Everything generated",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: z.array(r.generatedContent),
  },

  // Generation
  {
    method: "post",
    path: "/api/generate",
    summary: "Write a newsletter, a free-gift email or gift ideas (answers when finished)",
    tag: "Generation",
    access: "public",
    scope: "generate",
    body: legacyGenerateBody,
    response: r.generationResult,
  },
  {
    method: "post",
    path: "/api/generate-image",
    summary: "Paint a marketing image or a publication cover",
    tag: "Generation",
    access: "public",
    scope: "generate",
    body: legacyImageBody,
    response: r.imageResult,
  },
  {
    method: "get",
    path: "/api/images/{file}",
    summary: "A generated image (`<id>.png`)",
    tag: "Generation",
    access: "public",
    response: r.png,
    produces: "image/png",
  },
  {
    method: "get",
    path: "/api/images/{id}/print.png",
    summary: "A generated image at 300 DPI, as a download",
    tag: "Generation",
    access: "public",
    response: r.png,
    produces: "image/png",
  },

  // Conversations
  {
    method: "post",
    path: "/api/conversations",
    summary: "Start a conversation",
    tag: "Chat",
    access: "user",
    scope: "chat",
    body: createConversationInput,
    response: r.conversation,
    status: 201,
  },
  {
    method: "get",
    path: "/api/conversations",
    summary: "Your conversations, newest first",
    tag: "Chat",
    access: "user",
    scope: "chat",
    query: z.object({
      limit: z
        .string()
        .optional()
        .meta({
          description: `At most this many (1 to ${LEGACY_LIST_MAX}, default ${LEGACY_LIST_DEFAULT}).`,
        }),
      offset: z.string().optional().meta({ description: "Skip this many (not with cursor)." }),
      cursor: z.string().optional().meta({
        description: "The X-Next-Cursor header of the previous answer (not with offset).",
      }),
      q: z.string().optional().meta({ description: "Title search: every word must appear." }),
    }),
    response: z.array(r.conversationSummary),
  },
  {
    method: "patch",
    path: "/api/conversations/{id}",
    summary: "Rename one of your conversations",
    tag: "Chat",
    access: "user",
    scope: "chat",
    body: renameConversationInput.omit({ id: true }),
    response: r.conversation,
  },
  {
    method: "delete",
    path: "/api/conversations/{id}",
    summary: "Delete one of your conversations",
    tag: "Chat",
    access: "user",
    scope: "chat",
    response: deleteResult,
  },
  {
    method: "get",
    path: "/api/conversations/{id}/messages",
    summary:
      "A conversation's messages, oldest first; ETag with If-None-Match answers 304 when unchanged",
    tag: "Chat",
    access: "user",
    scope: "chat",
    query: z.object({
      after: z.string().optional().meta({
        description:
          "Only messages newer than this message id (the poll). A regenerated reply names the one it replaced in metadata.replaces.",
      }),
      before: z.string().optional().meta({
        description: "With limit: the messages just older than this message id (not with after).",
      }),
      limit: z
        .string()
        .optional()
        .meta({
          description: `At most this many (1 to ${LEGACY_LIST_MAX}); without after or before, the newest. Without any option, all messages.`,
        }),
    }),
    response: z.array(r.message),
  },
  {
    method: "post",
    path: "/api/conversations/{id}/messages",
    summary: "Send a message (role user: answered with the assistant's reply) or a hand-off",
    tag: "Chat",
    access: "user",
    scope: "chat",
    body: postMessageBody,
    response: z.array(r.message),
    status: 201,
  },

  // API keys
  {
    method: "post",
    path: "/api/api-keys",
    summary: "Create an API key (the key is in this answer only)",
    tag: "API keys",
    access: "session",
    body: createApiKeyInput,
    response: r.createdApiKey,
    status: 201,
  },
  {
    method: "get",
    path: "/api/api-keys",
    summary: "Your API keys (never the key itself)",
    tag: "API keys",
    access: "session",
    response: z.array(r.apiKey),
  },
  {
    method: "delete",
    path: "/api/api-keys/{id}",
    summary: "Revoke an API key (yours; administrators: any)",
    tag: "API keys",
    access: "session",
    response: r.apiKey,
  },

  // Knowledge sources and documents
  {
    method: "get",
    path: "/api/knowledge-sources/{id}",
    summary: "A knowledge entry a draft drew on: its name and content only",
    tag: "Catalog",
    access: "public",
    scope: "read",
    response: r.knowledgeSource,
  },
  {
    method: "post",
    path: "/api/knowledge-base/upload",
    summary:
      "Upload a .txt, .md, .html, .pdf or .docx (up to 10 MB, multipart fields file, productId, botType) into the knowledge base, one entry per section",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    response: r.uploadedEntries,
    status: 201,
  },

  // Content workspace
  {
    method: "get",
    path: "/api/content",
    summary: "Your content, newest first (administrators: scope=all for everyone's)",
    tag: "Content",
    access: "user",
    scope: "read",
    query: z.object({
      botType: z.string().optional(),
      productId: z.string().optional(),
      status: z.string().optional(),
      q: z.string().optional(),
      limit: z.string().optional(),
      cursor: z.string().optional(),
      scope: z.enum(["mine", "all"]).optional(),
    }),
    response: r.contentListPage,
  },
  {
    method: "get",
    path: "/api/content/{id}",
    summary: "An item with its versions, approval, compliance report and history",
    tag: "Content",
    access: "user",
    scope: "read",
    response: r.contentItem,
  },
  {
    method: "put",
    path: "/api/content/{id}",
    summary:
      "Save an edit as a new version (`version` in the answer is the one this save created; with `expectedVersion`, 409 when another save came first)",
    tag: "Content",
    access: "user",
    scope: "generate",
    body: updateContentInput.omit({ id: true }),
    response: r.contentItem,
  },
  {
    method: "get",
    path: "/api/content/{id}/versions/{n}",
    summary: "One version's text",
    tag: "Content",
    access: "user",
    scope: "read",
    response: r.contentVersion,
  },
  {
    method: "post",
    path: "/api/content/{id}/restore",
    summary: "Restore a version (as a new version)",
    tag: "Content",
    access: "user",
    scope: "generate",
    body: z.object({ version: z.number().int().positive() }),
    response: r.contentItem,
  },
  {
    method: "post",
    path: "/api/content/{id}/regenerate",
    summary: "Generate the item again, as a new version",
    tag: "Content",
    access: "user",
    scope: "generate",
    response: r.contentItem,
  },
  {
    method: "post",
    path: "/api/content/{id}/submit",
    summary: "Submit the item for review",
    tag: "Content",
    access: "user",
    scope: "generate",
    response: r.contentItem,
  },
  {
    method: "post",
    path: "/api/content/{id}/approve",
    summary:
      "Approve the submitted version (a reviewer or administrator who did not write it; `version`: the one read, 409 when it is not the submitted one; blocking flags need `decisions` per flag or one `override` reason)",
    tag: "Content",
    access: "reviewer",
    scope: "generate",
    body: approveContentInput.omit({ id: true }),
    response: r.contentItem,
  },
  {
    method: "post",
    path: "/api/content/{id}/request-changes",
    summary:
      "Send the item back to draft with a note (`version`: the one read, 409 when it is not the submitted one)",
    tag: "Content",
    access: "reviewer",
    scope: "generate",
    body: requestChangesInput.omit({ id: true }),
    response: r.contentItem,
  },
  {
    method: "get",
    path: "/api/content/{id}/export",
    summary:
      "Download a version as Markdown, text, HTML, Word, email-ready HTML (email) or an RFC 5322 message (eml); email and eml only of an approved version (409 naming the status otherwise), the others say 'Draft, not approved' until then",
    tag: "Content",
    access: "user",
    scope: "read",
    query: z.object({ format: z.enum(exportFormats), version: z.string().optional() }),
    response: r.fileDownload,
    produces: "application/octet-stream",
  },
  {
    method: "get",
    path: "/api/content/{id}/record",
    summary:
      "The approval record of the last approved version (404 before one); ?format=pdf downloads it as a PDF",
    tag: "Content",
    access: "user",
    scope: "read",
    query: z.object({ format: z.enum(["json", "pdf"]).optional() }),
    response: r.contentRecord,
  },
  {
    method: "post",
    path: "/api/content/{id}/use",
    summary: "Record a use of the approved text (409 unless approved)",
    tag: "Content",
    access: "user",
    scope: "generate",
    response: r.contentUse,
  },
  {
    method: "post",
    path: "/api/content/{id}/send-test",
    summary:
      "Send the approved email to yourself (or an address in SEND_TEST_ALLOWLIST) through SMTP_URL; records a use. 409 when not approved or SMTP_URL is unset, 403 for another address, 429 after 10 an hour",
    tag: "Content",
    access: "user",
    scope: "generate",
    body: sendTestInput.omit({ id: true }),
    response: r.sendTestResult,
    status: 202,
  },
  {
    method: "delete",
    path: "/api/content/{id}",
    summary: "Delete an item (409 naming the date while retention keeps it)",
    tag: "Content",
    access: "user",
    scope: "generate",
    response: r.deleted,
  },

  // Review comments
  {
    method: "get",
    path: "/api/content/{id}/comments",
    summary: "The item's review comments, oldest first (owner, reviewers, administrators)",
    tag: "Content",
    access: "user",
    scope: "read",
    response: z.array(r.contentComment),
  },
  {
    method: "post",
    path: "/api/content/{id}/comments",
    summary:
      "Comment on the current version: start/end (UTF-16 offsets into its text) quote a passage, none makes a general comment, parentId answers a thread",
    tag: "Content",
    access: "user",
    scope: "generate",
    body: createCommentBody,
    response: r.contentComment,
    status: 201,
  },
  {
    method: "post",
    path: "/api/content/{id}/comments/{commentId}/resolve",
    summary: "Resolve the comment's thread",
    tag: "Content",
    access: "user",
    scope: "generate",
    response: r.resolvedComment,
  },

  // Notifications
  {
    method: "get",
    path: "/api/notifications",
    summary: "Your notifications, newest first",
    tag: "Notifications",
    access: "user",
    scope: "read",
    query: z.object({ cursor: z.string().optional(), limit: z.string().optional() }),
    response: r.notificationPage,
  },
  {
    method: "get",
    path: "/api/notifications/unread-count",
    summary: "How many of your notifications are unread (the bell)",
    tag: "Notifications",
    access: "user",
    scope: "read",
    response: r.unreadNotifications,
  },
  {
    method: "post",
    path: "/api/notifications/read-all",
    summary: "Mark all your notifications read",
    tag: "Notifications",
    access: "user",
    scope: "read",
    response: r.notificationsMarked,
  },
  {
    method: "post",
    path: "/api/notifications/{id}/read",
    summary: "Mark one of your notifications read (another person's answers 404)",
    tag: "Notifications",
    access: "user",
    scope: "read",
    response: r.notificationRead,
  },

  // Audit trail
  {
    method: "get",
    path: "/api/audit",
    summary: "The audit trail, oldest first, optionally one subject's (reviewers, administrators)",
    tag: "Audit",
    access: "admin",
    scope: "read",
    query: z.object({
      subjectType: z.string().optional(),
      subjectId: z.string().optional(),
      cursor: z.string().optional(),
      limit: z.string().optional(),
    }),
    response: r.auditPage,
  },
  {
    method: "get",
    path: "/api/audit/verify",
    summary: "Re-compute the whole hash chain; names the first event that does not hold",
    tag: "Audit",
    access: "admin",
    scope: "admin",
    response: r.auditVerification,
  },

  // Review
  {
    method: "get",
    path: "/api/review/queue",
    summary:
      "Items in review, oldest submission first, with flag and open comment counts (reviewers, administrators)",
    tag: "Content",
    access: "reviewer",
    scope: "read",
    query: z.object({ cursor: z.string().optional(), limit: z.string().optional() }),
    response: r.reviewQueuePage,
  },

  // Usage
  {
    method: "get",
    path: "/api/admin/usage",
    summary:
      "AI usage and cost between two UTC days (both included; this month by default), grouped by day, user, product, botType or model",
    tag: "Administration",
    access: "admin",
    scope: "admin",
    query: z.object({
      from: z.string().optional().meta({ description: "YYYY-MM-DD" }),
      to: z.string().optional().meta({ description: "YYYY-MM-DD" }),
      groupBy: z.enum(usageGroupBys).optional(),
    }),
    response: r.usageReport,
  },

  // Compliance
  {
    method: "post",
    path: "/api/compliance/check",
    summary: "Check a text against the compliance rulebook (and the product's disclaimer)",
    tag: "Compliance",
    access: "public",
    scope: "read",
    body: complianceCheckInput,
    response: r.complianceReport,
  },
  {
    method: "get",
    path: "/api/compliance/built-in-rules",
    summary: "The built-in rules, with examples",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    response: z.array(r.builtInRule),
  },
  {
    method: "patch",
    path: "/api/compliance/built-in-rules/{id}",
    summary: "Turn a built-in rule off or on for this installation (id: the rule's name)",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    body: setBuiltInRuleEnabledInput.omit({ id: true }),
    response: r.builtInRule,
  },
  {
    method: "post",
    path: "/api/compliance/rules/try",
    summary: "Try a draft custom rule against its examples without saving it",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    body: tryComplianceRuleInput,
    response: r.complianceRuleTrial,
  },
  {
    method: "get",
    path: "/api/compliance/rules",
    summary: "Custom rules",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    response: z.array(r.complianceRule),
  },
  {
    method: "post",
    path: "/api/compliance/rules",
    summary: "Add a custom rule (a phrase with * wildcards, {slots} and (a|b) choices)",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    body: complianceRuleInput,
    response: r.complianceRule,
    status: 201,
  },
  {
    method: "put",
    path: "/api/compliance/rules/{id}",
    summary: `Update a custom rule (${idPath})`,
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    body: complianceRuleInput,
    response: r.complianceRule,
  },
  {
    method: "patch",
    path: "/api/compliance/rules/{id}",
    summary: "Turn a custom rule on or off",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    body: setComplianceRuleEnabledInput.omit({ id: true }),
    response: r.complianceRule,
  },
  {
    method: "delete",
    path: "/api/compliance/rules/{id}",
    summary: "Delete a custom rule",
    tag: "Compliance",
    access: "admin",
    scope: "admin",
    response: deleteResult,
  },

  // Webhooks
  {
    method: "post",
    path: "/api/webhooks",
    summary: "Register a webhook endpoint (the signing secret is in this answer only)",
    tag: "Webhooks",
    access: "admin",
    scope: "admin",
    body: createWebhookInput,
    response: r.createdWebhook,
    status: 201,
  },
  {
    method: "get",
    path: "/api/webhooks",
    summary: "Webhook endpoints (never their secrets)",
    tag: "Webhooks",
    access: "admin",
    scope: "admin",
    response: z.array(r.webhook),
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    summary: "Delete a webhook endpoint and its deliveries",
    tag: "Webhooks",
    access: "admin",
    scope: "admin",
    response: r.webhook,
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    summary: "An endpoint's deliveries, newest first, a page at a time",
    tag: "Webhooks",
    access: "admin",
    scope: "admin",
    query: z.object({
      cursor: z.string().optional(),
      limit: z
        .string()
        .optional()
        .meta({
          description: `1 to ${WEBHOOK_DELIVERIES_PAGE_MAX}; ${WEBHOOK_DELIVERIES_PAGE_DEFAULT} when absent`,
        }),
    }),
    response: r.webhookDeliveriesPage,
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    summary: "Send a delivery again now (queued: 202 with the delivery, pending)",
    tag: "Webhooks",
    access: "admin",
    scope: "admin",
    response: r.webhookDelivery,
    status: 202,
  },

  // Scheduled drafts
  {
    method: "post",
    path: "/api/schedules",
    summary:
      "Schedule drafts: a cron expression (five fields) in an IANA time zone writes one draft per topic into your library and submits each for review",
    tag: "Schedules",
    access: "user",
    scope: "generate",
    body: createScheduleInput,
    response: r.schedule,
    status: 201,
  },
  {
    method: "get",
    path: "/api/schedules",
    summary: "Your schedules (administrators: everyone's) with next run and recent runs",
    tag: "Schedules",
    access: "user",
    scope: "read",
    response: z.array(r.schedule),
  },
  {
    method: "patch",
    path: "/api/schedules/{id}",
    summary: "Turn a schedule on (from its next slot) or off",
    tag: "Schedules",
    access: "user",
    scope: "generate",
    body: updateScheduleInput.omit({ id: true }),
    response: r.schedule,
  },
  {
    method: "delete",
    path: "/api/schedules/{id}",
    summary: "Delete a schedule (its drafts stay)",
    tag: "Schedules",
    access: "user",
    scope: "generate",
    response: deleteResult,
  },
  {
    method: "post",
    path: "/api/schedules/{id}/run",
    summary: "Run a schedule now (queued: 202 with the run)",
    tag: "Schedules",
    access: "user",
    scope: "generate",
    response: r.scheduleRun,
    status: 202,
  },
];

/**
 * /api routes that are not part of the API they describe: the document itself and its
 * reader's page. The coverage test skips exactly these.
 */
export const undocumentedRoutes = [
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/",
  "GET /api/docs/js/scalar.js",
];

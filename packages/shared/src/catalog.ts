import { z } from "zod";
import { usernameField } from "./auth";
import { type BotType, botTypes, promptPlaceholders } from "./bots";
import { DISCLAIMER_MAX } from "./compliance";
import { hasInvisibleCharacters } from "./identity";
import {
  EMAIL_MAX,
  KNOWLEDGE_CONTENT_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN_ADMIN,
  PROMPT_TEMPLATE_MAX,
  PROMPT_TEMPLATE_MIN,
} from "./limits";
import { validationMessages as v } from "./messages";
import { type Role, roles } from "./roles";
import { monthlyTokenQuotaField } from "./usage";

/**
 * Schemas of the admin console and the public catalog. The same schema validates a procedure's
 * input on the server and the matching Mantine form in the browser, so both speak the same words.
 */
export const catalogMessages = {
  invalidId: "Invalid id",
  nameRequired: "Name is required",
  contentRequired: "Content is required",
  productRequired: "Product is required",
  botTypeRequired: "Bot type is required",
  botTypeInvalid: "Bot type must be one of newsletter, sam or gift",
  templateMin: `Template must be at least ${PROMPT_TEMPLATE_MIN} characters`,
  unknownPlaceholders: (names: string[]) =>
    `Unknown placeholder${names.length === 1 ? "" : "s"} ${names.map((n) => `{${n}}`).join(", ")}: use only ${promptPlaceholders.map((p) => `{${p}}`).join(", ")}`,
  nothingToUpdate: "Nothing to update",
  roleInvalid: "Role must be user or admin",
} as const;

/** PostgreSQL integer ids stop here; a bigger number can only be a bad id, never a row. */
const INT4_MAX = 2_147_483_647;

/** A row id: a positive integer. Anything else is a 400 'Invalid id', never a database error. */
export const idField = z
  .number({ error: catalogMessages.invalidId })
  .int(catalogMessages.invalidId)
  .positive(catalogMessages.invalidId)
  .max(INT4_MAX, catalogMessages.invalidId);

export const idInput = z.object({ id: idField });
export type IdInput = z.infer<typeof idInput>;

/**
 * A product reference that the legacy client may send as "3" as well as 3 (SPEC 5: "productId is
 * sent as an integer"), so digits in a string are accepted and turned into the integer.
 */
export const productIdField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    error: catalogMessages.productRequired,
  })
  .pipe(
    z
      .number()
      .int(catalogMessages.productRequired)
      .positive(catalogMessages.productRequired)
      .max(INT4_MAX, catalogMessages.productRequired),
  );

const nameField = z
  .string({ error: catalogMessages.nameRequired })
  .trim()
  .min(1, catalogMessages.nameRequired)
  .max(NAME_MAX, v.tooLong("Name", NAME_MAX));

export const botTypeField = z.enum(botTypes, {
  error: (issue) =>
    // A cleared select gives null or "": that is a missing choice, not a wrong one.
    issue.input === undefined || issue.input === null || issue.input === ""
      ? catalogMessages.botTypeRequired
      : catalogMessages.botTypeInvalid,
});

// ---------------------------------------------------------------------------------------------
// Products

/**
 * The text every piece of the product's content must contain (issue 11). Blank or null clears
 * it; left out of an update, it stays as it was (legacy clients send only the name).
 */
const disclaimerField = z
  .string({ error: "The disclaimer must be text." })
  .trim()
  .max(DISCLAIMER_MAX, v.tooLong("Disclaimer", DISCLAIMER_MAX))
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

export const createProductInput = z.object({ name: nameField, disclaimer: disclaimerField });
export type CreateProductInput = z.infer<typeof createProductInput>;

export const updateProductInput = z.object({
  id: idField,
  name: nameField,
  disclaimer: disclaimerField,
});
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export interface ProductDto {
  id: number;
  name: string;
  createdAt: string;
}

/** What the admin console sees of a product: the public fields and its required disclaimer. */
export interface AdminProductDto extends ProductDto {
  disclaimer: string | null;
}

export const DISCLAIMER_LABEL = "Required disclaimer";

// ---------------------------------------------------------------------------------------------
// Topics

/** Unique values in the order given: ["sam", "sam"] is one bot, not two. */
const uniqueBotTypes = (types: BotType[]): BotType[] => [...new Set(types)];

/** SPEC 3: an array of bot types that "may arrive as a single string". */
const topicTypeField = z
  .union([botTypeField.transform((t) => [t]), z.array(botTypeField)], {
    error: catalogMessages.botTypeInvalid,
  })
  .transform(uniqueBotTypes);

export const createTopicInput = z.object({
  name: nameField,
  productId: productIdField,
  type: topicTypeField.default(["newsletter"]),
});
export type CreateTopicInput = z.input<typeof createTopicInput>;

/** Without `type` the topic keeps its bot types: a rename must not reset them to newsletter. */
export const updateTopicInput = z.object({
  id: idField,
  name: nameField,
  productId: productIdField,
  type: topicTypeField.optional(),
});
export type UpdateTopicInput = z.input<typeof updateTopicInput>;

export const listTopicsInput = z.object({ productId: productIdField.optional() }).optional();

export interface TopicDto {
  id: number;
  name: string;
  productId: number;
  type: BotType[];
  createdAt: string;
}

export interface TopicOptionDto {
  id: number;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Knowledge base

const knowledgeContentField = z
  .string({ error: catalogMessages.contentRequired })
  .trim()
  .min(1, catalogMessages.contentRequired)
  .max(KNOWLEDGE_CONTENT_MAX, v.tooLong("Content", KNOWLEDGE_CONTENT_MAX));

export const createKnowledgeInput = z.object({
  name: nameField,
  content: knowledgeContentField,
  productId: productIdField,
  botType: botTypeField,
});
export type CreateKnowledgeInput = z.input<typeof createKnowledgeInput>;

export const updateKnowledgeInput = createKnowledgeInput.extend({ id: idField });
export type UpdateKnowledgeInput = z.input<typeof updateKnowledgeInput>;

export interface KnowledgeDto {
  id: number;
  name: string;
  content: string;
  productId: number;
  botType: BotType;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Prompt templates

const PLACEHOLDER_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const allowedPlaceholders: ReadonlySet<string> = new Set(promptPlaceholders);

/** Placeholders a template uses that generation would never fill, each named once. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? "");
  return [...new Set(names.filter((n) => !allowedPlaceholders.has(n)))];
}

const templateField = z
  .string({ error: catalogMessages.templateMin })
  .trim()
  .min(PROMPT_TEMPLATE_MIN, catalogMessages.templateMin)
  .max(PROMPT_TEMPLATE_MAX, v.tooLong("Template", PROMPT_TEMPLATE_MAX))
  .superRefine((template, ctx) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) {
      ctx.addIssue({ code: "custom", message: catalogMessages.unknownPlaceholders(unknown) });
    }
  });

/** Optional and nullable; a blank description is stored as null so the list shows '-'. */
const descriptionField = z
  .string()
  .max(NAME_MAX * 5, v.tooLong("Description", NAME_MAX * 5))
  .nullish()
  .transform((d) => (d?.trim() ? d.trim() : null));

/** The console form: the fields a person edits (SPEC 5). */
export const promptTemplateForm = z.object({
  botType: botTypeField,
  name: nameField,
  template: templateField,
  description: descriptionField,
  active: z.boolean(),
});
export type PromptTemplateForm = z.input<typeof promptTemplateForm>;

/** SPEC 3: active defaults to true in the stored schema (the form starts it at false). */
export const createPromptTemplateInput = promptTemplateForm.extend({
  active: z.boolean().default(true),
});
export type CreatePromptTemplateInput = z.input<typeof createPromptTemplateInput>;

/** PUT accepts the full form or only `active` (the list switch); any subset is applied. */
export const updatePromptTemplateInput = z
  .object({
    id: idField,
    botType: botTypeField.optional(),
    name: nameField.optional(),
    template: templateField.optional(),
    description: descriptionField.optional(),
    active: z.boolean().optional(),
  })
  .refine(({ id: _id, ...changes }) => Object.values(changes).some((c) => c !== undefined), {
    message: catalogMessages.nothingToUpdate,
  });
export type UpdatePromptTemplateInput = z.input<typeof updatePromptTemplateInput>;

export interface PromptTemplateDto {
  id: number;
  botType: BotType;
  name: string;
  template: string;
  description: string | null;
  active: boolean;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Users (admin)

const roleField = z.enum(roles, { error: catalogMessages.roleInvalid });

/** Like the sign-up email, but a blank field says only "Email is required", not also "Invalid". */
const adminEmailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired, abort: true })
  .refine(
    (s) => !hasInvisibleCharacters(s),
    "Email cannot contain invisible or control characters.",
  )
  .max(EMAIL_MAX, v.tooLong("Email", EMAIL_MAX))
  .pipe(z.email(v.emailInvalid));

const adminPasswordField = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .min(PASSWORD_MIN_ADMIN, v.passwordMinAdmin)
  .max(PASSWORD_MAX, v.tooLong("Password", PASSWORD_MAX));

export const createUserInput = z.object({
  username: usernameField,
  email: adminEmailField,
  password: adminPasswordField,
  role: roleField.default("user"),
  /** Tokens a calendar month; null or absent is unlimited. */
  monthlyTokenQuota: monthlyTokenQuotaField.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

/** SPEC 5: on edit the password is optional; empty means "keep the current one". */
export const updateUserInput = z.object({
  id: idField,
  // Absent keeps the current value, so a client can change only the quota.
  username: usernameField.optional(),
  email: adminEmailField.optional(),
  role: roleField.optional(),
  password: z
    .string()
    .max(PASSWORD_MAX, v.tooLong("Password", PASSWORD_MAX))
    .optional()
    .refine((p) => !p || p.length >= PASSWORD_MIN_ADMIN, v.passwordMinAdmin)
    .transform((p) => (p ? p : undefined)),
  /** Absent keeps the current quota; null removes it (unlimited). */
  monthlyTokenQuota: monthlyTokenQuotaField.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const setApprovalInput = z.object({
  id: idField,
  approved: z.boolean({ error: "Approved must be true or false" }),
});
export type SetApprovalInput = z.infer<typeof setApprovalInput>;

export interface AdminUserDto {
  id: number;
  username: string;
  email: string;
  role: Role;
  approved: boolean;
  createdAt: string;
  /** Tokens a calendar month (UTC); null is unlimited. */
  monthlyTokenQuota: number | null;
}

// ---------------------------------------------------------------------------------------------
// Gift options, generated content, dashboard

export interface GiftOptionDto {
  id: number;
  name: string;
  type: string;
}

export type ContentType = BotType | "image";

export interface GeneratedContentDto {
  id: number;
  title: string;
  botType: ContentType;
  productId: number | null;
  topicId: number | null;
  content: string;
  createdAt: string;
}

export interface RecentActivityDto {
  id: number;
  title: string;
  botType: ContentType;
  createdAt: string;
}

export interface DashboardDto {
  counts: { products: number; topics: number; generated: number };
  recent: RecentActivityDto[];
}

// ---------------------------------------------------------------------------------------------
// Knowledge from documents (issue 16)

export const KNOWLEDGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const knowledgeUploadExtensions = [".txt", ".md", ".html", ".pdf", ".docx"] as const;

export const knowledgeUploadMessages = {
  button: "Upload Document",
  dialog: "Add Knowledge From a Document",
  fileLabel: "Document",
  fileHelp:
    "A .txt, .md, .html, .pdf or .docx file up to 10 MB. Each section (heading) becomes an entry.",
  submit: "Upload",
  uploading: "Uploading…",
  extracting: "Extracting text…",
  fileRequired: "Choose a file to upload.",
  tooLarge: "The file is too large: documents can be up to 10 MB.",
  unsupported: "Unsupported file type: choose a .txt, .md, .html, .pdf or .docx file.",
  unreadable: (kind: string) =>
    `This ${kind} file could not be read. It may be corrupt or password-protected.`,
  notText: "This file is not readable text. Save it as UTF-8 text and try again.",
  noText: "No text was found in this file (a scanned PDF has images, not text).",
  tooManySections: (max: number) =>
    `This document has more than ${max} sections. Split it into smaller files.`,
  created: "Document added",
  createdDescription: (count: number) =>
    `${count} knowledge base ${count === 1 ? "entry was" : "entries were"} created from the document.`,
  failed: "Error uploading document",
  failedFallback: "There was an error uploading the document.",
} as const;

/** Base64 text as bytes (atob exists in browsers and in Node), for JSON transports. */
function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * The upload as the procedure takes it: the REST route reads a multipart body into this; JSON
 * callers (tRPC over HTTP, a JSON POST to the route) send the bytes as base64.
 */
export const uploadKnowledgeInput = z.object({
  fileName: z
    .string({ error: knowledgeUploadMessages.fileRequired })
    .trim()
    .min(1, knowledgeUploadMessages.fileRequired)
    .max(255, knowledgeUploadMessages.unsupported),
  data: z
    .union([z.instanceof(Uint8Array), z.base64().transform(base64Bytes)], {
      error: knowledgeUploadMessages.fileRequired,
    })
    .refine((d) => d.byteLength <= KNOWLEDGE_UPLOAD_MAX_BYTES, knowledgeUploadMessages.tooLarge),
  productId: productIdField,
  botType: botTypeField,
});
export type UploadKnowledgeInput = z.input<typeof uploadKnowledgeInput>;

export interface UploadKnowledgeResult {
  entries: Array<{ id: number; name: string }>;
}

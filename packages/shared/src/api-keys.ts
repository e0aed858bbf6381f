import { z } from "./zod";

/**
 * API keys (issue 17): personal keys for tools, limited to scopes. A key is `pr_` followed by
 * 43 base64url characters (32 random bytes); only its first characters are ever shown again.
 */
export const apiKeyScopes = ["read", "generate", "chat", "admin"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const API_KEY_PREFIX = "pr_";
/** How many characters of a key are kept and shown (`pr_` and 8 more). */
export const API_KEY_VISIBLE_CHARS = 11;
export const API_KEY_NAME_MAX = 100;
/** Requests one key may make per minute, shared by every instance. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/**
 * Usable (not revoked, not expired) keys one account may hold: plenty for every tool a person
 * runs, and a bound on what one account can fill the table with.
 */
export const API_KEYS_PER_ACCOUNT = 25;

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  read: "Read the catalog and your account",
  generate: "Generate newsletters, emails and images",
  chat: "Use the chat assistant and conversations",
  admin: "Administer (only works while you are an admin)",
};

export const apiKeyMessages = {
  nameRequired: "Name is required",
  scopesRequired: "Choose at least one scope.",
  expiryInPast: "The expiry date must be in the future.",
  invalidKey: "The API key is wrong, expired or revoked.",
  missingScope: (scope: string) => `This API key does not have the '${scope}' scope.`,
  sessionOnly: "This needs a signed-in session; API keys cannot do it.",
  adminScopeNeedsAdmin: "Only administrators can create keys with the 'admin' scope.",
  notFound: "API key not found",
  tooManyKeys: (limit: number) =>
    `You already have ${limit} API keys, the most an account can hold. Revoke one you no longer use to create another.`,
  tooManyRequests: (seconds: number) =>
    `This API key made too many requests. Please wait ${seconds} second${seconds === 1 ? "" : "s"}.`,
} as const;

export const apiKeyScopeField = z.enum(apiKeyScopes, {
  error: `Scopes must be among ${apiKeyScopes.join(", ")}.`,
});

/** POST /api/api-keys and apiKeys.create. */
export const createApiKeyInput = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters.`),
  scopes: z
    .array(apiKeyScopeField, { error: apiKeyMessages.scopesRequired })
    .min(1, apiKeyMessages.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.coerce
    .date({ error: "expiresAt must be an ISO date." })
    .refine((d) => d.getTime() > Date.now(), apiKeyMessages.expiryInPast)
    .meta({ format: "date-time" })
    .nullish()
    .meta({ description: "When the key stops working (ISO 8601); absent or null: never." }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

/** A key as listed: never the key itself, never its hash. */
export interface ApiKeyDto {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

/** An administrator's view: every account's keys with their owner. */
export interface AdminApiKeyDto extends ApiKeyDto {
  owner: { id: number; username: string };
}

/** The answer to a create: the only time the key is ever shown. */
export interface CreatedApiKeyDto {
  id: number;
  key: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  createdAt: string;
}

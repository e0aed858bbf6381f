import {
  type AdminApiKeyDto,
  type ApiKeyDto,
  answer,
  type CreatedApiKeyDto,
  createApiKeyInput,
  idInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";
import {
  createApiKey,
  listEveryApiKey,
  listOwnApiKeys,
  revokeKey,
} from "../services/accounts/api-keys";
import { adminProcedure, router, signedInSessionProcedure } from "../trpc";

/**
 * Personal API keys. Managing keys needs a signed-in session ("session" scope): a leaked key
 * can neither mint more keys nor hide itself by revoking others.
 */
const sessionAdminProcedure = adminProcedure.meta({ scope: "session" });

export const apiKeysRouter = router({
  create: signedInSessionProcedure
    .meta(
      rest.create(
        "/api/api-keys",
        "API keys",
        "Create an API key (the key is in this answer only)",
      ),
    )
    .input(createApiKeyInput)
    .output(answers<CreatedApiKeyDto>(answer.createdApiKey))
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input)),
  list: signedInSessionProcedure
    .meta(rest.get("/api/api-keys", "API keys", "Your API keys (never the key itself)"))
    .output(answers<ApiKeyDto[]>(z.array(answer.apiKey)))
    .query(({ ctx }) => listOwnApiKeys(ctx.db, ctx.user.id)),
  /** The owner's own key; another account's key answers 404 (an administrator may revoke any). */
  revoke: signedInSessionProcedure
    .meta(
      rest.delete(
        "/api/api-keys/{id}",
        "API keys",
        "Revoke an API key (yours; administrators: any)",
      ),
    )
    .input(idInput)
    .output(answers<ApiKeyDto>(answer.apiKey))
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user, input.id, ctx.user.role === "admin")),
  /** Administrators: every account's keys with their owner. */
  listAll: sessionAdminProcedure
    .output(answers<AdminApiKeyDto[]>(z.array(answer.adminApiKey)))
    .query(({ ctx }) => listEveryApiKey(ctx.db)),
  revokeAny: sessionAdminProcedure
    .input(idInput)
    .output(answers<ApiKeyDto>(answer.apiKey))
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user, input.id, true)),
});

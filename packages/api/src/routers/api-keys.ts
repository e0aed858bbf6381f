import { createApiKeyInput, idInput } from "@studio/shared";
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
    .input(createApiKeyInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input)),
  list: signedInSessionProcedure.query(({ ctx }) => listOwnApiKeys(ctx.db, ctx.user.id)),
  /** The owner's own key; another account's key answers 404 (an administrator may revoke any). */
  revoke: signedInSessionProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user, input.id, ctx.user.role === "admin")),
  /** Administrators: every account's keys with their owner. */
  listAll: sessionAdminProcedure.query(({ ctx }) => listEveryApiKey(ctx.db)),
  revokeAny: sessionAdminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => revokeKey(ctx.db, ctx.user, input.id, true)),
});

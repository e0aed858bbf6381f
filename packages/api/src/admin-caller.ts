import { AppError, apiKeyMessages, authMessages } from "@studio/shared";
import type { Context } from "./context";

/**
 * What `adminProcedure` admits (an administrator, or a key of one holding the 'admin' scope),
 * for a transport that must know before it reads a request's body: the upload route refuses
 * anonymous and unauthorized callers from their headers alone (issue 27).
 */
export function assertAdminCaller(ctx: Context): void {
  if (ctx.auth.kind === "apiKey" && !ctx.auth.scopes.includes("admin")) {
    throw new AppError("FORBIDDEN", apiKeyMessages.missingScope("admin"));
  }
  if (!ctx.user) throw new AppError("UNAUTHORIZED", authMessages.notSignedIn);
  if (ctx.user.role !== "admin") throw new AppError("FORBIDDEN", authMessages.adminOnly);
}

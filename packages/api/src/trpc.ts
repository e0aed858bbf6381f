import {
  type ApiKeyScope,
  AppError,
  apiKeyMessages,
  auditMessages,
  authMessages,
  canReadAudit,
  canReview,
  reviewMessages,
} from "@studio/shared";
import { initTRPC } from "@trpc/server";
import type { Context } from "./context";
import { publicMessage, retryAfterOf, toTRPCError } from "./errors";
import type { RestAccess, RestRoute } from "./rest-meta";

/**
 * What an API key needs to call a procedure: one of the key scopes, or "session" for what only a
 * signed-in person (or a visitor) may do (signing in, managing keys: a leaked key cannot mint
 * more). Every procedure declares one; a procedure without it refuses every key (fail closed),
 * and a test walks the router to catch the omission.
 */
export type ProcedureScope = ApiKeyScope | "session";

export interface Meta {
  scope?: ProcedureScope;
  /** Who may call it, as the OpenAPI document says; set by the base procedures below. */
  access?: RestAccess;
  /** The documented /api path it serves, when it serves one (rest-meta.ts). */
  rest?: RestRoute;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      return {
        ...shape,
        message: publicMessage(error),
        data: { ...shape.data, stack: undefined, retryAfterSeconds: retryAfterOf(error) ?? null },
      };
    },
  });

/** Turns AppErrors thrown by services into tRPC errors with the right code. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && result.error.cause) {
    throw toTRPCError(result.error.cause);
  }
  return result;
});

/**
 * Sessions hold every scope; an API key only its own. Checked before anything else runs, so a
 * key without the scope learns nothing about the input or the data (403).
 */
const requireScope = t.middleware(({ ctx, meta, next }) => {
  if (ctx.auth.kind !== "apiKey") return next();
  const scope = meta?.scope;
  if (scope === undefined || scope === "session") {
    throw new AppError("FORBIDDEN", apiKeyMessages.sessionOnly);
  }
  if (!ctx.auth.scopes.includes(scope)) {
    throw new AppError("FORBIDDEN", apiKeyMessages.missingScope(scope));
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure
  .meta({ access: "public" })
  .use(mapAppErrors)
  .use(requireScope);

export const protectedProcedure = publicProcedure.meta({ access: "user" }).use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", authMessages.notSignedIn);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * The role is read at request time for sessions and keys alike, so a key with the 'admin' scope
 * stops administering the moment its owner is demoted.
 */
export const adminProcedure = protectedProcedure
  .meta({ scope: "admin", access: "admin" })
  .use(({ ctx, next }) => {
    if (ctx.user.role !== "admin") throw new AppError("FORBIDDEN", authMessages.adminOnly);
    return next({ ctx });
  });

/**
 * Reading the audit trail and others' approval records: the roles in `auditReaderRoles`
 * (@studio/shared), today administrators; reviewers join by being added there.
 */
export const auditReaderProcedure = protectedProcedure
  .meta({ scope: "read" })
  .use(({ ctx, next }) => {
    if (!canReadAudit(ctx.user.role)) throw new AppError("FORBIDDEN", auditMessages.readersOnly);
    return next({ ctx });
  });

/**
 * Reviewing others' work (approve, request changes, the review queue): reviewers and
 * administrators (`reviewerRoles` in @studio/shared). A key needs the 'generate' scope, as any
 * change to content does.
 */
export const reviewerProcedure = protectedProcedure
  .meta({ scope: "generate", access: "reviewer" })
  .use(({ ctx, next }) => {
    if (!canReview(ctx.user.role)) throw new AppError("FORBIDDEN", reviewMessages.reviewersOnly);
    return next({ ctx });
  });

/** Reading what waits for review (the review queue): reviewers and administrators, 'read' scope. */
export const reviewReaderProcedure = protectedProcedure
  .meta({ scope: "read", access: "reviewer" })
  .use(({ ctx, next }) => {
    if (!canReview(ctx.user.role)) throw new AppError("FORBIDDEN", reviewMessages.reviewersOnly);
    return next({ ctx });
  });

/**
 * The scoped base procedures: each says which API key scope it needs. Procedures are built on
 * these (or on adminProcedure), never directly on public/protectedProcedure; the router walk test
 * (procedure-scopes.test.ts) fails on one that is not.
 */
export const readProcedure = publicProcedure.meta({ scope: "read" });
export const generateProcedure = publicProcedure.meta({ scope: "generate" });
export const chatProcedure = protectedProcedure.meta({ scope: "chat" });
/** Signing in and out: for visitors and cookie sessions, never for an API key. */
export const sessionProcedure = publicProcedure.meta({ scope: "session" });
/** A signed-in session, never an API key (managing keys: a leaked key cannot mint more). */
export const signedInSessionProcedure = protectedProcedure.meta({
  scope: "session",
  access: "session",
});

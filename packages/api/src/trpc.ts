import { AppError } from "@studio/shared/errors";
import { authMessages } from "@studio/shared/messages";
import { initTRPC } from "@trpc/server";
import type { Context } from "./context";
import { publicMessage, retryAfterOf, toTRPCError } from "./errors";

const t = initTRPC.context<Context>().create({
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

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(mapAppErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", authMessages.notSignedIn);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw new AppError("FORBIDDEN", authMessages.adminOnly);
  return next({ ctx });
});

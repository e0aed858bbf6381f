import { authMessages, type CurrentUser, loginInput, registerInput } from "@studio/shared";
import { authenticate, register } from "../services/accounts/auth";
import { toUserDto } from "../services/accounts/users-dto";
import { takeOverVisitorDrafts } from "../services/content/visitor-drafts";
import { cachedMyUsage } from "../services/usage/my-usage-cache";
import { readProcedure, router, sessionProcedure } from "../trpc";

export const authRouter = router({
  /** The signed-in person, with their tokens this month and their quota; null when signed out. */
  me: readProcedure.query(
    async ({ ctx }): Promise<CurrentUser | null> =>
      ctx.user
        ? { ...toUserDto(ctx.user), usage: await cachedMyUsage(ctx.db, ctx.myUsage, ctx.user.id) }
        : null,
  ),

  login: sessionProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, input, ctx.clientIp);
    await ctx.session.signIn(user.id, input.rememberMe);
    // What this browser made before signing in (or up) is the account's from now on.
    await takeOverVisitorDrafts(ctx.db, user.id, ctx.visitor);
    return toUserDto(user);
  }),

  register: sessionProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await register(ctx.db, input, ctx.clientIp);
    return { message: authMessages.registrationPending };
  }),

  logout: sessionProcedure.mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { ok: true as const };
  }),
});

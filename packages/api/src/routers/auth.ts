import { answer, authMessages, type CurrentUser, loginInput, registerInput } from "@studio/shared";
import { answers } from "../contract";
import { rest } from "../rest-meta";
import { authenticate, register } from "../services/accounts/auth";
import { toUserDto } from "../services/accounts/users-dto";
import { takeOverVisitorDrafts } from "../services/content/visitor-drafts";
import { cachedMyUsage } from "../services/usage/my-usage-cache";
import { readProcedure, router, sessionProcedure } from "../trpc";

export const authRouter = router({
  /** The signed-in person, with their tokens this month and their quota; null when signed out. */
  me: readProcedure
    .meta(
      rest.get("/api/user", "Accounts", "The signed-in account (401 when signed out)", {
        access: "user",
        response: answer.currentUser,
      }),
    )
    .output(answers<CurrentUser | null>(answer.currentUser.nullable()))
    .query(
      async ({ ctx }): Promise<CurrentUser | null> =>
        ctx.user
          ? { ...toUserDto(ctx.user), usage: await cachedMyUsage(ctx.db, ctx.myUsage, ctx.user.id) }
          : null,
    ),

  login: sessionProcedure
    .meta(rest.post("/api/login", "Accounts", "Sign in (sets the session cookie)"))
    .input(loginInput)
    .output(answers<CurrentUser>(answer.currentUser))
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.db, input, ctx.clientIp);
      await ctx.session.signIn(user.id, input.rememberMe);
      // What this browser made before signing in (or up) is the account's from now on.
      await takeOverVisitorDrafts(ctx.db, user.id, ctx.visitor);
      return toUserDto(user);
    }),

  register: sessionProcedure
    .meta(
      rest.post(
        "/api/register",
        "Accounts",
        "Create an account (pending an administrator's approval)",
        { response: answer.message201 },
      ),
    )
    .input(registerInput)
    .output(answers<{ message: string }>(answer.message201))
    .mutation(async ({ ctx, input }) => {
      await register(ctx.db, input, ctx.clientIp);
      return { message: authMessages.registrationPending };
    }),

  logout: sessionProcedure
    .meta(rest.post("/api/logout", "Accounts", "Sign out"))
    .output(answers<{ ok: true }>(answer.ok))
    .mutation(async ({ ctx }) => {
      await ctx.session.signOut();
      return { ok: true as const };
    }),
});

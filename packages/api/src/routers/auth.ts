import { loginInput, registerInput } from "@studio/shared/auth";
import { authMessages } from "@studio/shared/messages";
import { authenticate, register } from "../services/auth";
import { toUserDto } from "../services/users-dto";
import { publicProcedure, router } from "../trpc";

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toUserDto(ctx.user) : null)),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, input, ctx.clientIp);
    await ctx.session.signIn(user.id, input.rememberMe);
    return toUserDto(user);
  }),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await register(ctx.db, input);
    return { message: authMessages.registrationPending };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { ok: true as const };
  }),
});

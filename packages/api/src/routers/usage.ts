import { cachedMyUsage } from "../services/usage/my-usage-cache";
import { protectedProcedure, router } from "../trpc";

export const usageRouter = router({
  /** The signed-in person's tokens this month and their quota (the meter in the header). */
  mine: protectedProcedure
    .meta({ scope: "read" })
    .query(({ ctx }) => cachedMyUsage(ctx.db, ctx.myUsage, ctx.user.id)),
});

import { myUsage } from "../services/usage-report";
import { protectedProcedure, router } from "../trpc";

export const usageRouter = router({
  /** The signed-in person's tokens this month and their quota (the meter in the header). */
  mine: protectedProcedure.meta({ scope: "read" }).query(({ ctx }) => myUsage(ctx.db, ctx.user.id)),
});

import { answer, type MyUsage } from "@studio/shared";
import { answers } from "../contract";
import { cachedMyUsage } from "../services/usage/my-usage-cache";
import { protectedProcedure, router } from "../trpc";

export const usageRouter = router({
  /** The signed-in person's tokens this month and their quota (the meter in the header). */
  mine: protectedProcedure
    .meta({ scope: "read" })
    .output(answers<MyUsage>(answer.myUsage))
    .query(({ ctx }) => cachedMyUsage(ctx.db, ctx.myUsage, ctx.user.id)),
});

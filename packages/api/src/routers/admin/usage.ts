import {
  adminAnswer,
  answer,
  deleteModelPriceInput,
  type ModelPriceDto,
  type MonthCostDto,
  modelPriceInput,
  type UsageReport,
  type UsageSettingsDto,
  usageGroupBys,
  usageReportInput,
  usageSettingsInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
import {
  modelPrices,
  monthCost,
  removeModelPrice,
  saveModelPrice,
  saveUsageSettings,
  usageReport,
  usageSettings,
} from "../../services/usage/usage-report";
import { adminProcedure, router } from "../../trpc";

/** Usage, cost, the price table and the installation's monthly budget. */
export const adminUsageRouter = router({
  report: adminProcedure
    .meta(
      rest.get(
        "/api/admin/usage",
        "Administration",
        "AI usage and cost between two UTC days (both included; this month by default), grouped by day, user, product, botType or model",
        {
          query: z.object({
            from: z.string().optional().meta({ description: "YYYY-MM-DD" }),
            to: z.string().optional().meta({ description: "YYYY-MM-DD" }),
            groupBy: z.enum(usageGroupBys).optional(),
          }),
        },
      ),
    )
    .input(usageReportInput)
    .output(answers<UsageReport>(answer.usageReport))
    .query(({ ctx, input }) => usageReport(ctx.db, input)),

  monthCost: adminProcedure
    .output(answers<MonthCostDto>(adminAnswer.monthCost))
    .query(({ ctx }) => monthCost(ctx.db)),

  prices: adminProcedure
    .output(answers<ModelPriceDto[]>(adminAnswer.modelPrices))
    .query(({ ctx }) => modelPrices(ctx.db)),

  savePrice: adminProcedure
    .input(modelPriceInput)
    .output(answers<ModelPriceDto>(adminAnswer.modelPrice))
    .mutation(({ ctx, input }) => saveModelPrice(ctx.db, input)),

  deletePrice: adminProcedure
    .input(deleteModelPriceInput)
    .output(answers<{ model: string }>(adminAnswer.deletedModelPrice))
    .mutation(({ ctx, input }) => removeModelPrice(ctx.db, input.model)),

  settings: adminProcedure
    .output(answers<UsageSettingsDto>(adminAnswer.usageSettings))
    .query(({ ctx }) => usageSettings(ctx.db)),

  saveSettings: adminProcedure
    .input(usageSettingsInput)
    .output(answers<UsageSettingsDto>(adminAnswer.usageSettings))
    .mutation(({ ctx, input }) => saveUsageSettings(ctx.db, input)),
});

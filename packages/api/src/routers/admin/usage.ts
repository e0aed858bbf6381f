import {
  deleteModelPriceInput,
  modelPriceInput,
  usageReportInput,
  usageSettingsInput,
} from "@studio/shared";
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
    .input(usageReportInput)
    .query(({ ctx, input }) => usageReport(ctx.db, input)),
  monthCost: adminProcedure.query(({ ctx }) => monthCost(ctx.db)),
  prices: adminProcedure.query(({ ctx }) => modelPrices(ctx.db)),
  savePrice: adminProcedure
    .input(modelPriceInput)
    .mutation(({ ctx, input }) => saveModelPrice(ctx.db, input)),
  deletePrice: adminProcedure
    .input(deleteModelPriceInput)
    .mutation(({ ctx, input }) => removeModelPrice(ctx.db, input.model)),
  settings: adminProcedure.query(({ ctx }) => usageSettings(ctx.db)),
  saveSettings: adminProcedure
    .input(usageSettingsInput)
    .mutation(({ ctx, input }) => saveUsageSettings(ctx.db, input)),
});

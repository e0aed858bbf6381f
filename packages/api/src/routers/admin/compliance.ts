import {
  complianceRuleInput,
  idInput,
  setComplianceRuleEnabledInput,
  updateComplianceRuleInput,
} from "@studio/shared";
import {
  builtInRules,
  createCustomRule,
  customRules,
  deleteCustomRule,
  setCustomRuleEnabled,
  updateCustomRule,
} from "../../services/compliance-rules";
import { adminProcedure, router } from "../../trpc";

export const adminComplianceRouter = router({
  builtInRules: adminProcedure.query(() => builtInRules()),
  rules: adminProcedure.query(({ ctx }) => customRules(ctx.db)),
  createRule: adminProcedure
    .input(complianceRuleInput)
    .mutation(({ ctx, input }) => createCustomRule(ctx.db, ctx.user, input)),
  updateRule: adminProcedure
    .input(updateComplianceRuleInput)
    .mutation(({ ctx, input }) => updateCustomRule(ctx.db, ctx.user, input)),
  setRuleEnabled: adminProcedure
    .input(setComplianceRuleEnabledInput)
    .mutation(({ ctx, input }) => setCustomRuleEnabled(ctx.db, ctx.user, input)),
  deleteRule: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteCustomRule(ctx.db, ctx.user, input.id)),
});

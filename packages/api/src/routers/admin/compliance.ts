import {
  complianceRuleInput,
  idInput,
  setBuiltInRuleEnabledInput,
  setComplianceRuleEnabledInput,
  tryComplianceRuleInput,
  updateComplianceRuleInput,
} from "@studio/shared";
import {
  builtInRules,
  createCustomRule,
  customRules,
  deleteCustomRule,
  setBuiltInRuleEnabled,
  setCustomRuleEnabled,
  tryCustomRule,
  updateCustomRule,
} from "../../services/compliance/compliance-rules";
import { adminProcedure, router } from "../../trpc";

export const adminComplianceRouter = router({
  builtInRules: adminProcedure.query(({ ctx }) => builtInRules(ctx.db)),
  setBuiltInRuleEnabled: adminProcedure
    .input(setBuiltInRuleEnabledInput)
    .mutation(({ ctx, input }) => setBuiltInRuleEnabled(ctx.db, ctx.user.id, input)),
  /** A draft rule against its examples, live in the rule form: the SPA cannot run the checker. */
  tryRule: adminProcedure
    .input(tryComplianceRuleInput)
    .mutation(({ input }) => tryCustomRule(input)),
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

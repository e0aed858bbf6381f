import {
  answer,
  type BuiltInRuleDto,
  type ComplianceRuleDto,
  type ComplianceRuleTrial,
  complianceRuleInput,
  idInput,
  setBuiltInRuleEnabledInput,
  setComplianceRuleEnabledInput,
  tryComplianceRuleInput,
  updateComplianceRuleInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
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
import { pathIdWins } from "./rest-wording";

export const adminComplianceRouter = router({
  builtInRules: adminProcedure
    .meta(
      rest.get("/api/compliance/built-in-rules", "Compliance", "The built-in rules, with examples"),
    )
    .output(answers<BuiltInRuleDto[]>(z.array(answer.builtInRule)))
    .query(({ ctx }) => builtInRules(ctx.db)),

  /** A built-in rule's id is its name ("promissory.guarantee"), not a number. */
  setBuiltInRuleEnabled: adminProcedure
    .meta(
      rest.patch(
        "/api/compliance/built-in-rules/{id}",
        "Compliance",
        "Turn a built-in rule off or on for this installation (id: the rule's name)",
      ),
    )
    .input(setBuiltInRuleEnabledInput)
    .output(answers<BuiltInRuleDto>(answer.builtInRule))
    .mutation(({ ctx, input }) => setBuiltInRuleEnabled(ctx.db, ctx.user.id, input)),

  /** A draft rule against its examples, live in the rule form: the SPA cannot run the checker. */
  tryRule: adminProcedure
    .meta(
      rest.post(
        "/api/compliance/rules/try",
        "Compliance",
        "Try a draft custom rule against its examples without saving it",
      ),
    )
    .input(tryComplianceRuleInput)
    .output(answers<ComplianceRuleTrial>(answer.complianceRuleTrial))
    .mutation(({ input }) => tryCustomRule(input)),

  rules: adminProcedure
    .meta(rest.get("/api/compliance/rules", "Compliance", "Custom rules"))
    .output(answers<ComplianceRuleDto[]>(z.array(answer.complianceRule)))
    .query(({ ctx }) => customRules(ctx.db)),

  createRule: adminProcedure
    .meta(
      rest.create(
        "/api/compliance/rules",
        "Compliance",
        "Add a custom rule (a phrase with * wildcards, {slots} and (a|b) choices)",
      ),
    )
    .input(complianceRuleInput)
    .output(answers<ComplianceRuleDto>(answer.complianceRule))
    .mutation(({ ctx, input }) => createCustomRule(ctx.db, ctx.user, input)),

  updateRule: adminProcedure
    .meta(
      rest.put("/api/compliance/rules/{id}", "Compliance", `Update a custom rule (${pathIdWins})`),
    )
    .input(updateComplianceRuleInput)
    .output(answers<ComplianceRuleDto>(answer.complianceRule))
    .mutation(({ ctx, input }) => updateCustomRule(ctx.db, ctx.user, input)),

  setRuleEnabled: adminProcedure
    .meta(rest.patch("/api/compliance/rules/{id}", "Compliance", "Turn a custom rule on or off"))
    .input(setComplianceRuleEnabledInput)
    .output(answers<ComplianceRuleDto>(answer.complianceRule))
    .mutation(({ ctx, input }) => setCustomRuleEnabled(ctx.db, ctx.user, input)),

  deleteRule: adminProcedure
    .meta(
      rest.delete("/api/compliance/rules/{id}", "Compliance", "Delete a custom rule", {
        response: answer.deleteResult,
      }),
    )
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deleteCustomRule(ctx.db, ctx.user, input.id)),
});

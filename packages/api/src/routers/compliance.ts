import { answer, type ComplianceReport, complianceCheckInput } from "@studio/shared";
import { answers } from "../contract";
import { rest } from "../rest-meta";
import { checkForCaller } from "../services/compliance/compliance-check";
import { readProcedure, router } from "../trpc";
import { aiCallDeps } from "./ai-call-deps";

export const complianceRouter = router({
  /**
   * Checks `{ text, productId? }` and answers with the report. Open to visitors like the
   * generators; the rules pass has its own per-address limit, a model pass the generation limits.
   */
  check: readProcedure
    .meta(
      rest.post(
        "/api/compliance/check",
        "Compliance",
        "Check a text against the compliance rulebook (and the product's disclaimer)",
      ),
    )
    .input(complianceCheckInput)
    .output(answers<ComplianceReport>(answer.complianceReport))
    .mutation(({ ctx, input }) => checkForCaller(aiCallDeps(ctx), input)),
});

import { complianceCheckInput } from "@studio/shared";
import { checkForCaller } from "../services/compliance/compliance-check";
import { readProcedure, router } from "../trpc";
import { aiCallDeps } from "./ai-call-deps";

export const complianceRouter = router({
  /**
   * Checks `{ text, productId? }` and answers with the report. Open to visitors like the
   * generators; the rules pass has its own per-address limit, a model pass the generation limits.
   */
  check: readProcedure
    .input(complianceCheckInput)
    .mutation(({ ctx, input }) => checkForCaller(aiCallDeps(ctx), input)),
});

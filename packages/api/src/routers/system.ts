import { answer, generationMessages, type SystemInfo } from "@studio/shared";
import { answers } from "../contract";
import { readProcedure, router } from "../trpc";

export const systemRouter = router({
  /** Which AI produces content, so the UI can show the 'Demo mode' note and how to leave it. */
  info: readProcedure.output(answers<SystemInfo>(answer.systemInfo)).query(
    ({ ctx }): SystemInfo => ({
      aiProvider: ctx.ai.name,
      model: ctx.ai.model,
      imageModel: ctx.ai.imageModel,
      demoMode: ctx.ai.name === "offline",
      configureHint: generationMessages.configureHint,
    }),
  ),
});

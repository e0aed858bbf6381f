import { createScheduleInput, idInput, updateScheduleInput } from "@studio/shared";
import {
  createSchedule,
  listScheduleDtos,
  removeSchedule,
  runScheduleNow,
  setScheduleEnabledFor,
} from "../services/schedules/schedules";
import { protectedProcedure, router } from "../trpc";

/**
 * Scheduled drafts (issue 25). Any signed-in person schedules drafts for their own library and
 * manages their own schedules; administrators see and manage everyone's. Creating and running
 * spend AI (the `generate` scope for API keys); reading needs `read`.
 */
const readSchedules = protectedProcedure.meta({ scope: "read" });
const changeSchedules = protectedProcedure.meta({ scope: "generate" });

export const schedulesRouter = router({
  create: changeSchedules
    .input(createScheduleInput)
    .mutation(({ ctx, input }) => createSchedule(ctx.db, ctx.user, input)),
  list: readSchedules.query(({ ctx }) => listScheduleDtos(ctx.db, ctx.user)),
  update: changeSchedules
    .input(updateScheduleInput)
    .mutation(({ ctx, input }) => setScheduleEnabledFor(ctx.db, ctx.user, input)),
  delete: changeSchedules
    .input(idInput)
    .mutation(({ ctx, input }) => removeSchedule(ctx.db, ctx.user, input.id)),
  run: changeSchedules
    .input(idInput)
    .mutation(({ ctx, input }) => runScheduleNow(ctx.db, ctx.jobs, ctx.user, input.id)),
});

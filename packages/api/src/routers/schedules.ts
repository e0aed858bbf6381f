import {
  answer,
  createScheduleInput,
  idInput,
  type ScheduleDto,
  type ScheduleRunDto,
  updateScheduleInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";

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
    .meta(
      rest.create(
        "/api/schedules",
        "Schedules",
        "Schedule drafts: a cron expression (five fields) in an IANA time zone writes one draft per topic into your library and submits each for review",
      ),
    )
    .input(createScheduleInput)
    .output(answers<ScheduleDto>(answer.schedule))
    .mutation(({ ctx, input }) => createSchedule(ctx.db, ctx.user, input)),
  list: readSchedules
    .meta(
      rest.get(
        "/api/schedules",
        "Schedules",
        "Your schedules (administrators: everyone's) with next run and recent runs",
      ),
    )
    .output(answers<ScheduleDto[]>(z.array(answer.schedule)))
    .query(({ ctx }) => listScheduleDtos(ctx.db, ctx.user)),
  update: changeSchedules
    .meta(
      rest.patch(
        "/api/schedules/{id}",
        "Schedules",
        "Turn a schedule on (from its next slot) or off",
      ),
    )
    .input(updateScheduleInput)
    .output(answers<ScheduleDto>(answer.schedule))
    .mutation(({ ctx, input }) => setScheduleEnabledFor(ctx.db, ctx.user, input)),
  delete: changeSchedules
    .meta(rest.delete("/api/schedules/{id}", "Schedules", "Delete a schedule (its drafts stay)"))
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => removeSchedule(ctx.db, ctx.user, input.id)),
  run: changeSchedules
    .meta(
      rest.post(
        "/api/schedules/{id}/run",
        "Schedules",
        "Run a schedule now (queued: 202 with the run)",
        { status: 202 },
      ),
    )
    .input(idInput)
    .output(answers<ScheduleRunDto>(answer.scheduleRun))
    .mutation(({ ctx, input }) => runScheduleNow(ctx.db, ctx.jobs, ctx.user, input.id)),
});

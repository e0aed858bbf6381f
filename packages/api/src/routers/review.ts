import { reviewQueueInput } from "@studio/shared";
import { reviewQueue } from "../services/review-queue";
import { reviewReaderProcedure, router } from "../trpc";

/** The reviewer's queue: items in review, oldest submission first (reviewers, administrators). */
export const reviewRouter = router({
  queue: reviewReaderProcedure
    .input(reviewQueueInput)
    .query(({ ctx, input }) => reviewQueue(ctx.db, input)),
});

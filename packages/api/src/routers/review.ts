import { answer, type Page, type ReviewQueueItemDto, reviewQueueInput } from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";

import { reviewQueue } from "../services/review/review-queue";
import { reviewReaderProcedure, router } from "../trpc";

/** The reviewer's queue: items in review, oldest submission first (reviewers, administrators). */
export const reviewRouter = router({
  queue: reviewReaderProcedure
    .meta(
      rest.get(
        "/api/review/queue",
        "Content",
        "Items in review, oldest submission first, with flag and open comment counts (reviewers, administrators)",
        { query: z.object({ cursor: z.string().optional(), limit: z.string().optional() }) },
      ),
    )
    .input(reviewQueueInput)
    .output(answers<Page<ReviewQueueItemDto>>(answer.reviewQueuePage))
    .query(({ ctx, input }) => reviewQueue(ctx.db, input)),
});

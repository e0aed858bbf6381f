import {
  approveContentInput,
  contentIdInput,
  contentListInput,
  contentRecordInput,
  contentVersionInput,
  exportContentInput,
  requestChangesInput,
  sendTestInput,
  updateContentInput,
} from "@studio/shared";
import { exportContent } from "../services/content/content-export";
import {
  getContentItem,
  getContentVersion,
  listContent,
} from "../services/content/content-library";
import { regenerateContent } from "../services/content/content-regenerate";
import { editContent, restoreContentVersion } from "../services/content/content-versions";
import { sendTestEmail } from "../services/content/send-test";
import {
  deleteContent,
  getContentRecord,
  getContentRecordPdf,
  recordContentUse,
} from "../services/review/content-record";
import {
  approveContent,
  requestContentChanges,
  submitContent,
} from "../services/review/content-review";
import { protectedProcedure, reviewerProcedure, router } from "../trpc";
import { aiCallDeps } from "./ai-call-deps";

// API key scopes: reading your content (and exporting it) needs 'read'; changing it 'generate'.
const readContent = protectedProcedure.meta({ scope: "read" });
const changeContent = protectedProcedure.meta({ scope: "generate" });

/**
 * The content workspace. The owner works on an item; reviewers and administrators read every
 * item, and approve and request changes (403 otherwise); anyone else's item answers 404.
 */
export const contentRouter = router({
  list: readContent
    .input(contentListInput)
    .query(({ ctx, input }) => listContent(ctx.db, ctx.user, input)),

  get: readContent
    .input(contentIdInput)
    .query(({ ctx, input }) => getContentItem(ctx.db, ctx.user, input.id)),

  update: changeContent
    .input(updateContentInput)
    .mutation(({ ctx, input }) => editContent(ctx.db, ctx.user, input)),

  version: readContent
    .input(contentVersionInput)
    .query(({ ctx, input }) => getContentVersion(ctx.db, ctx.user, input.id, input.version)),

  restore: changeContent
    .input(contentVersionInput)
    .mutation(({ ctx, input }) => restoreContentVersion(ctx.db, ctx.user, input)),

  /** Reruns the generation into a new version (counts against the generation allowance). */
  regenerate: changeContent
    .input(contentIdInput)
    .mutation(({ ctx, input }) => regenerateContent(aiCallDeps(ctx), ctx.user, input.id)),

  submit: changeContent
    .input(contentIdInput)
    .mutation(({ ctx, input }) => submitContent(ctx.db, ctx.user, input.id, ctx.jobs)),

  approve: reviewerProcedure
    .input(approveContentInput)
    .mutation(({ ctx, input }) => approveContent(ctx.db, ctx.user, input, ctx, ctx.jobs)),

  requestChanges: reviewerProcedure
    .input(requestChangesInput)
    .mutation(({ ctx, input }) => requestContentChanges(ctx.db, ctx.user, input, ctx.jobs)),

  /**
   * A read that writes nothing. Still a mutation (POST) over tRPC, as typed clients already call
   * it; REST serves it as `GET /api/content/{id}/export`.
   */
  export: readContent
    .input(exportContentInput)
    .mutation(({ ctx, input }) => exportContent(ctx.db, ctx.user, input, ctx.email)),

  /** The approval record of the last approved version (owner, reviewers, administrators). */
  record: readContent
    .input(contentRecordInput)
    .query(({ ctx, input }) => getContentRecord(ctx.db, ctx.user, input.id)),

  /** The same record as a PDF (base64; the REST route sends the bytes). */
  recordPdf: readContent
    .input(contentIdInput)
    .query(({ ctx, input }) => getContentRecordPdf(ctx.db, ctx.user, input.id)),

  /** Records a use of the approved text: first use once, last use each time. */
  use: changeContent
    .input(contentIdInput)
    .mutation(({ ctx, input }) => recordContentUse(ctx.db, ctx.user, input.id, ctx.jobs)),

  /**
   * Sends the approved version's email to the caller's own address (or one on
   * SEND_TEST_ALLOWLIST) through SMTP_URL, and records the use.
   */
  sendTest: changeContent.input(sendTestInput).mutation(({ ctx, input }) =>
    sendTestEmail(ctx.db, ctx.user, input, {
      mailer: ctx.email.mailer,
      allowlist: ctx.email.sendTestAllowlist,
      jobs: ctx.jobs,
    }),
  ),

  /** Deletes an item, unless retention keeps it (409 naming the date). */
  delete: changeContent
    .input(contentIdInput)
    .mutation(({ ctx, input }) => deleteContent(ctx.db, ctx.user, input.id, ctx.retentionYears)),
});

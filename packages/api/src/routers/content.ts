import {
  answer,
  approveContentInput,
  type ContentExportFile,
  type ContentItemDto,
  type ContentListPage,
  type ContentRecordDto,
  type ContentUseDto,
  type ContentVersionDto,
  contentIdInput,
  contentListInput,
  contentRecordInput,
  contentVersionInput,
  exportContentInput,
  exportFormats,
  requestChangesInput,
  type SendTestResult,
  sendTestInput,
  updateContentInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";
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
    .meta(
      rest.get(
        "/api/content",
        "Content",
        "Your content, newest first (administrators: scope=all for everyone's)",
      ),
    )
    .input(contentListInput)
    .output(answers<ContentListPage>(answer.contentListPage))
    .query(({ ctx, input }) => listContent(ctx.db, ctx.user, input)),

  get: readContent
    .meta(
      rest.get(
        "/api/content/{id}",
        "Content",
        "An item with its versions, approval, compliance report and history",
      ),
    )
    .input(contentIdInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .query(({ ctx, input }) => getContentItem(ctx.db, ctx.user, input.id)),

  update: changeContent
    .meta(
      rest.put(
        "/api/content/{id}",
        "Content",
        "Save an edit as a new version (`version` in the answer is the one this save created; with `expectedVersion`, 409 when another save came first)",
      ),
    )
    .input(updateContentInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => editContent(ctx.db, ctx.user, input)),

  version: readContent
    .meta(
      rest.get("/api/content/{id}/versions/{n}", "Content", "One version's text", {
        params: { n: "version" },
      }),
    )
    .input(contentVersionInput)
    .output(answers<ContentVersionDto>(answer.contentVersion))
    .query(({ ctx, input }) => getContentVersion(ctx.db, ctx.user, input.id, input.version)),

  restore: changeContent
    .meta(rest.post("/api/content/{id}/restore", "Content", "Restore a version (as a new version)"))
    .input(contentVersionInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => restoreContentVersion(ctx.db, ctx.user, input)),

  /** Reruns the generation into a new version (counts against the generation allowance). */
  regenerate: changeContent
    .meta(
      rest.post(
        "/api/content/{id}/regenerate",
        "Content",
        "Generate the item again, as a new version",
      ),
    )
    .input(contentIdInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => regenerateContent(aiCallDeps(ctx), ctx.user, input.id)),

  submit: changeContent
    .meta(rest.post("/api/content/{id}/submit", "Content", "Submit the item for review"))
    .input(contentIdInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => submitContent(ctx.db, ctx.user, input.id, ctx.jobs)),

  approve: reviewerProcedure
    .meta(
      rest.post(
        "/api/content/{id}/approve",
        "Content",
        "Approve the submitted version (a reviewer or administrator who did not write it; `version`: the one read, 409 when it is not the submitted one; blocking flags need `decisions` per flag or one `override` reason)",
      ),
    )
    .input(approveContentInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => approveContent(ctx.db, ctx.user, input, ctx, ctx.jobs)),

  requestChanges: reviewerProcedure
    .meta(
      rest.post(
        "/api/content/{id}/request-changes",
        "Content",
        "Send the item back to draft with a note (`version`: the one read, 409 when it is not the submitted one)",
      ),
    )
    .input(requestChangesInput)
    .output(answers<ContentItemDto>(answer.contentItem))
    .mutation(({ ctx, input }) => requestContentChanges(ctx.db, ctx.user, input, ctx.jobs)),

  /**
   * A read that writes nothing. Still a mutation (POST) over tRPC, as typed clients already call
   * it; REST serves it as `GET /api/content/{id}/export`.
   */
  export: readContent
    .meta(
      rest.get(
        "/api/content/{id}/export",
        "Content",
        "Download a version as Markdown, text, HTML, Word, email-ready HTML (email) or an RFC 5322 message (eml); email and eml only of an approved version (409 naming the status otherwise), the others say 'Draft, not approved' until then",
        {
          query: z.object({ format: z.enum(exportFormats), version: z.string().optional() }),
          response: answer.fileDownload,
          produces: "application/octet-stream",
        },
      ),
    )
    .input(exportContentInput)
    .output(answers<ContentExportFile>(answer.encodedFile))
    .mutation(({ ctx, input }) => exportContent(ctx.db, ctx.user, input, ctx.email)),

  /** The approval record of the last approved version (owner, reviewers, administrators). */
  record: readContent
    .meta(
      rest.get(
        "/api/content/{id}/record",
        "Content",
        "The approval record of the last approved version (404 before one); ?format=pdf downloads it as a PDF",
        { query: z.object({ format: z.enum(["json", "pdf"]).optional() }) },
      ),
    )
    .input(contentRecordInput)
    .output(answers<ContentRecordDto>(answer.contentRecord))
    .query(({ ctx, input }) => getContentRecord(ctx.db, ctx.user, input.id)),

  /** The same record as a PDF (base64; the REST route sends the bytes). */
  recordPdf: readContent
    .input(contentIdInput)
    .output(answers<ContentExportFile>(answer.encodedFile))
    .query(({ ctx, input }) => getContentRecordPdf(ctx.db, ctx.user, input.id)),

  /** Records a use of the approved text: first use once, last use each time. */
  use: changeContent
    .meta(
      rest.post(
        "/api/content/{id}/use",
        "Content",
        "Record a use of the approved text (409 unless approved)",
      ),
    )
    .input(contentIdInput)
    .output(answers<ContentUseDto>(answer.contentUse))
    .mutation(({ ctx, input }) => recordContentUse(ctx.db, ctx.user, input.id, ctx.jobs)),

  /**
   * Sends the approved version's email to the caller's own address (or one on
   * SEND_TEST_ALLOWLIST) through SMTP_URL, and records the use.
   */
  sendTest: changeContent
    .meta(
      rest.post(
        "/api/content/{id}/send-test",
        "Content",
        "Send the approved email to yourself (or an address in SEND_TEST_ALLOWLIST) through SMTP_URL; records a use. 409 when not approved or SMTP_URL is unset, 403 for another address, 429 after 10 an hour",
        { status: 202 },
      ),
    )
    .input(sendTestInput)
    .output(answers<SendTestResult>(answer.sendTestResult))
    .mutation(({ ctx, input }) =>
      sendTestEmail(ctx.db, ctx.user, input, {
        mailer: ctx.email.mailer,
        allowlist: ctx.email.sendTestAllowlist,
        jobs: ctx.jobs,
      }),
    ),

  /** Deletes an item, unless retention keeps it (409 naming the date). */
  delete: changeContent
    .meta(
      rest.delete(
        "/api/content/{id}",
        "Content",
        "Delete an item (409 naming the date while retention keeps it)",
      ),
    )
    .input(contentIdInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deleteContent(ctx.db, ctx.user, input.id, ctx.retentionYears)),
});

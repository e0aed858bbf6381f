import type { Database, VersionSource } from "@studio/db";
import {
  findContentVersion,
  insertContentVersion,
  insertGeneratedContent,
  lockContentItem,
  type NewGeneratedContent,
  updateContentHead,
} from "@studio/db";
import type { ComplianceReport, EmailFields } from "@studio/shared";
import { AppError, type ContentItemDto, contentMessages, isEmailKind } from "@studio/shared";
import type { Kysely } from "kysely";
import { checkCompliance } from "../compliance/compliance";
import { recordAudit } from "../review/audit-trail";
import { type Caller, type Db, requireAccessibleItem } from "./content-access";
import { getContentItem } from "./content-library";
import { NO_EMAIL_FIELDS, splitEmailText, withEmailFieldFlags } from "./email-fields";

/**
 * Records a finished text generation as version 1 of a draft, with its compliance report.
 * A caller that already checked the text passes its report, so it is not checked twice.
 */
export async function recordGeneratedText(
  db: Db,
  values: NewGeneratedContent,
  report?: ComplianceReport,
): Promise<number> {
  // A newsletter's or SAM email's subject lines and preheader become fields of version 1, whose
  // text is the body (issue 25 item 1); the item's row and the caller's answer (POST
  // /api/generate) keep the whole generated text.
  const split = splitEmailText(values.bot_type, values.content, report);
  const body =
    split.report ??
    (await checkCompliance(db, { text: split.content, productId: values.product_id }));
  const compliance = split.email ? await withEmailFieldFlags(db, body, split.email) : body;
  return insertGeneratedContent(
    db,
    { ...values, ...(split.email ? { email: { ...split.email, body: split.content } } : {}) },
    compliance,
  );
}

interface NewVersionText {
  title: string;
  content: string;
  source: Exclude<VersionSource, "generated">;
  /** The report of `content` when the caller already has one; otherwise it is checked here. */
  report?: ComplianceReport;
  /** The version a restore copied. */
  restoredFrom?: number;
  /**
   * The version the writer's editor opened: when another save made a newer one first, the save
   * answers 409 instead of silently writing over it (checked under the row lock).
   */
  expectedVersion?: number | undefined;
  /**
   * Email fields given with the text (an edit's, a restored version's); a field left out is read
   * from the text's opening subject/preview lines, else kept from the current version.
   */
  email?: Partial<EmailFields>;
}

const ACTION_OF = { edited: "edit", restored: "restore", regenerated: "regenerate" } as const;

/**
 * Adds a version to an item and makes it the current one. The item's row is locked while the
 * number is taken, so two writers (two app instances included) get n+1 and n+2, never the same.
 * Every new version is a draft: editing an approved item starts a new draft, and the approval
 * stays on record for the version it approved. A submitted item goes back to draft: the
 * submission is withdrawn, so nobody approves text they did not read. The answer is read under
 * the same lock, so its `version` is the one this call created.
 */
export async function addContentVersion(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  text: NewVersionText,
): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(db, caller, id);
  if (item.botType === "image") throw new AppError("BAD_REQUEST", contentMessages.imageNotEditable);
  const split = splitEmailText(item.botType, text.content, text.report);
  const email = isEmailKind(item.botType)
    ? await emailFieldsOf(db, id, item.version, split.email, text.email)
    : NO_EMAIL_FIELDS;
  // Checked before the row lock: a model review pass may take a while.
  const body =
    split.report ?? (await checkCompliance(db, { text: split.content, productId: item.productId }));
  const report = isEmailKind(item.botType) ? await withEmailFieldFlags(db, body, email) : body;
  return db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head) throw new AppError("NOT_FOUND", contentMessages.notFound);
    if (text.expectedVersion !== undefined && text.expectedVersion !== head.version) {
      throw new AppError(
        "CONFLICT",
        contentMessages.editConflict(text.expectedVersion, head.version),
      );
    }
    const number = head.version + 1;
    await insertContentVersion(trx, {
      contentId: id,
      number,
      title: text.title,
      content: split.content,
      source: text.source,
      authorId: caller.id,
      compliance: report,
      ...email,
    });
    await updateContentHead(trx, id, {
      version: number,
      title: text.title,
      content: split.content,
      status: "draft",
    });
    await recordAudit(trx, caller, {
      subjectType: "content",
      action: ACTION_OF[text.source],
      subjectId: id,
      version: number,
      detail: {
        title: text.title,
        ...(text.restoredFrom === undefined ? {} : { restoredFrom: text.restoredFrom }),
      },
    });
    return getContentItem(trx, caller, id);
  });
}

/** Given fields win, then those read from the text, then the current version's. */
async function emailFieldsOf(
  db: Db,
  id: number,
  currentVersion: number,
  parsed: EmailFields | null,
  given: Partial<EmailFields> | undefined,
): Promise<EmailFields> {
  const base = parsed ?? (await currentEmailFields(db, id, currentVersion));
  const subjectLines = given?.subjectLines ?? base.subjectLines;
  const subject =
    given?.subject !== undefined
      ? given.subject || null
      : given?.subjectLines !== undefined && !subjectLines.includes(base.subject ?? "")
        ? (subjectLines[0] ?? null)
        : base.subject;
  const preheader = given?.preheader !== undefined ? given.preheader || null : base.preheader;
  return { subjectLines, subject, preheader };
}

async function currentEmailFields(db: Db, id: number, number: number): Promise<EmailFields> {
  const current = await findContentVersion(db, id, number);
  return current
    ? { subjectLines: current.subjectLines, subject: current.subject, preheader: current.preheader }
    : NO_EMAIL_FIELDS;
}

/** Save from the editor: the text (and optionally a new title) as a new version. */
export async function editContent(
  db: Kysely<Database>,
  caller: Caller,
  input: {
    id: number;
    content: string;
    title?: string | undefined;
    expectedVersion?: number | undefined;
    subjectLines?: string[] | undefined;
    subject?: string | null | undefined;
    preheader?: string | null | undefined;
  },
  report?: ComplianceReport,
): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(db, caller, input.id);
  const email: Partial<EmailFields> = {
    ...(input.subjectLines === undefined ? {} : { subjectLines: input.subjectLines }),
    ...(input.subject === undefined ? {} : { subject: input.subject }),
    ...(input.preheader === undefined ? {} : { preheader: input.preheader }),
  };
  return addContentVersion(db, caller, input.id, {
    title: input.title ?? item.title,
    content: input.content,
    source: "edited",
    expectedVersion: input.expectedVersion,
    email,
    ...(report ? { report } : {}),
  });
}

/** Restore: an old version's title and text become a new version (history is never rewritten). */
export async function restoreContentVersion(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; version: number },
  report?: ComplianceReport,
): Promise<ContentItemDto> {
  await requireAccessibleItem(db, caller, input.id);
  const old = await findContentVersion(db, input.id, input.version);
  if (!old) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  return addContentVersion(db, caller, input.id, {
    title: old.title,
    content: old.content,
    source: "restored",
    restoredFrom: old.number,
    email: { subjectLines: old.subjectLines, subject: old.subject, preheader: old.preheader },
    ...(report ? { report } : {}),
  });
}

import type { AuditEventDto } from "./audit";
import type { ContentCommentDto } from "./comments";
import type { CheckedEmailField, ComplianceReport } from "./compliance";
import {
  CONTENT_PAGE_DEFAULT,
  CONTENT_PAGE_MAX,
  CONTENT_SEARCH_MAX,
  CONTENT_TEXT_MAX,
  contentMessages,
  FLAG_DECISIONS_MAX,
  REVIEW_NOTE_MAX,
} from "./content-messages";
import { type EmailFields, emailAddress, emailFieldsInput } from "./email";
import { recordId } from "./ids";
import { NAME_MAX } from "./limits";
import { blankAsUndefined, type Page, pageCursor, pageLimit } from "./pagination";
import { hasVisibleText } from "./visible-text";
import { z } from "./zod";

/**
 * The content workspace (issue 12): the library of everything generated, versions, review and
 * export. Schemas, DTOs, labels and messages shared by the API, the REST shim and the SPA.
 */
export const contentStatuses = ["draft", "in_review", "approved"] as const;
export const contentStatus = z.enum(contentStatuses, {
  error: "status must be draft, in_review or approved.",
});
export type ContentStatus = (typeof contentStatuses)[number];
export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  approved: "Approved",
};

/** What an item is: the text bots' types, and images split into images and covers. */
export const contentKinds = ["newsletter", "sam", "gift", "image", "cover"] as const;
export const contentKind = z.enum(contentKinds, {
  error: "botType must be newsletter, sam, gift, image or cover.",
});
export type ContentKind = (typeof contentKinds)[number];
export const contentKindLabels: Record<ContentKind, string> = {
  newsletter: "Newsletter",
  sam: "SAM email",
  gift: "Free gift",
  image: "Image",
  cover: "Cover",
};

export const versionSources = ["generated", "edited", "restored", "regenerated"] as const;
export type VersionSource = (typeof versionSources)[number];
export const versionSourceLabels: Record<VersionSource, string> = {
  generated: "Generated",
  edited: "Edited",
  restored: "Restored",
  regenerated: "Regenerated",
};

export const contentEventKinds = [
  "created",
  "edited",
  "submitted",
  "approved",
  "changes_requested",
  "restored",
  "regenerated",
  "exported",
  "used",
  "commented",
  "comment_resolved",
] as const;
export type ContentEventKind = (typeof contentEventKinds)[number];
export const contentEventLabels: Record<ContentEventKind, string> = {
  created: "Created",
  edited: "Edited",
  submitted: "Submitted for review",
  approved: "Approved",
  changes_requested: "Changes requested",
  restored: "Restored",
  regenerated: "Regenerated",
  exported: "Exported",
  used: "Marked as used",
  commented: "Commented",
  comment_resolved: "Comment resolved",
};

export const exportFormats = ["md", "txt", "html", "docx", "email", "eml"] as const;
export const exportFormat = z.enum(exportFormats, {
  error: "format must be md, txt, html, docx, email or eml.",
});
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatLabels: Record<ExportFormat, string> = {
  md: "Markdown (.md)",
  txt: "Plain text (.txt)",
  html: "HTML (.html)",
  docx: "Word (.docx)",
  email: "Email-ready HTML (.html)",
  eml: "Email message (.eml)",
};

/** The formats that are the email itself: of an approved version only (issue 25 item 2). */
export const emailExportFormats: readonly ExportFormat[] = ["email", "eml"];

const positiveId = recordId;

export const contentIdInput = z.object({ id: positiveId(contentMessages.invalidId) });
export type ContentIdInput = z.infer<typeof contentIdInput>;

const versionNumber = positiveId(contentMessages.invalidVersion);

export const contentListInput = z.object({
  botType: z.preprocess(blankAsUndefined, contentKind.optional()),
  productId: z.preprocess(
    blankAsUndefined,
    positiveId("productId must be a positive whole number.").optional(),
  ),
  status: z.preprocess(blankAsUndefined, contentStatus.optional()),
  q: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(CONTENT_SEARCH_MAX, { error: contentMessages.searchTooLong }).optional(),
  ),
  limit: pageLimit(CONTENT_PAGE_MAX, CONTENT_PAGE_DEFAULT),
  cursor: pageCursor,
  scope: z.preprocess(
    blankAsUndefined,
    z.enum(["mine", "all"], { error: "scope must be mine or all." }).default("mine"),
  ),
});
export type ContentListInput = z.input<typeof contentListInput>;
export type ContentListQuery = z.output<typeof contentListInput>;

export const contentTitle = z
  .string({ error: contentMessages.titleRequired })
  .trim()
  .min(1, { error: contentMessages.titleRequired })
  .max(NAME_MAX, { error: contentMessages.titleTooLong });

export const contentText = z
  .string({ error: contentMessages.contentRequired })
  .max(CONTENT_TEXT_MAX, { error: contentMessages.contentTooLong })
  .refine((text) => text.trim().length > 0, { error: contentMessages.contentRequired });

export const updateContentInput = contentIdInput.extend({
  content: contentText,
  title: contentTitle.optional(),
  /** The version the editor opened: 409 when another save made a newer one first. */
  expectedVersion: z.preprocess(blankAsUndefined, versionNumber.optional()),
  ...emailFieldsInput.shape,
});
export type UpdateContentInput = z.infer<typeof updateContentInput>;

export const contentVersionInput = contentIdInput.extend({ version: versionNumber });
export type ContentVersionInput = z.infer<typeof contentVersionInput>;

/** A reason for approving flagged text: at most REVIEW_NOTE_MAX characters, some of them visible. */
function visibleReason(messages: { invisible: string; tooLong: string }) {
  return z
    .string({ error: messages.invisible })
    .trim()
    .max(REVIEW_NOTE_MAX, { error: messages.tooLong })
    .refine(hasVisibleText, { error: messages.invisible });
}

/** One blocking flag's decision: the flag (its rule and where it starts) and why it stands. */
export const flagDecisionInput = z.object({
  rule: z
    .string({ error: contentMessages.decisionRuleRequired })
    .trim()
    .min(1, { error: contentMessages.decisionRuleRequired })
    .max(NAME_MAX, { error: contentMessages.decisionRuleRequired }),
  start: z
    .number({ error: contentMessages.decisionStartInvalid })
    .int({ error: contentMessages.decisionStartInvalid })
    .min(0, { error: contentMessages.decisionStartInvalid })
    .max(CONTENT_TEXT_MAX, { error: contentMessages.decisionStartInvalid }),
  reason: visibleReason({
    invisible: contentMessages.decisionReasonRequired,
    tooLong: contentMessages.decisionReasonTooLong,
  }),
});
export type FlagDecisionInput = z.infer<typeof flagDecisionInput>;

/** The version a reviewer read: 409 when it is not the submitted one. */
const reviewedVersion = z.preprocess(blankAsUndefined, versionNumber.optional());
export const sendTestInput = contentIdInput.extend({ to: emailAddress });
export type SendTestInput = z.infer<typeof sendTestInput>;

export const approveContentInput = contentIdInput.extend({
  /** One reason for every blocking flag; "" (an empty form field) is no reason. */
  override: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    visibleReason({
      invisible: contentMessages.overrideInvisible,
      tooLong: contentMessages.overrideTooLong,
    }).optional(),
  ),
  /** A reason per blocking flag; flags without one take `override`. */
  decisions: z
    .array(flagDecisionInput, { error: "decisions must be a list of {rule, start, reason}." })
    .max(FLAG_DECISIONS_MAX, { error: contentMessages.decisionsTooMany })
    .optional(),
  version: reviewedVersion,
});
export type ApproveContentInput = z.infer<typeof approveContentInput>;

export const requestChangesInput = contentIdInput.extend({
  note: z
    .string({ error: contentMessages.noteRequired })
    .trim()
    .min(1, { error: contentMessages.noteRequired })
    .max(REVIEW_NOTE_MAX, { error: contentMessages.noteTooLong }),
  version: reviewedVersion,
});
export type RequestChangesInput = z.infer<typeof requestChangesInput>;

export const exportContentInput = contentIdInput.extend({
  format: exportFormat,
  version: z.preprocess(blankAsUndefined, versionNumber.optional()),
});
export type ExportContentInput = z.infer<typeof exportContentInput>;

/** What the library's rows and the item page both say about an item. */
interface ContentItemSummary {
  id: number;
  title: string;
  botType: "newsletter" | "sam" | "gift" | "image";
  kind: ContentKind;
  productId: number | null;
  productName: string | null;
  ownerId: number | null;
  status: ContentStatus;
  /** The current (newest) version's number. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ContentListItemDto extends ContentItemSummary {
  ownerName: string | null;
  /** Counts of the current version's compliance flags; null when it was never checked. */
  compliance: { block: number; warn: number } | null;
}

export type ContentListPage = Page<ContentListItemDto>;

export interface ContentVersionSummaryDto {
  number: number;
  createdAt: string;
  source: VersionSource;
  authorId: number | null;
  authorName: string | null;
}

export interface ContentVersionDto extends EmailFields {
  number: number;
  title: string;
  content: string;
  createdAt: string;
  source: VersionSource;
  authorId: number | null;
  compliance: ComplianceReport | null;
}

export interface ContentApprovalDto {
  version: number;
  approvedBy: number | null;
  approverName: string | null;
  approvedAt: string;
  /** SHA-256 (hex) of the approved version's text. */
  contentHash: string;
  /** The override reason when blocking compliance flags were approved anyway. */
  override: string | null;
  compliance: ComplianceReport | null;
  /** When the approved text was first and last used (POST /api/content/{id}/use); null before. */
  firstUsedAt: string | null;
  lastUsedAt: string | null;
}

export interface ContentEventDto {
  kind: ContentEventKind;
  actorId: number | null;
  actorName: string | null;
  note: string | null;
  version: number | null;
  at: string;
}

export interface ContentImageDto {
  id: string;
  kind: "image" | "cover";
  imageUrl: string;
  printUrl: string;
  width: number;
  height: number;
}

/**
 * `subjectLines`, `subject`, `preheader`: the current version's email fields (newsletters and
 * SAM emails; empty for other kinds).
 */
export interface ContentItemDto extends ContentItemSummary, EmailFields {
  topicId: number | null;
  /** The current version's text. */
  content: string;
  versions: ContentVersionSummaryDto[];
  /** The last approval, kept visible after the item goes back to draft. */
  approval: ContentApprovalDto | null;
  /** The current version's compliance report. */
  compliance: ComplianceReport | null;
  events: ContentEventDto[];
  image: ContentImageDto | null;
}

export const contentRecordFormats = ["json", "pdf"] as const;
export const contentRecordInput = contentIdInput.extend({
  format: z.preprocess(
    blankAsUndefined,
    z.enum(contentRecordFormats, { error: "format must be json or pdf." }).default("json"),
  ),
});
export type ContentRecordInput = z.input<typeof contentRecordInput>;

/** A person on the record: a deleted account shows as "Former user #id". */
export interface RecordPerson {
  id: number | null;
  name: string | null;
}

export interface ContentRecordFlag {
  /** An email's subject or preheader when the flag stood there; absent for the body. */
  field?: CheckedEmailField;
  category: string;
  severity: "block" | "warn";
  excerpt: string;
  rule: string;
  /** "fixed in version N", or "accepted: <reason>, by <name>, at <time>". */
  resolution: string;
}

/** A review comment on the record: every comment of the item, oldest first (comments.ts). */
export type ContentRecordComment = ContentCommentDto;

/**
 * The approval record (issue 24 item 6) of an item's last approved version: what an examiner is
 * handed. `events` is the item's audit trail; `headHash` the whole chain's head when it was read.
 */
export interface ContentRecordDto extends EmailFields {
  item: { id: number; title: string; productName: string | null };
  version: number;
  /** The approved body; a newsletter's or SAM email's subject and preheader are the email fields. */
  text: string;
  contentHash: string;
  preparedBy: RecordPerson;
  approvedBy: RecordPerson & { role: string | null };
  approvedAt: string;
  selfApproved: boolean;
  firstUsedAt: string | null;
  lastUsedAt: string | null;
  sources: Array<{ id: number; name: string }>;
  flags: ContentRecordFlag[];
  comments: ContentRecordComment[];
  events: AuditEventDto[];
  headHash: string | null;
}

/** `POST /api/content/{id}/use`: the approved version's use dates after this use. */
export interface ContentUseDto {
  id: number;
  version: number;
  firstUsedAt: string;
  lastUsedAt: string;
}

/** An export, as the procedure answers it (the REST route sends the bytes). */
export interface ContentExportFile {
  fileName: string;
  mimeType: string;
  /** The file's bytes, base64-encoded (JSON carries no binary). */
  base64: string;
}

/** `{slug-of-title}-v{n}.{ext}`: lower case, ASCII letters and digits joined by dashes. */
export function exportFileName(title: string, version: number, format: ExportFormat): string {
  // The email-ready HTML is an .html file; "-email" tells it from the reading copy.
  if (format === "email") return `${titleSlug(title)}-v${version}-email.html`;
  return `${titleSlug(title)}-v${version}.${format}`;
}

/** The approval record's PDF: `{slug-of-title}-v{n}-record.pdf`, named like the exports. */
export function recordFileName(title: string, version: number): string {
  return `${titleSlug(title)}-v${version}-record.pdf`;
}

function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    // (?<!-): a dash run is tried from its first dash only, so a long run is read once.
    .replace(/^-+|(?<!-)-+$/g, "")
    .slice(0, 80)
    .replace(/(?<!-)-+$/, "");
  return slug || "content";
}

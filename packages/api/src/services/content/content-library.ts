import {
  type AuditEventRecord,
  type ContentLibraryRow,
  findContentImage,
  findContentVersion,
  findLatestApproval,
  listContentLibrary,
  listContentVersions,
  listSubjectAuditEvents,
} from "@studio/db";
import {
  AppError,
  type ComplianceReport,
  type ContentEventDto,
  type ContentEventKind,
  type ContentItemDto,
  type ContentKind,
  type ContentListItemDto,
  type ContentListPage,
  type ContentListQuery,
  type ContentVersionDto,
  complianceReport,
  contentMessages,
  imageUrlFor,
  printUrlFor,
} from "@studio/shared";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";
import { type Caller, type Db, requireAccessibleItem } from "./content-access";

/** The caller's library page (administrators may ask for everyone's with scope "all"). */
export async function listContent(
  db: Db,
  caller: Caller,
  query: ContentListQuery,
): Promise<ContentListPage> {
  if (query.scope === "all" && caller.role !== "admin") {
    throw new AppError("FORBIDDEN", contentMessages.scopeAdminOnly);
  }
  const rows = await listContentLibrary(db, {
    ownerId: query.scope === "all" ? null : caller.id,
    kind: query.botType,
    productId: query.productId,
    status: query.status,
    q: query.q,
    ...keysetWindow(query, libraryKeyset),
  });
  return toPage(rows, query.limit, toListItem, libraryKeyset.cursorOf);
}

/** Most recently updated first: updated_at in epoch microseconds, then id. */
const libraryKeyset = keyset({
  updatedAtMicros: cursorMicros,
  id: cursorRowId,
});

function kindOf(botType: ContentListItemDto["botType"], printKind: string | null): ContentKind {
  return botType === "image" && printKind === "cover" ? "cover" : botType;
}

/** A stored report, or null when it is missing or not a report this version understands. */
export function readReport(value: unknown): ComplianceReport | null {
  const parsed = complianceReport.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A saved report's blocking and warning counts, as the library and the review queue list them. */
export function flagCounts(report: ComplianceReport | null): ContentListItemDto["compliance"] {
  if (!report) return null;
  const block = report.flags.filter((f) => f.severity === "block").length;
  return { block, warn: report.flags.length - block };
}

function toListItem(row: ContentLibraryRow): ContentListItemDto {
  return {
    id: row.id,
    title: row.title,
    botType: row.botType,
    kind: kindOf(row.botType, row.printKind),
    productId: row.productId,
    productName: row.productName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    status: row.status,
    version: row.version,
    compliance: flagCounts(readReport(row.compliance)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everything the item page shows: current text, versions, last approval, history, picture. */
export async function getContentItem(db: Db, caller: Caller, id: number): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(db, caller, id, "read");
  const [versions, current, approval, events, image] = await Promise.all([
    listContentVersions(db, id),
    findContentVersion(db, id, item.version),
    findLatestApproval(db, id),
    listSubjectAuditEvents(db, "content", id),
    item.botType === "image" ? findContentImage(db, id) : Promise.resolve(undefined),
  ]);
  return {
    id: item.id,
    title: item.title,
    botType: item.botType,
    kind: kindOf(item.botType, image?.kind ?? null),
    productId: item.productId,
    productName: item.productName,
    topicId: item.topicId,
    ownerId: item.ownerId,
    status: item.status,
    version: item.version,
    // The current version's text: for a generated email, the body without its subject lines
    // (the item's row keeps the text as generated).
    content: current?.content ?? item.content,
    subjectLines: current?.subjectLines ?? [],
    subject: current?.subject ?? null,
    preheader: current?.preheader ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    versions: versions.map((v) => ({
      number: v.number,
      createdAt: v.createdAt.toISOString(),
      source: v.source,
      authorId: v.authorId,
      authorName: v.authorName,
    })),
    approval: approval
      ? {
          version: approval.version,
          approvedBy: approval.approvedBy,
          approverName: approval.approverName,
          approvedAt: approval.approvedAt.toISOString(),
          contentHash: approval.contentHash,
          override: approval.overrideReason,
          compliance: readReport(approval.compliance),
          firstUsedAt: approval.firstUsedAt?.toISOString() ?? null,
          lastUsedAt: approval.lastUsedAt?.toISOString() ?? null,
        }
      : null,
    compliance: readReport(current?.compliance ?? null),
    events: events.flatMap(toContentEvent),
    image: image
      ? {
          id: image.id,
          kind: image.kind,
          imageUrl: imageUrlFor(image.id),
          printUrl: printUrlFor(image.id),
          width: image.width,
          height: image.height,
        }
      : null,
  };
}

/** The Activity tab's words for the audit trail's content actions. */
const KIND_OF: Record<string, ContentEventKind> = {
  create: "created",
  edit: "edited",
  restore: "restored",
  regenerate: "regenerated",
  submit: "submitted",
  request_changes: "changes_requested",
  approve: "approved",
  use: "used",
  comment: "commented",
  comment_resolved: "comment_resolved",
  export: "exported",
};

/**
 * What a content event's detail has to say in one line (a note, an override, a format, a
 * comment, or an approval's per-flag reasons).
 */
function noteOf(detail: unknown): string | null {
  if (typeof detail !== "object" || detail === null) return null;
  const { note, override, format, body, decisions } = detail as Record<string, unknown>;
  const text = note ?? override ?? format ?? body ?? reasonsOf(decisions);
  return typeof text === "string" ? text : null;
}

function reasonsOf(decisions: unknown): string | undefined {
  if (!Array.isArray(decisions)) return undefined;
  const reasons = decisions.flatMap((d: unknown) =>
    typeof d === "object" && d !== null && typeof (d as { reason?: unknown }).reason === "string"
      ? [(d as { reason: string }).reason]
      : [],
  );
  return reasons.length ? reasons.join("; ") : undefined;
}

/** The item page's history is the audit trail's content events (an unknown action is left out). */
function toContentEvent(event: AuditEventRecord): ContentEventDto[] {
  const kind = KIND_OF[event.action];
  if (!kind) return [];
  return [
    {
      kind,
      actorId: event.actorId,
      actorName: event.actorName,
      note: noteOf(event.detail),
      version: event.version,
      at: event.at.toISOString(),
    },
  ];
}

/** One version's text, of an item the caller may see. */
export async function getContentVersion(
  db: Db,
  caller: Caller,
  id: number,
  number: number,
): Promise<ContentVersionDto> {
  await requireAccessibleItem(db, caller, id, "read");
  const version = await findContentVersion(db, id, number);
  if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  return {
    number: version.number,
    title: version.title,
    content: version.content,
    subjectLines: version.subjectLines,
    subject: version.subject,
    preheader: version.preheader,
    createdAt: version.createdAt.toISOString(),
    source: version.source,
    authorId: version.authorId,
    compliance: readReport(version.compliance),
  };
}

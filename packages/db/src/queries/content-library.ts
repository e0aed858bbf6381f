import type { ContentListItemDto } from "@studio/shared";
import { sql } from "kysely";
import type { ContentStatus, Db } from "../schema";
import { selectContentPage, withProductOwnerAndVersion } from "./content-page";
import type { WithDates } from "./with-dates";

export type ContentKindFilter = "newsletter" | "sam" | "gift" | "image" | "cover";

export interface ContentLibraryFilter {
  /** The owner whose items to list; null lists everyone's (administrators). */
  ownerId: number | null;
  kind?: ContentKindFilter | undefined;
  productId?: number | undefined;
  status?: ContentStatus | undefined;
  /** Free text: every word must prefix-match a word of the title or text. */
  q?: string | undefined;
  limit: number;
  /** Keyset position: items strictly older than this one. */
  after?: LibraryPosition | undefined;
}

/** A position in the newest-first order: updated_at in epoch microseconds (exact) and the id. */
export interface LibraryPosition {
  updatedAtMicros: string;
  id: number;
}

/** A list item's own fields; the service derives its kind and counts its compliance flags. */
export type ContentLibraryRow = WithDates<
  Omit<ContentListItemDto, "kind" | "compliance">,
  "createdAt" | "updatedAt"
> & {
  printKind: "image" | "cover" | null;
  /** The current version's stored report, as stored. */
  compliance: unknown | null;
  position: LibraryPosition;
};

/**
 * Words of a search, as a prefix tsquery ("divi growth" → 'divi':* & 'growth':*). Only letters
 * and digits reach the query text, so no input can change its syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `'${w}':*`)
    .join(" & ");
}

/**
 * One page of the library, newest first (updated_at, then id), by keyset. The page is chosen
 * first on generated_content alone (its indexes answer the filters and the order); names,
 * compliance and the picture's kind are joined to those rows only.
 */
export async function listContentLibrary(
  db: Db,
  filter: ContentLibraryFilter,
): Promise<ContentLibraryRow[]> {
  let page = selectContentPage(db).select([
    "gc.status",
    "gc.current_version",
    "gc.created_at",
    "gc.updated_at",
  ]);
  if (filter.ownerId !== null) page = page.where("gc.user_id", "=", filter.ownerId);
  if (filter.productId !== undefined) page = page.where("gc.product_id", "=", filter.productId);
  if (filter.status !== undefined) page = page.where("gc.status", "=", filter.status);
  if (filter.kind === "cover" || filter.kind === "image") {
    const covers = sql<boolean>`exists (select 1 from generated_images gi where gi.content_id = gc.id and gi.print_kind = 'cover')`;
    page = page
      .where("gc.bot_type", "=", "image")
      .where(filter.kind === "cover" ? covers : sql<boolean>`not ${covers}`);
  } else if (filter.kind !== undefined) {
    page = page.where("gc.bot_type", "=", filter.kind);
  }
  const tsQuery = filter.q ? prefixTsQuery(filter.q) : null;
  if (tsQuery)
    page = page.where(sql<boolean>`gc.search_vector @@ to_tsquery('simple', ${tsQuery})`);
  if (filter.after) {
    const { updatedAtMicros, id } = filter.after;
    page = page.where(
      sql<boolean>`(gc.updated_at, gc.id) < (timestamptz 'epoch' + ${updatedAtMicros}::bigint * interval '1 microsecond', ${id}::integer)`,
    );
  }
  const limited = page
    .orderBy("gc.updated_at", "desc")
    .orderBy("gc.id", "desc")
    .limit(filter.limit);

  const rows = await withProductOwnerAndVersion(db, limited)
    .select([
      "item.status",
      "item.current_version as version",
      "cv.compliance",
      "item.created_at as createdAt",
      "item.updated_at as updatedAt",
      sql<string>`(extract(epoch from item.updated_at) * 1000000)::bigint::text`.as("micros"),
      sql<
        "image" | "cover" | null
      >`(select gi.print_kind from generated_images gi where gi.content_id = item.id limit 1)`.as(
        "printKind",
      ),
    ])
    .orderBy("item.updated_at", "desc")
    .orderBy("item.id", "desc")
    .execute();
  return rows.map(({ micros, ...row }) => ({
    ...row,
    position: { updatedAtMicros: micros, id: row.id },
  }));
}

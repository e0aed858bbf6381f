import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../schema";

/**
 * SQL pieces of the admin lists' keyset pages (issue 18), so each list states only its order.
 * Timestamps travel in cursors as epoch microseconds (exact, unlike a JavaScript Date).
 */
export const createdAtMicros = sql<string>`(extract(epoch from created_at) * 1000000)::bigint::text`;

function timestampOf(micros: string): RawBuilder<Date> {
  return sql<Date>`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
}

/** Rows after `after` in the newest-first order (created_at desc, id desc). */
export function afterNewest(after: { createdAtMicros: string; id: number }): RawBuilder<boolean> {
  return sql<boolean>`(created_at, id) < (${timestampOf(after.createdAtMicros)}, ${after.id}::integer)`;
}

/**
 * Rows after `after` in the order (`column` asc, then newest first): the users' approval and
 * the templates' bot type group rows before the newest-first order within each group.
 */
export function afterGroupThenNewest(
  column: "approved" | "bot_type",
  group: boolean | string,
  after: { createdAtMicros: string; id: number },
): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} > ${group} or (${ref} = ${group} and ${afterNewest(after)}))`;
}

/**
 * Keyset paging in alphabetical order (lower(name), id), for the admin lists of products and
 * topics. A cursor cannot carry a whole name (names run to 200 characters and cursors stay
 * short), so it names the last row's id and the first NAME_PREFIX characters of its sort key:
 * the page continues after that row as it is now, or after the prefix if it was deleted.
 */
export interface NamePosition {
  namePrefix: string;
  id: number;
}

export const NAME_PREFIX = 40;

/** Selects the sort-key prefix of a row, for its position. */
export const namePrefixColumn = sql<string>`left(lower(name), ${sql.lit(NAME_PREFIX)})`;

/** Alphabetical ignoring case, the id breaking ties: the order that afterName continues. */
export function alphabetical<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return query.orderBy(sql`lower(name)`).orderBy(sql`id`);
}

/** `(lower(name), id) > position`, on `table` (products or topics). */
export function afterName(table: "products" | "topics", after: NamePosition): RawBuilder<boolean> {
  return sql<boolean>`(lower(name), id) > (coalesce((select lower(k.name) from ${sql.table(table)} k where k.id = ${after.id}), ${after.namePrefix}), ${after.id}::integer)`;
}

/** What an alphabetical admin list filters and pages by. */
export interface NamePageFilter {
  /** Matches inside the name, ignoring case. */
  q?: string | undefined;
  limit: number;
  /** Keyset: rows after this one. */
  after?: NamePosition | undefined;
  /** Legacy REST windows only: rows to skip. */
  offset?: number | undefined;
}

/** One alphabetical page of `query` (rows of `table`) by keyset, each row with its position. */
export async function namePage<TB extends "products" | "topics", O extends { id: number }>(
  query: SelectQueryBuilder<Database, TB, O>,
  table: TB,
  filter: NamePageFilter,
): Promise<(O & { position: NamePosition })[]> {
  let page = query.select(namePrefixColumn.as("namePrefix"));
  if (filter.q) page = page.where(sql<boolean>`lower(name) like ${containsPattern(filter.q)}`);
  if (filter.after) page = page.where(afterName(table, filter.after));
  page = page.$call(alphabetical).limit(filter.limit);
  if (filter.offset) page = page.offset(filter.offset);
  const rows = await page.execute();
  return rows.map(({ namePrefix, ...row }) => ({
    // Without the prefix selected above, the row is as `query` selected it (tsc cannot see it).
    ...(row as unknown as O),
    position: { namePrefix, id: row.id },
  }));
}

/** Where a newest-first list by serial id continues: rows before `beforeId`, when given. */
export interface IdPage {
  limit: number;
  beforeId?: number | undefined;
}

/** One newest-first page of `query` (one table, keyed by its serial `id`), by keyset. */
export function newestIdPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: IdPage,
): SelectQueryBuilder<DB, TB, O> {
  const before =
    page.beforeId === undefined ? query : query.where(sql<boolean>`id < ${page.beforeId}`);
  return before.orderBy(sql`id desc`).limit(page.limit);
}

/** LIKE pattern for a literal fragment: `%`, `_` and `\` match themselves. */
export function likeContaining(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same, lower-cased, for `lower(column) like`. */
export function containsPattern(fragment: string): string {
  return likeContaining(fragment.toLowerCase());
}

import { z } from "./zod";

/**
 * Pages of a list (issue 18). Every list the SPA shows is read a page at a time by keyset: the
 * server answers `{ items, nextCursor }` and the client passes `nextCursor` back for the next
 * page. The cursor is opaque to clients; only the API encodes and decodes it.
 */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** Legacy REST list paths answer arrays; without `limit` they send this many rows at most. */
export const LEGACY_LIST_DEFAULT = 100;
export const LEGACY_LIST_MAX = 1000;
export const SEARCH_TEXT_MAX = 200;
export const CURSOR_MAX = 200;

export const paginationMessages = {
  invalidCursor: "cursor is not valid; start from the first page.",
  limit: (max: number) => `limit must be a whole number from 1 to ${max}.`,
  offset: "offset must be a whole number from 0.",
  searchTooLong: `Search text must be at most ${SEARCH_TEXT_MAX} characters.`,
  cursorAndOffset: "Send either cursor or offset, not both.",
} as const;

/** Blank filter values mean "no filter", so a query string like `?q=` is not an error. */
export const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A whole number from `min` (to `max` when given), as query strings send it (text), with one
 * message for every way it can be wrong. Lists wrap it in `blankAsUndefined`, so `?n=` is absent.
 */
export function wholeNumber(error: string, min: number, max?: number) {
  const number = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? number : number.max(max, { error });
}

/** A page size from 1 to `max`, `fallback` when absent. */
export function pageLimit(max: number, fallback: number) {
  return z.preprocess(
    blankAsUndefined,
    wholeNumber(paginationMessages.limit(max), 1, max).default(fallback),
  );
}

/** How many rows a legacy window skips (from 0, at most `max` when given), optional. */
export function pageOffset(max?: number) {
  return z.preprocess(blankAsUndefined, wholeNumber(paginationMessages.offset, 0, max).optional());
}

export const pageCursor = z.preprocess(
  blankAsUndefined,
  z
    .string({ error: paginationMessages.invalidCursor })
    .max(CURSOR_MAX, {
      error: paginationMessages.invalidCursor,
    })
    .optional(),
);

export const searchText = z.preprocess(
  blankAsUndefined,
  z.string().trim().max(SEARCH_TEXT_MAX, { error: paginationMessages.searchTooLong }).optional(),
);

/** The common part of every paged list's input; lists extend it with their own filters. */
export const pageInput = z.object({
  cursor: pageCursor,
  limit: pageLimit(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
  q: searchText,
});
export type PageInput = z.input<typeof pageInput>;
export type PageQuery = z.output<typeof pageInput>;

/**
 * The query of a legacy REST list path (`GET /api/users?limit=&offset=&q=`): it still answers a
 * plain array, a window of at most `limit` rows (LEGACY_LIST_DEFAULT when absent) starting at
 * `offset` or after `cursor`.
 */
export const legacyListQuery = z
  .object({
    limit: pageLimit(LEGACY_LIST_MAX, LEGACY_LIST_DEFAULT),
    offset: pageOffset(),
    cursor: pageCursor,
    q: searchText,
  })
  .refine((query) => query.offset === undefined || query.cursor === undefined, {
    error: paginationMessages.cursorAndOffset,
  });
export type LegacyListQuery = z.output<typeof legacyListQuery>;

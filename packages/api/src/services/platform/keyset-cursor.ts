import { AppError, paginationMessages } from "@studio/shared";
import { z } from "zod";

/**
 * Opaque keyset cursors: the sort key of a page's last row, as base64url JSON. Decoding checks
 * the shape with the list's own zod schema, so a forged or stale cursor is a 400, never a query
 * with the wrong types.
 */
export function encodeKeysetCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), "utf8").toString("base64url");
}

/** A cursor's row id: an int4 primary key. */
export const cursorRowId = z.number().int().positive().max(2_147_483_647);

/** A cursor's timestamp, in epoch microseconds as text (exact, unlike a JavaScript Date). */
export const cursorMicros = z.string().regex(/^-?\d{1,20}$/);

export function decodeKeysetCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", paginationMessages.invalidCursor);
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw new AppError("BAD_REQUEST", paginationMessages.invalidCursor);
  return parsed.data;
}

/** A keyset position: the named fields a list's query sorts and resumes by. */
type PositionOf<Fields extends Record<string, z.ZodType>> = {
  [Name in keyof Fields]: z.output<Fields[Name]>;
};

/** How a list's cursor names a row's position, both ways. */
export interface Keyset<P> {
  /** The position a cursor names; a forged or stale cursor is a 400. */
  decode(cursor: string): P;
  /** The cursor that names a row's position (the next page starts after it). */
  cursorOf(row: { readonly position: P }): string;
}

/**
 * A list's sort key, its fields written in sort order. The cursor holds their values as a tuple in
 * that order, so the order is stated once, here, for encoding and decoding alike.
 */
export function keyset<Fields extends Record<string, z.ZodType>>(
  fields: Fields,
): Keyset<PositionOf<Fields>> {
  const names = Object.keys(fields);
  const tuple = z
    .tuple(Object.values(fields) as [z.ZodType, ...z.ZodType[]])
    // Object.fromEntries loses the field types; the tuple was parsed field by field above.
    .transform(
      (values) =>
        Object.fromEntries(names.map((name, i) => [name, values[i]])) as PositionOf<Fields>,
    );
  return {
    decode: (cursor) => decodeKeysetCursor(cursor, tuple),
    cursorOf: ({ position }) => encodeKeysetCursor(names.map((name) => position[name])),
  };
}

/**
 * What a list asks the database for: one row more than the page (see toPage), after the
 * cursor's position, or (legacy REST windows) from an offset.
 */
export function keysetWindow<P>(
  query: { limit: number; cursor?: string | undefined; offset?: number | undefined },
  keys: Keyset<P>,
): { limit: number; after: P | undefined; offset: number | undefined } {
  return {
    limit: query.limit + 1,
    after: query.cursor === undefined ? undefined : keys.decode(query.cursor),
    offset: query.offset,
  };
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only says that a next page exists,
 * which spares a count query.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => string,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}

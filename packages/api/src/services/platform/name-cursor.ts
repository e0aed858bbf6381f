import type { NamePosition } from "@studio/db";
import { z } from "zod";
import { cursorRowId, decodeKeysetCursor } from "./keyset-cursor";

/** A cursor of an alphabetical list: the last row's [sort-key prefix, id] (see afterName). */
const namePosition = z
  .tuple([z.string().max(200), cursorRowId])
  .transform(([namePrefix, id]): NamePosition => ({ namePrefix, id }));

export function decodeNameCursor(cursor: string | undefined): NamePosition | undefined {
  return cursor === undefined ? undefined : decodeKeysetCursor(cursor, namePosition);
}

export const namePositionOf = (row: { position: NamePosition }) => [
  row.position.namePrefix,
  row.position.id,
];

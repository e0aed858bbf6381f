import { z } from "zod";
import { cursorRowId, keyset } from "./keyset-cursor";

/** An alphabetical list's sort key: the name's sort-key prefix (see afterName), then id. */
export const nameKeyset = keyset({
  namePrefix: z.string().max(200),
  id: cursorRowId,
});

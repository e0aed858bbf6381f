import { isAppError } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  keyset,
  keysetWindow,
  toPage,
} from "./keyset-cursor";

const position = z.tuple([z.string(), z.number().int()]);

function decodeError(cursor: string): unknown {
  try {
    decodeKeysetCursor(cursor, position);
  } catch (error) {
    return error;
  }
  return null;
}

describe("keyset cursors", () => {
  it("decode what they encode", () => {
    expect(decodeKeysetCursor(encodeKeysetCursor(["2026-11-23", 7]), position)).toEqual([
      "2026-11-23",
      7,
    ]);
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["JSON of the wrong shape", encodeKeysetCursor({ id: 7 })],
    ["a tuple of the wrong types", encodeKeysetCursor([7, "x"])],
  ])("refuse %s with a 400", (_label, cursor) => {
    const error = decodeError(cursor);
    expect(isAppError(error) && error.code).toBe("BAD_REQUEST");
  });

  it("page limit + 1 rows, with a cursor only when a row was left over", () => {
    const rows = [1, 2, 3];
    const full = toPage(
      rows,
      2,
      (n) => n * 10,
      (n) => encodeKeysetCursor([String(n), n]),
    );
    expect(full.items).toEqual([10, 20]);
    expect(decodeKeysetCursor(full.nextCursor ?? "", position)).toEqual(["2", 2]);
    expect(toPage(rows, 3, (n) => n, String).nextCursor).toBeNull();
    expect(toPage([], 3, (n) => n, String)).toEqual({ items: [], nextCursor: null });
  });

  describe("a keyset", () => {
    const byDay = keyset({ day: z.string().regex(/^\d{4}-\d\d-\d\d$/), id: z.number().int() });

    it("writes a position as a tuple in field order and reads it back by name", () => {
      const cursor = byDay.cursorOf({ position: { day: "2026-11-23", id: 7 } });
      expect(decodeKeysetCursor(cursor, position)).toEqual(["2026-11-23", 7]);
      expect(byDay.decode(cursor)).toEqual({ day: "2026-11-23", id: 7 });
    });

    it("refuses a tuple whose fields are in the wrong order with a 400", () => {
      const error = (() => {
        try {
          return byDay.decode(encodeKeysetCursor([7, "2026-11-23"]));
        } catch (caught) {
          return caught;
        }
      })();
      expect(isAppError(error) && error.code).toBe("BAD_REQUEST");
    });

    it("asks for one row more than the page, after the cursor's position", () => {
      const cursor = byDay.cursorOf({ position: { day: "2026-11-24", id: 3 } });
      expect(keysetWindow({ limit: 20, cursor }, byDay)).toEqual({
        limit: 21,
        after: { day: "2026-11-24", id: 3 },
        offset: undefined,
      });
      expect(keysetWindow({ limit: 5, offset: 40 }, byDay)).toEqual({
        limit: 6,
        after: undefined,
        offset: 40,
      });
    });
  });
});

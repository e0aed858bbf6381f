import { isAppError } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeKeysetCursor, encodeKeysetCursor, toPage } from "./keyset-cursor";

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
      (n) => [String(n), n],
    );
    expect(full.items).toEqual([10, 20]);
    expect(decodeKeysetCursor(full.nextCursor ?? "", position)).toEqual(["2", 2]);
    expect(
      toPage(
        rows,
        3,
        (n) => n,
        (n) => n,
      ).nextCursor,
    ).toBeNull();
    expect(
      toPage(
        [],
        3,
        (n) => n,
        (n) => n,
      ),
    ).toEqual({ items: [], nextCursor: null });
  });
});

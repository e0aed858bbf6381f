import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as en-US does, and rounds", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4321, 2_000_000_000]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
    expect(formatCount(1234.6)).toBe("1,235");
  });
});

import { describe, expect, it } from "vitest";
import { formatDuration } from "./review-queue";

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [45.4, "45 s"],
    [600, "10 min"],
    [3600, "1 h"],
    [3 * 3600 + 20 * 60, "3 h 20 min"],
    [24 * 3600, "1 d"],
    [2 * 24 * 3600 + 4 * 3600, "2 d 4 h"],
  ])("%s seconds read as %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

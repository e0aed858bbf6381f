import { GENERATION_PROGRESS } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { nextProgress } from "./use-generation-progress";

describe("nextProgress", () => {
  it("adds 10% of the remaining distance to 90", () => {
    expect(nextProgress(10)).toBeCloseTo(18);
    expect(nextProgress(18)).toBeCloseTo(25.2);
    expect(nextProgress(80)).toBeCloseTo(81);
  });

  it("approaches the cap without reaching past it", () => {
    let value: number = GENERATION_PROGRESS.start;
    for (let step = 0; step < 500; step += 1) {
      const next = nextProgress(value);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next).toBeLessThanOrEqual(GENERATION_PROGRESS.cap);
      value = next;
    }
    expect(value).toBeCloseTo(GENERATION_PROGRESS.cap, 5);
  });

  it("holds at the cap", () => {
    expect(nextProgress(90)).toBe(90);
    expect(nextProgress(100)).toBe(100);
  });
});

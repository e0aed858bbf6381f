import { GENERATION_PROGRESS } from "@studio/shared";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * SPEC 4: one step while pending. Each step closes 10% of the remaining distance to the cap, so
 * the bar keeps moving without ever claiming the work is done.
 */
export function nextProgress(current: number): number {
  const { cap, stepFraction } = GENERATION_PROGRESS;
  if (current >= cap) return current;
  return Math.min(cap, current + (cap - current) * stepFraction);
}

export interface GenerationProgress {
  /** 0 when idle, 10..90 while pending, 100 for a moment after success. */
  value: number;
  start: () => void;
  succeed: () => void;
  fail: () => void;
}

export function useGenerationProgress(): GenerationProgress {
  const [value, setValue] = useState(0);
  const stepTimer = useRef<ReturnType<typeof setInterval> | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimers = useCallback(() => {
    if (stepTimer.current !== null) clearInterval(stepTimer.current);
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    stepTimer.current = null;
    resetTimer.current = null;
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback(() => {
    clearTimers();
    setValue(GENERATION_PROGRESS.start);
    stepTimer.current = setInterval(
      () => setValue((current) => nextProgress(current)),
      GENERATION_PROGRESS.stepMs,
    );
  }, [clearTimers]);

  const succeed = useCallback(() => {
    clearTimers();
    setValue(100);
    resetTimer.current = setTimeout(() => setValue(0), GENERATION_PROGRESS.resetAfterMs);
  }, [clearTimers]);

  const fail = useCallback(() => {
    clearTimers();
    setValue(0);
  }, [clearTimers]);

  return { value, start, succeed, fail };
}

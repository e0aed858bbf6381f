import { useEffect } from "react";

/**
 * Runs `reset` when a form dialog opens, or is reopened for another row. It does not run while
 * the dialog stays open, so a background refetch never overwrites what is being typed.
 */
export function useResetOnOpen(opened: boolean, row: unknown, reset: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (opened) reset();
  }, [opened, row]);
}

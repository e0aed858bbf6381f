import type { ComplianceFlag } from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { carryFlags, editSpan, mergeRegionFlags, paragraphsAround } from "./live-flags";

/** How long typing must pause before the edited paragraphs are checked again. */
export const LIVE_CHECK_PAUSE_MS = 150;

interface Checked {
  text: string;
  flags: readonly ComplianceFlag[];
}

export interface LiveHighlights {
  flags: readonly ComplianceFlag[];
  /** True while the draft has edits whose paragraphs are not checked yet. */
  checking: boolean;
}

/**
 * The compliance flags of a draft as it is typed: the saved version's flags follow the text
 * through edits at once (those an edit touched are dropped), and after a pause in typing the
 * edited paragraphs alone are checked again (a live check: rules only, its own allowance), so a
 * 10,000-word piece refreshes in a fraction of a second. Saving still checks the whole piece.
 */
export function useLiveHighlights(
  draft: string,
  saved: Checked,
  productId: number | null,
): LiveHighlights {
  const trpc = useTRPC();
  const check = useMutation(trpc.compliance.check.mutationOptions());
  const { mutate } = check;
  const [checked, setChecked] = useState<Checked>(saved);
  const latest = useRef(0);

  // A new saved version (a save, a restore) is the new ground truth.
  useEffect(() => setChecked(saved), [saved]);

  const span = useMemo(() => editSpan(checked.text, draft), [checked.text, draft]);
  const carried = useMemo(
    () => (span ? carryFlags(checked.flags, span) : checked.flags),
    [checked.flags, span],
  );

  useEffect(() => {
    if (!span) return;
    const run = ++latest.current;
    const timer = setTimeout(() => {
      const region = paragraphsAround(draft, span.start, span.afterEnd);
      const text = draft.slice(region.start, region.end);
      const settle = (regionFlags: readonly ComplianceFlag[]) => {
        if (run !== latest.current) return;
        setChecked({ text: draft, flags: mergeRegionFlags(carried, region, regionFlags) });
      };
      if (text.trim() === "") {
        settle([]);
        return;
      }
      mutate(
        { text, live: true, ...(productId ? { productId } : {}) },
        {
          onSuccess: (report) => settle(report.flags),
          // A refused or failed live check keeps the flags carried through the edit; saving
          // checks the whole piece anyway.
          onError: () => {
            if (run === latest.current) setChecked({ text: draft, flags: carried });
          },
        },
      );
    }, LIVE_CHECK_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [span, draft, carried, productId, mutate]);

  return { flags: carried, checking: span !== null };
}

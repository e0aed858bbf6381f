import { applyRewrites, type ComplianceFlag, type ComplianceReport } from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { complianceStrings as s } from "./compliance-strings";

interface Draft {
  content: string;
  productId: number | null;
  /** Stores the edited draft; the report follows once the re-check answers. */
  edit: (content: string, compliance: ComplianceReport | null) => void;
}

/**
 * Applying rewrites to a draft: the text changes at once, its old flags (whose offsets no longer
 * fit) are dropped, and the draft is re-checked with `compliance.check`. Only the latest
 * re-check may write its report, so quick successive edits never show a stale one.
 */
export function useComplianceReview(draft: Draft) {
  const trpc = useTRPC();
  const check = useMutation(trpc.compliance.check.mutationOptions());
  const latest = useRef(0);
  const { content, productId, edit } = draft;

  const recheck = useCallback(
    (text: string) => {
      const run = ++latest.current;
      edit(text, null);
      check.mutate(
        { text, ...(productId ? { productId } : {}) },
        {
          onSuccess: (report) => {
            if (run === latest.current) edit(text, report);
          },
          onError: (error) => {
            if (run === latest.current)
              notify.error(s.recheckFailed, errorMessage(error, s.recheckFailed));
          },
        },
      );
    },
    [check, edit, productId],
  );

  const applyOne = useCallback(
    (flag: ComplianceFlag) => recheck(applyRewrites(content, [flag])),
    [content, recheck],
  );
  const applyAll = useCallback(
    (flags: readonly ComplianceFlag[]) => recheck(applyRewrites(content, flags)),
    [content, recheck],
  );

  return { applyOne, applyAll, recheck, checking: check.isPending };
}

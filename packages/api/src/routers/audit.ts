import { type AuditPage, type AuditVerification, answer, auditListInput } from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";

import { listAudit, verifyAuditTrail } from "../services/review/audit-trail";
import { adminProcedure, auditReaderProcedure, router } from "../trpc";

/** The tamper-evident audit trail: reading it (reviewers, administrators), verifying it (administrators). */
export const auditRouter = router({
  list: auditReaderProcedure
    .meta(
      rest.get(
        "/api/audit",
        "Audit",
        "The audit trail, oldest first, optionally one subject's (reviewers, administrators)",
        {
          access: "admin",
          query: z.object({
            subjectType: z.string().optional(),
            subjectId: z.string().optional(),
            cursor: z.string().optional(),
            limit: z.string().optional(),
          }),
        },
      ),
    )
    .input(auditListInput)
    .output(answers<AuditPage>(answer.auditPage))
    .query(({ ctx, input }) => listAudit(ctx.db, input)),

  verify: adminProcedure
    .meta(
      rest.get(
        "/api/audit/verify",
        "Audit",
        "Re-compute the whole hash chain; names the first event that does not hold",
      ),
    )
    .output(answers<AuditVerification>(answer.auditVerification))
    .query(({ ctx }) => verifyAuditTrail(ctx.db)),
});

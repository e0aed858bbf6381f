import { auditListInput } from "@studio/shared";
import { listAudit, verifyAuditTrail } from "../services/review/audit-trail";
import { adminProcedure, auditReaderProcedure, router } from "../trpc";

/** The tamper-evident audit trail: reading it (reviewers, administrators), verifying it (administrators). */
export const auditRouter = router({
  list: auditReaderProcedure
    .input(auditListInput)
    .query(({ ctx, input }) => listAudit(ctx.db, input)),

  verify: adminProcedure.query(({ ctx }) => verifyAuditTrail(ctx.db)),
});

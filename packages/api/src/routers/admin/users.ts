import {
  bulkIdsInput,
  createUserInput,
  idInput,
  setApprovalInput,
  updateUserInput,
  userLegacyListInput,
  userListInput,
} from "@studio/shared";
import {
  bulkApprove,
  bulkDelete,
  createUser,
  deleteUser,
  listUsers,
  setApproval,
  updateUser,
} from "../../services/accounts/admin-users";
import { adminProcedure, router } from "../../trpc";

/** The acting administrator's id goes to the service: self-demotion and self-deletion are refused. */
export const adminUsersRouter = router({
  /** A page of accounts: `{ cursor, limit, q, role, approval }` → `{ items, nextCursor }`. */
  list: adminProcedure.input(userListInput).query(({ ctx, input }) => listUsers(ctx.db, input)),
  /** The legacy REST window (GET /api/users): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .input(userLegacyListInput)
    .query(({ ctx, input }) => listUsers(ctx.db, input)),
  create: adminProcedure
    .input(createUserInput)
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.user, input)),
  update: adminProcedure
    .input(updateUserInput)
    .mutation(({ ctx, input }) =>
      updateUser(
        ctx.db,
        ctx.invalidation,
        { ...ctx.user, sessionId: ctx.session.sessionId },
        input,
      ),
    ),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteUser(ctx.db, ctx.invalidation, ctx.user, input.id)),
  setApproval: adminProcedure
    .input(setApprovalInput)
    .mutation(({ ctx, input }) => setApproval(ctx.db, ctx.invalidation, ctx.user, input)),
  bulkApprove: adminProcedure
    .input(bulkIdsInput)
    .mutation(({ ctx, input }) => bulkApprove(ctx.db, ctx.invalidation, ctx.user, input)),
  bulkDelete: adminProcedure
    .input(bulkIdsInput)
    .mutation(({ ctx, input }) => bulkDelete(ctx.db, ctx.invalidation, ctx.user, input)),
});

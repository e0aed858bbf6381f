import { createUserInput, idInput, setApprovalInput, updateUserInput } from "@studio/shared";
import {
  allUsers,
  createUser,
  deleteUser,
  setApproval,
  updateUser,
} from "../../services/admin-users";
import { adminProcedure, router } from "../../trpc";

/** The acting administrator's id goes to the service: self-demotion and self-deletion are refused. */
export const adminUsersRouter = router({
  list: adminProcedure.query(({ ctx }) => allUsers(ctx.db)),
  create: adminProcedure
    .input(createUserInput)
    .mutation(({ ctx, input }) => createUser(ctx.db, input)),
  update: adminProcedure
    .input(updateUserInput)
    .mutation(({ ctx, input }) =>
      updateUser(ctx.db, { id: ctx.user.id, sessionId: ctx.session.sessionId }, input),
    ),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteUser(ctx.db, ctx.user.id, input.id)),
  setApproval: adminProcedure
    .input(setApprovalInput)
    .mutation(({ ctx, input }) => setApproval(ctx.db, ctx.user.id, input)),
});

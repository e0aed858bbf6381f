import {
  type AdminUserDto,
  type AdminUserPage,
  adminAnswer,
  answer,
  bulkIdsInput,
  createUserInput,
  idInput,
  setApprovalInput,
  updateUserInput,
  userLegacyListInput,
  userListInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
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
import { bulkIdsWording, pathIdWins } from "./rest-wording";

/** The acting administrator's id goes to the service: self-demotion and self-deletion are refused. */
export const adminUsersRouter = router({
  /** A page of accounts: `{ cursor, limit, q, role, approval }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(userListInput)
    .output(answers<AdminUserPage>(adminAnswer.adminUserPage))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),

  /** The legacy REST window (GET /api/users): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .meta(
      rest.get(
        "/api/users",
        "Administration",
        "Accounts, pending sign-ups first, then newest (a window; q searches username and email)",
        {
          window: true,
          query: adminAnswer.userWindowQuery,
          response: z.array(answer.currentUser),
        },
      ),
    )
    .input(userLegacyListInput)
    .output(answers<AdminUserPage>(adminAnswer.adminUserPage))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),

  create: adminProcedure
    .meta(rest.create("/api/users", "Administration", "Create an account (approved)"))
    .input(createUserInput)
    .output(answers<AdminUserDto>(answer.currentUser))
    .mutation(({ ctx, input }) => createUser(ctx.db, ctx.user, input)),

  update: adminProcedure
    .meta(rest.put("/api/users/{id}", "Administration", `Update an account (${pathIdWins})`))
    .input(updateUserInput)
    .output(answers<AdminUserDto>(answer.currentUser))
    .mutation(({ ctx, input }) =>
      updateUser(
        ctx.db,
        ctx.invalidation,
        { ...ctx.user, sessionId: ctx.session.sessionId },
        input,
      ),
    ),

  delete: adminProcedure
    .meta(
      rest.delete("/api/users/{id}", "Administration", "Delete an account", {
        response: answer.deleteResult,
      }),
    )
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deleteUser(ctx.db, ctx.invalidation, ctx.user, input.id)),

  setApproval: adminProcedure
    .meta(
      rest.patch(
        "/api/users/{id}/approval",
        "Administration",
        `Approve or unapprove an account (${pathIdWins})`,
      ),
    )
    .input(setApprovalInput)
    .output(answers<AdminUserDto>(answer.currentUser))
    .mutation(({ ctx, input }) => setApproval(ctx.db, ctx.invalidation, ctx.user, input)),

  bulkApprove: adminProcedure
    .meta(
      rest.post(
        "/api/users/bulk-approve",
        "Administration",
        `Approve pending accounts (${bulkIdsWording})`,
      ),
    )
    .input(bulkIdsInput)
    .output(answers<{ updated: number }>(adminAnswer.bulkApproved))
    .mutation(({ ctx, input }) => bulkApprove(ctx.db, ctx.invalidation, ctx.user, input)),

  bulkDelete: adminProcedure
    .meta(
      rest.post(
        "/api/users/bulk-delete",
        "Administration",
        `Delete accounts, never your own (${bulkIdsWording})`,
      ),
    )
    .input(bulkIdsInput)
    .output(answers<{ deleted: number }>(adminAnswer.bulkDeleted))
    .mutation(({ ctx, input }) => bulkDelete(ctx.db, ctx.invalidation, ctx.user, input)),
});

import { usernameField } from "../auth";
import { hasInvisibleCharacters } from "../identity";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN_ADMIN } from "../limits";
import { validationMessages as v } from "../messages";
import { type Role, roles } from "../roles";
import { monthlyTokenQuotaField } from "../usage";
import { z } from "../zod";
import { catalogMessages, idField } from "./fields";

// Users (admin).
const roleField = z.enum(roles, { error: catalogMessages.roleInvalid });

/** Like the sign-up email, but a blank field says only "Email is required", not also "Invalid". */
const adminEmailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired, abort: true })
  .refine(
    (s) => !hasInvisibleCharacters(s),
    "Email cannot contain invisible or control characters.",
  )
  .max(EMAIL_MAX, v.tooLong("Email", EMAIL_MAX))
  .pipe(z.email(v.emailInvalid));

const adminPasswordField = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired, abort: true })
  .min(PASSWORD_MIN_ADMIN, v.passwordMinAdmin)
  .max(PASSWORD_MAX, v.tooLong("Password", PASSWORD_MAX));

export const createUserInput = z.object({
  username: usernameField,
  email: adminEmailField,
  password: adminPasswordField,
  role: roleField.default("user"),
  /** Tokens a calendar month; null or absent is unlimited. */
  monthlyTokenQuota: monthlyTokenQuotaField.optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;
/** A create as the service receives it (parsed). */
export type CreateUser = z.output<typeof createUserInput>;

/** SPEC 5: on edit the password is optional; empty means "keep the current one". */
export const updateUserInput = z.object({
  id: idField,
  // Absent keeps the current value, so a client can change only the quota.
  username: usernameField.optional(),
  email: adminEmailField.optional(),
  role: roleField.optional(),
  password: z
    .string()
    .max(PASSWORD_MAX, v.tooLong("Password", PASSWORD_MAX))
    .optional()
    .refine((p) => !p || p.length >= PASSWORD_MIN_ADMIN, v.passwordMinAdmin)
    .transform((p) => (p ? p : undefined)),
  /** Absent keeps the current quota; null removes it (unlimited). */
  monthlyTokenQuota: monthlyTokenQuotaField.optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;
export type UpdateUser = z.output<typeof updateUserInput>;

export const setApprovalInput = z.object({
  id: idField,
  approved: z.boolean({ error: "Approved must be true or false" }),
});
export type SetApprovalInput = z.infer<typeof setApprovalInput>;

export interface AdminUserDto {
  id: number;
  username: string;
  email: string;
  role: Role;
  approved: boolean;
  createdAt: string;
  /** Tokens a calendar month (UTC); null is unlimited. */
  monthlyTokenQuota: number | null;
}

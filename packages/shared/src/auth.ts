import { hasInvisibleCharacters } from "./identity";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN_SIGNUP, USERNAME_MAX } from "./limits";
import { validationMessages as v } from "./messages";
import { roles } from "./roles";
import type { MyUsage } from "./usage";
import { z } from "./zod";

/**
 * Strips ASCII control characters and surrounding whitespace from a login identifier
 * (SPEC 5: an identifier containing '@' is sent as email after this cleaning).
 */
export function cleanIdentifier(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return raw.replace(/[\u0000-\u001f\u007f]/g, "").trim();
}

/** Builds the documented login payload from what a person typed. */
export function toLoginPayload(
  identifier: string,
  password: string,
  rememberMe: boolean,
): LoginInput {
  const cleaned = cleanIdentifier(identifier);
  return cleaned.includes("@")
    ? { email: cleaned, password, rememberMe }
    : { username: cleaned, password, rememberMe };
}

const noInvisible = (field: string) =>
  [
    (s: string) => !hasInvisibleCharacters(s),
    `${field} cannot contain invisible or control characters.`,
  ] as const;

const emailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .refine(...noInvisible("Email"))
  .max(EMAIL_MAX, v.tooLong("Email", EMAIL_MAX))
  .email(v.emailInvalid);

const usernameField = z
  .string({ error: v.usernameRequired })
  .trim()
  .min(1, v.usernameRequired)
  .max(USERNAME_MAX, v.tooLong("Username", USERNAME_MAX))
  .refine((s) => !s.includes("@"), "Username cannot contain '@'.")
  .refine(...noInvisible("Username"));

/** POST /api/login and auth.login: either email or username, plus password and rememberMe. */
export const loginInput = z
  .object({
    email: z.string().max(EMAIL_MAX).optional(),
    username: z.string().max(USERNAME_MAX).optional(),
    password: z.string({ error: v.passwordRequired }).max(PASSWORD_MAX),
    rememberMe: z.boolean().optional().default(false),
  })
  .refine((o) => (o.email ?? o.username ?? "").trim() !== "" && o.password !== "", {
    message: "Please enter both email/username and password.",
  });
export type LoginInput = z.input<typeof loginInput>;

/** POST /api/register and auth.register (confirm and terms stay in the browser). */
export const registerInput = z.object({
  username: usernameField,
  email: emailField,
  password: z
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    .min(PASSWORD_MIN_SIGNUP, v.passwordMinSignup)
    .max(PASSWORD_MAX, v.tooLong("Password", PASSWORD_MAX)),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The sign-up form: the server's rules plus confirmation and terms. */
export const signupForm = registerInput
  .extend({
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .refine((o) => o.password === o.confirmPassword, {
    message: v.passwordsDontMatch,
    path: ["confirmPassword"],
  })
  .refine((o) => o.terms, { message: v.termsRequired, path: ["terms"] });
export type SignupForm = z.infer<typeof signupForm>;

export const userRole = z.enum(roles);

/** What the server tells a client about the signed-in person. Never includes the hash. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: z.infer<typeof userRole>;
  approved: boolean;
  createdAt: string;
  /** On `auth.me` and GET /api/user: tokens used this calendar month (UTC) and the quota. */
  usage?: MyUsage;
}

export { emailField, usernameField };

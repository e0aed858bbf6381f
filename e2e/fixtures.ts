/** Credentials of the administrator the e2e server is booted with (see playwright.config.ts). */
export const e2eAdmin = {
  username: "admin",
  email: "admin@example.com",
  password: "e2e-admin-password",
} as const;

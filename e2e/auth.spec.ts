import { expect, type Page, test } from "@playwright/test";
import { authMessages, validationMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";

const isPath = (path: string) => (url: URL) => url.pathname === path;

function toast(page: Page, title: string) {
  return page.getByRole("alert").filter({ hasText: title });
}

async function fillLogin(page: Page, identifier: string, password: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(identifier);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Log In" }).click();
}

/** Records tRPC calls to one procedure so a test can prove none was made. */
function recordCalls(page: Page, procedure: string): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/trpc/${procedure}`)) calls.push(request.url());
  });
  return calls;
}

test.describe("user login", () => {
  test("by username lands on home with a welcome toast and the admin link", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Content Generation Platform" })).toBeVisible();

    await fillLogin(page, e2eAdmin.username, e2eAdmin.password);

    await expect(page).toHaveURL(isPath("/"));
    const welcome = toast(page, authMessages.loginSuccessTitle);
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(authMessages.loginWelcomeUser(e2eAdmin.username));
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Chat Assistant" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
  });

  test("with a wrong password shows the invalid-credentials message", async ({ page }) => {
    await page.goto("/login");

    await fillLogin(page, e2eAdmin.username, "not-the-password");

    const failure = toast(page, authMessages.loginFailedTitle);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(authMessages.invalidCredentials);
    await expect(page).toHaveURL(isPath("/login"));
  });

  test("with empty fields asks for both and sends nothing", async ({ page }) => {
    const calls = recordCalls(page, "auth.login");
    await page.goto("/login");

    await page.getByRole("main").getByRole("button", { name: "Log In" }).click();

    const missing = toast(page, authMessages.missingInformationTitle);
    await expect(missing).toBeVisible();
    await expect(missing).toContainText(authMessages.missingInformation);
    expect(calls).toEqual([]);
  });

  test("the button reads 'Logging in...' while the request is pending", async ({ page }) => {
    await page.route("**/trpc/auth.login**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto("/login");

    await fillLogin(page, e2eAdmin.username, e2eAdmin.password);

    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(page).toHaveURL(isPath("/"));
  });

  test("/auth shows the same login page", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Content Generation Platform" })).toBeVisible();
    await expect(page.getByLabel("Remember me for 30 days")).not.toBeChecked();
    await page.getByRole("link", { name: "Sign up here" }).click();
    await expect(page).toHaveURL(isPath("/signup"));
  });
});

test.describe("sign-up", () => {
  async function fillSignup(
    page: Page,
    fields: { username: string; password: string; confirm: string },
  ) {
    await page.getByLabel("Username").fill(fields.username);
    await page.getByLabel("Email").fill(`${fields.username}@example.com`);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(fields.password);
    await page.getByLabel("Confirm Password").fill(fields.confirm);
    await page.getByLabel("I agree to the terms of service and privacy policy").check();
    await page.getByRole("button", { name: "Create account" }).click();
  }

  test("with mismatched passwords shows the error on the confirm field", async ({ page }) => {
    const calls = recordCalls(page, "auth.register");
    await page.goto("/signup");

    await fillSignup(page, {
      username: "mismatch",
      password: "password-one",
      confirm: "password-two",
    });

    await expect(page.getByText(validationMessages.passwordsDontMatch)).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toHaveAccessibleDescription(
      validationMessages.passwordsDontMatch,
    );
    expect(calls).toEqual([]);
  });

  test("requires terms and an 8-character password", async ({ page }) => {
    await page.goto("/signup");

    await page.getByLabel("Username").fill("shorty");
    await page.getByLabel("Email").fill("shorty@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByText(validationMessages.passwordMinSignup)).toBeVisible();
    await expect(page.getByText(validationMessages.termsRequired)).toBeVisible();
  });

  test("succeeds, and the new account cannot log in before approval", async ({ page }) => {
    const username = `reader${Date.now()}`;
    const password = "a-long-enough-password";
    await page.goto("/signup");
    const registerCall = page.waitForRequest((request) =>
      request.url().includes("/trpc/auth.register"),
    );

    await fillSignup(page, { username, password, confirm: password });

    // Confirmation and terms stay in the browser: only the three account fields are sent.
    const sent: unknown = (await registerCall).postDataJSON();
    expect(sent).toEqual({ 0: { username, email: `${username}@example.com`, password } });
    await expect(page.getByRole("heading", { name: "Registration Successful" })).toBeVisible();
    const created = toast(page, authMessages.accountCreatedTitle);
    await expect(created).toContainText(authMessages.accountCreated);
    await expect(page.getByLabel("Username")).toHaveCount(0);

    await page.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL(isPath("/admin/login"));
    await fillLogin(page, username, password);

    const failure = toast(page, authMessages.loginFailedTitle);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(authMessages.pendingApproval);
    await expect(page).toHaveURL(isPath("/admin/login"));
  });
});

test("admin login by email goes to the admin dashboard", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByText("Please contact admin for credentials")).toBeVisible();

  await fillLogin(page, e2eAdmin.email, e2eAdmin.password);

  await expect(page).toHaveURL(isPath("/admin"));
  await expect(toast(page, authMessages.loginSuccessTitle)).toContainText(
    authMessages.loginWelcomeAdmin,
  );
  await expect(
    page.getByRole("main").getByRole("heading", { name: "Admin Dashboard" }),
  ).toBeVisible();
  await expect(page.getByLabel("Email or Username")).toHaveCount(0);
});

test("logout signs out, says so and keeps the session ended after a reload", async ({ page }) => {
  await page.goto("/login");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL(isPath("/"));
  const header = page.getByRole("banner");

  await header.getByRole("button", { name: "Log Out" }).click();

  const loggedOut = toast(page, authMessages.logoutTitle);
  await expect(loggedOut).toContainText(authMessages.logoutDescription);
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await page.reload();
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Log Out" })).toHaveCount(0);
});

test("logging out on the admin dashboard goes home instead of asking to log in", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL(isPath("/admin"));

  // The console's own 'Logout' (SPEC 2) is the one logout control there.
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();

  await expect(page).toHaveURL(isPath("/"));
  await expect(toast(page, authMessages.logoutTitle)).toBeVisible();
  await expect(toast(page, authMessages.authRequiredTitle)).toHaveCount(0);
});

test("a signed-in phone user finds Chat Assistant, Admin Panel and Log Out in the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await fillLogin(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL(isPath("/"));

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Log Out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Chat Assistant" }).click();

  await expect(page).toHaveURL(isPath("/chat"));
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Chat Assistant" })).toBeVisible();
});

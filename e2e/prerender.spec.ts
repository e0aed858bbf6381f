import { expect, type Page, test } from "@playwright/test";
import { authMessages, dashboardMessages } from "@studio/shared";

/**
 * The sign-in pages arrive as prerendered HTML (apps/web/build/prerender.ts), which the SPA
 * hydrates; signed-out visits to pages that need a session are redirected by the server.
 */

const isPath = (path: string) => (url: URL) => url.pathname === path;

/** No script of the SPA runs: what shows is the HTML (and the inline theme script) alone. */
async function withoutBundle(page: Page) {
  await page.route("**/assets/*.js", (route) => route.abort());
}

/**
 * Console errors and CSP violations, which a hydration mismatch or a blocked script would log.
 * A refused request (the wrong password's 401) is the test's own doing, not a problem.
 */
async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && !text.startsWith("Failed to load resource")) {
      problems.push(text);
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP blocked ${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return problems;
}

test("the sign-in pages show their form before any script has run", async ({ page }) => {
  await withoutBundle(page);

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Content Generation Platform" })).toBeVisible();
  await expect(page.getByLabel("Email or Username")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  // Until the app takes the form over, what was typed would be lost: it takes no input yet.
  await expect(page.getByLabel("Email or Username")).not.toBeEditable();

  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();

  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
});

test("a stored dark theme applies to the prerendered page before any script", async ({ page }) => {
  await withoutBundle(page);
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));

  await page.goto("/login");

  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByLabel("Email or Username")).toBeVisible();
});

test("the SPA takes the prerendered pages over without errors, and they work", async ({ page }) => {
  const problems = await collectProblems(page);

  for (const path of ["/signup", "/admin/login", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  }
  // Hydrated: the form takes input and answers (a wrong password is refused with the spec's toast).
  await expect(page.getByLabel("Email or Username")).toBeEditable();
  await page.getByLabel("Email or Username").fill("nobody");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: authMessages.loginFailedTitle }),
  ).toBeVisible();
  // The theme switch hydrated as light and still switches.
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");

  expect(problems).toEqual([]);
});

test("the server sends a signed-out /chat to /auth, which says why once", async ({ page }) => {
  const redirect = await page.request.get("/chat/5", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe("/auth");

  const problems = await collectProblems(page);
  await page.goto("/chat");
  await expect(page).toHaveURL(isPath("/auth"));
  const card = page.getByRole("region", { name: authMessages.authRequiredTitle });
  await expect(card.getByText("Please log in to use the Chat Assistant.")).toBeVisible();
  await expect(card.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/admin/login");

  // Reloaded, /auth is the plain login page again: the note was for that one visit.
  await page.reload();
  await expect(page.getByLabel("Email or Username")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the server sends a signed-out /admin to /admin/login with the spec's toast", async ({
  page,
}) => {
  await page.goto("/admin?tab=products");

  await expect(page).toHaveURL(isPath("/admin/login"));
  await expect(
    page.getByRole("alert").filter({ hasText: dashboardMessages.authRequiredTitle }),
  ).toContainText(dashboardMessages.authRequired);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { authMessages } from "@studio/shared";

const isPath = (path: string) => (url: URL) => url.pathname === path;

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");

  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(isPath("/"));
});

test("the home page shows the hero, the five bots and the footer", async ({ page }) => {
  await page.goto("/");

  await expect(page.getByRole("heading", { name: "Generate Content Effortlessly" })).toBeVisible();
  await expect(page.getByText("No signup required")).toBeVisible();
  const bots = page.locator("#bots-section");
  for (const name of [
    "Email Newsletter Bot",
    "SAM Content Bot",
    "Free Gift Generator",
    "Image Generator",
    "Publication Cover Generator",
  ]) {
    await expect(bots.getByRole("heading", { name })).toBeAttached();
  }
  const year = new Date().getFullYear();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year} `);
  await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the burger opens the Menu drawer, and choosing Log In navigates and closes it", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    const logIn = menu.getByRole("link", { name: "Log In" });
    await expect(logIn).toBeVisible();
    await logIn.click();
    await expect(page).toHaveURL(isPath("/login"));
    await expect(menu).toBeHidden();
    await expect(page.getByLabel("Email or Username")).toBeVisible();
  });

  test("the page does not scroll sideways", async ({ page }) => {
    for (const path of ["/", "/login", "/signup"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("/chat signed out redirects to /auth", async ({ page }) => {
  await page.goto("/chat");

  await expect(page).toHaveURL(isPath("/auth"));
  // SPEC 2: the card 'Authentication Required' with a Log In link to /admin/login.
  const card = page.getByRole("region", { name: authMessages.authRequiredTitle });
  await expect(card.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/admin/login");
});

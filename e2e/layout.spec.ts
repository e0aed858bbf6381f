import { expect, type Locator, type Page, test } from "@playwright/test";
import { promptTemplateMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";
import { generateNewsletter } from "./steps";

/**
 * What a person sees, measured: phone layouts, the theme toggle, the admin console's alignment
 * and controls, and where toasts appear. Screenshots go to test-results for a human look.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box (not visible)");
  return found;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
}

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the hero keeps the whole starfield and the planet clear of the heading", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("section[aria-labelledby=hero-title]");
    const canvas = hero.locator("canvas");
    const planet = hero.locator("img");
    await expect(planet).toBeVisible();

    const heroBox = await box(hero);
    const canvasBox = await box(canvas);
    expect(canvasBox.height).toBe(700);
    expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(heroBox.y + heroBox.height + 0.5);
    const planetBox = await box(planet);
    expect(intersects(planetBox, await box(page.getByRole("heading", { level: 1 })))).toBe(false);
    expect(intersects(planetBox, await box(hero.getByText("No signup required")))).toBe(false);
    await shot(page, "phone-hero");
  });

  test("image result buttons are shown whole", async ({ page }) => {
    await page.goto("/");
    const card = page
      .getByTestId(/^bot-card-/)
      .filter({ has: page.getByRole("heading", { name: "Image Generator" }) });
    await card.getByRole("button", { name: /Try it/ }).click();
    const region = page.getByRole("region", { name: "Image Generator", exact: true });
    await region
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("A lighthouse over a calm sea");
    await region.locator('button[type="submit"]').click();

    for (const name of ["View Full Size", "Download Image"]) {
      const button = region.getByRole("link", { name }).or(region.getByRole("button", { name }));
      await expect(button).toBeVisible({ timeout: 20_000 });
      const buttonBox = await box(button);
      expect(buttonBox.x).toBeGreaterThanOrEqual(0);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(375);
      // The label is not cut off with an ellipsis.
      const label = button.locator(".mantine-Button-label");
      const clipped = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await region.getByRole("button", { name: "Download Image" }).scrollIntoViewIfNeeded();
    await shot(page, "phone-image-result");
  });

  test("the admin console has one Logout, also in the menu", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("button", { name: /log ?out/i })).toHaveCount(1);
  });
});

test.describe("theme", () => {
  // The operating system asks for dark; SPEC 1: light by default, the system theme ignored.
  test.use({ colorScheme: "dark" });

  test("light by default, a header toggle switches to dark and is remembered under 'theme'", async ({
    page,
  }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
    await shot(page, "theme-light-home");

    await page.getByRole("banner").getByRole("button", { name: "Switch to dark theme" }).click();

    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    await shot(page, "theme-dark-home");
    await page.locator("#bots-section").scrollIntoViewIfNeeded();
    await shot(page, "theme-dark-bots");

    await page.getByRole("banner").getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the admin console and login read well in dark", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await shot(page, "theme-dark-login");
    await signIn(page);
    await page.goto("/admin?tab=products");
    await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
    await shot(page, "theme-dark-admin");
  });
});

test("a generation toast hides none of the result's actions", async ({ page }) => {
  const region = await generateNewsletter(
    page,
    "Dividend Growth Insider",
    "Building retirement income with dividend growers",
  );
  const toast = page.getByRole("alert").filter({ hasText: "Newsletter Generated" });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(400);

  const toastBox = await box(toast);
  for (const control of await region.getByRole("button").all()) {
    if (!(await control.isVisible())) continue;
    expect(intersects(toastBox, await box(control)), (await control.textContent()) ?? "").toBe(
      false,
    );
  }
  await shot(page, "home-generation-toast");
});

test.describe("admin console on a desktop", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("its content lines up with the header and shows one logout control", async ({ page }) => {
    await page.goto("/admin");
    const title = page.getByRole("heading", { name: "Admin Dashboard", level: 1 });
    await expect(title).toBeVisible();
    const brand = page.getByRole("banner").getByRole("link").first();

    expect(Math.abs((await box(brand)).x - (await box(title)).x)).toBeLessThanOrEqual(1);
    await expect(page.getByRole("button", { name: /log ?out/i })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await shot(page, "admin-dashboard");
  });

  test("toasts open below the header, clear of its buttons and the page's actions", async ({
    page,
  }) => {
    await page.goto("/admin?tab=products");
    await page.getByRole("button", { name: "Add Product" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Toast ${Date.now()}`);
    await dialog.getByRole("button", { name: "Create" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Product created" });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeHidden();
    // Wait for the slide-in to finish before measuring.
    await page.waitForTimeout(400);

    const header = await box(page.getByRole("banner"));
    const toastBox = await box(toast);
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    const main = page.getByRole("main");
    const controls = [
      ...(await page.getByRole("banner").getByRole("link").all()),
      ...(await page.getByRole("banner").getByRole("button").all()),
      ...(await main.getByRole("button").all()),
      ...(await main.getByRole("link").all()),
    ];
    for (const control of controls) {
      if (!(await control.isVisible())) continue;
      expect(intersects(toastBox, await box(control)), (await control.textContent()) ?? "").toBe(
        false,
      );
    }
    await shot(page, "admin-toast");
  });

  test("the prompt template form's fields are of even height", async ({ page }) => {
    await page.goto("/admin?tab=prompt-templates");
    await page.getByRole("button", { name: promptTemplateMessages.add }).first().click();
    const dialog = page.getByRole("dialog", { name: promptTemplateMessages.addDialog });
    // Layout heights, not on-screen boxes: the dialog scales in, and a box measured mid-animation
    // is scaled by however far it has got.
    const heights = await Promise.all(
      [
        dialog.getByRole("combobox", { name: "Bot Type" }),
        dialog.getByRole("textbox", { name: "Name", exact: true }),
        dialog.getByRole("textbox", { name: "Description", exact: true }),
      ].map((field) => field.evaluate((element: HTMLElement) => element.offsetHeight)),
    );
    expect(new Set(heights).size).toBe(1);
    await shot(page, "prompt-template-form");
  });
});

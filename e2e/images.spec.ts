import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { readPngInfo } from "@studio/ai/testing";
import { imageMessages } from "@studio/shared";

/**
 * The Image and Cover panels on the home page, generating with the offline demo painter:
 * an image with a headline and a button, viewed full size and downloaded as a 300 DPI print;
 * a cover downloaded as an A4 page at 300 DPI.
 */

async function openBot(page: Page, title: string): Promise<Locator> {
  await page.goto("/");
  const card = page
    .getByTestId(/^bot-card-/)
    .filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: /Try it/ }).click();
  const region = page.getByRole("region", { name: title, exact: true });
  await expect(region).toBeVisible();
  return region;
}

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope
    .getByRole("textbox", { name: label, exact: true })
    .or(scope.getByRole("combobox", { name: label, exact: true }))
    .click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The loaded image's pixel size (0x0 until it has loaded). */
function naturalSize(image: Locator): Promise<number[]> {
  return image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
}

/** Downloads through the button and returns the saved file's name and PNG facts. */
async function downloadPrint(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), info: readPngInfo(await readFile(path)) };
}

test("generates an image with a headline and a button, views it and downloads the 300 DPI print", async ({
  page,
}) => {
  const panel = await openBot(page, "Image Generator");
  // Located by role in the form, not by name: its name changes to 'Generating...' while pending.
  const generate = panel.locator('button[type="submit"]');
  await expect(generate).toHaveText("Generate Image");
  await expect(generate).toBeDisabled();
  await panel.getByRole("textbox", { name: "Description", exact: true }).fill("   ");
  await expect(generate).toBeDisabled();

  await panel
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Gold coins stacked on a trading desk at sunrise");
  await expect(panel.getByRole("textbox", { name: "Headline", exact: true })).toHaveCount(0);
  await panel.getByRole("radio", { name: "Image + Text + Button" }).check();
  await panel
    .getByRole("textbox", { name: "Headline", exact: true })
    .fill("Dividend Growth Secrets");
  await panel
    .getByRole("textbox", { name: "Subheadline" })
    .fill("Five stocks with 25 years of raises");
  await expect(panel.getByRole("textbox", { name: "Button Text" })).toHaveValue("Learn More");
  await choose(page, panel, "Style", "Digital Art");
  await choose(page, panel, "Size", "Landscape (1536x1024)");

  // Hold the request a moment so the pending state can be seen.
  await page.route("**/trpc/images.generate**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await generate.click();
  await expect(generate).toHaveText("Generating...");
  await expect(generate).toBeDisabled();
  const image = panel.getByRole("img", { name: "Generated image" });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect(generate).toHaveText("Generate Image");
  await expect.poll(() => naturalSize(image)).toEqual([1536, 1024]);

  // View Full Size opens the stored PNG from the app's own origin.
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    panel.getByRole("link", { name: "View Full Size" }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/^\/api\/images\/[\w-]+\.png$/);
  await popup.close();

  const { name, info } = await downloadPrint(
    page,
    panel.getByRole("button", { name: "Download Image" }),
  );
  expect(name).toMatch(/^ai-image-300dpi-\d{13}\.png$/);
  expect(info).toMatchObject({
    width: 6400,
    height: 4267,
    dpi: 300,
    pixelsPerUnitX: 11811,
    unitIsMetre: true,
  });
});

test("shows the documented errors for a failed generation and a failed download", async ({
  page,
}) => {
  const panel = await openBot(page, "Image Generator");
  await panel
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A lighthouse over a calm sea");
  await page.route("**/trpc/images.generate**", (route) => route.abort());
  await panel.getByRole("button", { name: "Generate Image" }).click();
  const alert = panel.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toContainText(imageMessages.imageFailed);

  await page.unroute("**/trpc/images.generate**");
  await panel.getByRole("button", { name: "Generate Image" }).click();
  // A new run clears the last error.
  await expect(alert).toHaveCount(0);
  await expect(panel.getByRole("img", { name: "Generated image" })).toBeVisible({
    timeout: 20_000,
  });

  await page.route("**/print.png", (route) => route.fulfill({ status: 500, body: "boom" }));
  await panel.getByRole("button", { name: "Download Image" }).click();
  const toast = page.getByRole("alert").filter({ hasText: imageMessages.downloadFailedTitle });
  await expect(toast).toContainText(imageMessages.downloadFailed);
});

test("generates a cover and downloads it as an A4 page at 300 DPI", async ({ page }) => {
  const panel = await openBot(page, "Publication Cover Generator");
  const generate = panel.getByRole("button", { name: "Generate Cover" });
  await expect(generate).toBeDisabled();
  await panel
    .getByRole("textbox", { name: "Cover Description" })
    .fill("Quarterly income report: calm harbour at dawn");
  await choose(page, panel, "Style", "Corporate");
  await generate.click();
  const cover = panel.getByRole("img", { name: "Generated cover" });
  await expect(cover).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => naturalSize(cover)).toEqual([1024, 1536]);

  const { name, info } = await downloadPrint(
    page,
    panel.getByRole("button", { name: "Download Cover (A4 300DPI)" }),
  );
  expect(name).toMatch(/^[0-9a-f]{8}\d{13}\.png$/);
  expect(info).toMatchObject({ width: 2480, height: 3508, dpi: 300 });
});

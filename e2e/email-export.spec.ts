import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { logIn, toast } from "./steps";

/**
 * Issue 25: a newsletter is written, submitted and approved in the browser, then its email-ready
 * HTML is downloaded and opened at 600 px and at 375 px: the publication's name as the heading,
 * the call to action as a button, the disclaimer once, no status banner, no horizontal scroll.
 * The product is this spec's own, with a disclaimer, so no other spec's drafts change.
 */

const PRODUCT = `Email Weekly ${Date.now().toString(36)}`;
const DISCLAIMER = "Not investment advice. Investing involves risk, including loss of principal.";

test("write → submit → approve → email export: header, button, one disclaimer, no banner, no scroll", async ({
  page,
}) => {
  await logIn(page);
  const product = await page.request.post("/api/products", {
    data: { name: PRODUCT, disclaimer: DISCLAIMER },
  });
  expect(product.status()).toBe(201);
  const productId = ((await product.json()) as { id: number }).id;
  const topic = await page.request.post("/api/topics", {
    data: { name: "Payout ratios", productId, type: ["newsletter"] },
  });
  expect(topic.status()).toBe(201);
  const topicId = ((await topic.json()) as { id: number }).id;
  const generated = await page.request.post("/api/generate", {
    data: { productId, topicId, botType: "newsletter" },
  });
  expect(generated.ok()).toBe(true);
  const { contentId, content } = (await generated.json()) as { contentId: number; content: string };
  // The legacy answer keeps the subject header; the item keeps it as a field.
  expect(content).toMatch(/^##Subject: /);

  await page.goto(`/content/${contentId}`);
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue(/Payout ratios/);
  const sendTest = page.getByRole("button", { name: /Send me a test/ });
  await expect(sendTest).toBeDisabled();

  // Write: a link and a call to action of our own, saved as a new version.
  const text = page.getByLabel("Content", { exact: true });
  await text.fill(
    [
      "Hi there,",
      "",
      "This week: why a payout ratio under 60 percent matters. Read the [full analysis](https://example.com/payout).",
      "",
      "**Read the issue online:** https://example.com/issues/42",
      "",
      DISCLAIMER,
    ].join("\n"),
  );
  await page.getByLabel("Preheader").fill("The one number that says whether a dividend is safe.");
  await page.getByRole("button", { name: "Save new version" }).click();
  await expect(toast(page, "Saved as a new version")).toBeVisible();

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("In review");
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByTestId("approval")).toContainText("Version 2 approved");
  await expect(sendTest).toBeEnabled();

  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Email-ready HTML (.html)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-v2-email\.html$/);
  const html = readFileSync(await download.path(), "utf8");
  expect(html).not.toMatch(/Approved|Draft|version 2/i);

  for (const width of [600, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html);
    await expect(page.getByText(PRODUCT, { exact: true })).toBeVisible();
    const button = page.getByRole("link", { name: "Read the issue online" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "https://example.com/issues/42");
    await expect(page.getByRole("link", { name: "full analysis" })).toHaveAttribute(
      "href",
      "https://example.com/payout",
    );
    await expect(page.getByText(DISCLAIMER, { exact: true })).toHaveCount(1);
    await expect(page.getByText("The one number that says")).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

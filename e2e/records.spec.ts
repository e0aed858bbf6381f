import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { generateNewsletterAndOpen, logIn, toast } from "./steps";

/**
 * The approval record in the browser: an approved item is marked as used (its dates and the
 * Activity tab say so) and its record downloads as a PDF named like the exports.
 */

const PRODUCT = "Dividend Growth Insider";
const TOPIC = "Building retirement income with dividend growers";

test("approve → mark as used → Activity → record PDF", async ({ page }) => {
  await logIn(page);
  await generateNewsletterAndOpen(page, PRODUCT, TOPIC);
  await expect(page.getByRole("button", { name: "Mark as used" })).toHaveCount(0);

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("In review");
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const approval = page.getByTestId("approval");
  await expect(approval).toContainText("Version 1 approved");

  await approval.getByRole("button", { name: "Mark as used" }).click();
  await expect(toast(page, "Use recorded.")).toBeVisible();
  await expect(approval.getByTestId("use-dates")).toContainText("First used");
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByTestId("events-timeline")).toContainText("Marked as used · v1");

  const downloading = page.waitForEvent("download");
  await approval.getByRole("link", { name: "Record (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-.*-v1-record\.pdf$/);
  const pdf = await PDFDocument.load(readFileSync(await download.path()));
  expect(pdf.getTitle()).toMatch(/^Approval record: Newsletter: .* \(version 1\)$/);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
});

import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { e2eAdmin } from "./fixtures";
import { generateNewsletter, toast } from "./steps";

/**
 * The content workspace end to end: a generation is kept in My Content, edited into a new
 * version, compared, reviewed, approved, exported as DOCX and copied paste-ready.
 */

const PRODUCT = "Dividend Growth Insider";
const TOPIC = "Building retirement income with dividend growers";

async function logIn(page: Page, expectedPath = "/"): Promise<void> {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(e2eAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname !== "/login" && url.pathname.startsWith(expectedPath),
  );
  await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
}

async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

async function clipboardHtml(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return "";
    return (await item.getType("text/html")).text();
  });
}

test.describe("content workspace", () => {
  test("a visitor's draft reaches the chat after logging in", async ({ page }) => {
    const region = await generateNewsletter(page, PRODUCT, TOPIC);
    await region.getByRole("button", { name: "Reply in Chat Assistant" }).click();
    const askToLogIn = toast(page, "Log in to continue");
    await askToLogIn.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");

    await logIn(page, "/chat");

    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByText(PRODUCT).first()).toBeVisible();
  });

  test("generate → My Content → edit → diff → submit → approve → DOCX → paste-ready copy", async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    await logIn(page);
    await generateNewsletter(page, PRODUCT, TOPIC);

    await page.getByRole("link", { name: "My Content" }).first().click();
    await expect(page.getByRole("heading", { name: "My Content" })).toBeVisible();
    const card = page.getByTestId("content-card").first();
    await expect(card).toContainText("Newsletter:");
    await card.click();
    await expect(page).toHaveURL(/\/content\/\d+$/);

    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.fill(
      '##Quarterly update##\nDividend growers held up.\n* Payout ratios matter\n* Cash flow first\nPrompt used: "internal"',
    );
    await page.getByRole("button", { name: "Save new version" }).click();
    await expect(toast(page, "Saved as a new version")).toBeVisible();
    await expect(page.getByText(/^Version 2/)).toBeVisible();

    await page.getByRole("tab", { name: /Versions/ }).click();
    const diff = page.getByTestId("version-diff");
    await expect(diff.locator("ins").first()).toBeVisible();
    await expect(diff).toContainText("Quarterly update");

    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByTestId("status-badge")).toHaveText("In review");
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByTestId("status-badge")).toHaveText("Approved");
    await expect(page.getByTestId("approval")).toContainText("Version 2 approved");

    await page.getByRole("button", { name: "Export" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Word (.docx)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-v2\.docx$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const documentXml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
    expect(documentXml).toContain("Payout ratios matter");
    expect(documentXml).not.toContain("Prompt used");

    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(toast(page, "Copied, ready to paste.")).toBeVisible();
    const html = await clipboardHtml(page);
    const plain = await page.evaluate(() => navigator.clipboard.readText());
    expect(html).toContain("<strong>Quarterly update</strong>");
    expect(html).toContain("<li>Payout ratios matter</li>");
    expect(html).not.toContain("Prompt used");
    expect(plain).toContain("• Cash flow first");
    expect(plain).not.toContain("##");
  });
});

test("opening My Content reads its first page once, together with the page", async ({ page }) => {
  await logIn(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("content.list")) reads.push(request.url());
  });

  await page.goto("/content");
  await expect(page.getByRole("heading", { name: "My Content" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The read the HTML preloaded; the library does not read the same page again on mounting.
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain("auth.me,content.list");
});

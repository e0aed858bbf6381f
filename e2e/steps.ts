import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { e2eAdmin } from "./fixtures";

/** Steps several specs take the same way. */

export interface Account {
  username: string;
  password: string;
}

/** The toast with this title (the first, when several stack). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("alert").filter({ hasText: title }).first();
}

/** Signs in through /login (the administrator unless told), and waits for the signed-in header. */
export async function logIn(page: Page, account: Account = e2eAdmin): Promise<void> {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(account.username);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
}

/** A page of a browser context of its own (its own cookies), signed in as `account`. */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

/** Selects `text` inside the commented-text region, as a mouse drag would. */
export async function selectText(page: Page, text: string): Promise<void> {
  await page.getByTestId("commented-text").evaluate((box, wanted) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in one text node`);
  }, text);
}

/** Opens the Email Newsletter Bot's panel on the home page: the panel's region. */
export async function openNewsletterPanel(page: Page): Promise<Locator> {
  await page.goto("/");
  const card = page
    .getByTestId(/^bot-card-/)
    .filter({ has: page.getByRole("heading", { name: "Email Newsletter Bot" }) });
  await card.getByRole("button", { name: /Try it/ }).click();
  const region = page.getByRole("region", { name: "Email Newsletter Bot", exact: true });
  await expect(region).toBeVisible();
  return region;
}

/** Generates a newsletter of `product` and `topic` on the home page: the panel's region. */
export async function generateNewsletter(
  page: Page,
  product: string,
  topic: string,
): Promise<Locator> {
  const region = await openNewsletterPanel(page);
  for (const [label, option] of [
    ["Select Product", product],
    ["Select Topic", topic],
  ] as const) {
    await region.getByRole("combobox", { name: label, exact: true }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }
  await region.getByRole("button", { name: "Generate Newsletter" }).click();
  await expect(toast(page, "Newsletter Generated")).toBeVisible();
  return region;
}

/** Generates a newsletter, then opens it from My Content: the item's id. */
export async function generateNewsletterAndOpen(
  page: Page,
  product: string,
  topic: string,
): Promise<number> {
  await generateNewsletter(page, product, topic);
  await page.getByRole("link", { name: "My Content" }).first().click();
  await page.getByTestId("content-card").first().click();
  await expect(page).toHaveURL(/\/content\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

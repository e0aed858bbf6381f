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

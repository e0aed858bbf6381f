import { expect, type Page, test } from "@playwright/test";
import { complianceMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";

/**
 * The compliance gate in the browser: a draft with a promise of returns is highlighted, its
 * rewrite is applied and the re-check passes; an administrator's custom rule fires at once.
 * The offline composer quotes the first sentence of the product's knowledge, so a knowledge
 * entry is how this spec puts a claim into a draft.
 */
// Letters only: the scorer reads a letters-and-digits token ("mjb6l5") as a figure or ticker, and
// about one topic name in a hundred then tipped "Is it too late to act on …?" into a second flag.
const run = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)] ?? "q");
// One claim the rewrite fully mends: "guarantees a steady 9% payout" would leave "aims to deliver
// a steady 9% payout", and both "steady" and, since round 15, "a 9% payout" as a target are
// promises of their own that the classifier warns about.
const CLAIM = "This income fund guarantees a monthly payout.";

async function signIn(page: Page) {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
}

async function seedProductWithClaim(page: Page, suffix = "") {
  const product = await (
    await page.request.post("/api/products", { data: { name: `Claim Letter ${run}${suffix}` } })
  ).json();
  const topic = await (
    await page.request.post("/api/topics", {
      data: { name: `Income funds ${run}${suffix}`, productId: product.id, type: ["newsletter"] },
    })
  ).json();
  const knowledge = await page.request.post("/api/knowledge-base", {
    data: {
      name: "Fund note",
      content: `${CLAIM} It pays monthly.`,
      productId: product.id,
      botType: "newsletter",
    },
  });
  expect(knowledge.ok()).toBe(true);
  return {
    product: product.name as string,
    topic: topic.name as string,
    productId: product.id as number,
    topicId: topic.id as number,
  };
}

async function choose(page: Page, label: string, option: string) {
  const region = page.getByRole("region", { name: "Email Newsletter Bot", exact: true });
  await region.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a flagged draft is highlighted, its rewrite applied, and the re-check passes", async ({
  page,
}) => {
  await signIn(page);
  const seeded = await seedProductWithClaim(page);
  await page.context().clearCookies();

  await page.goto("/");
  const card = page
    .getByTestId(/^bot-card-/)
    .filter({ has: page.getByRole("heading", { name: "Email Newsletter Bot" }) });
  await card.getByRole("button", { name: /Try it/ }).click();
  await choose(page, "Select Product", seeded.product);
  await choose(page, "Select Topic", seeded.topic);
  await page.getByRole("button", { name: "Generate Newsletter" }).dispatchEvent("click");

  const result = page.getByTestId("newsletter-result");
  await expect(result.getByTestId("compliance-badge")).toHaveText(complianceMessages.issues(1));
  const mark = result.getByRole("button", { name: "Promissory claim: guarantees" });
  await expect(mark).toBeVisible();

  // Copying a draft with a blocking flag asks first.
  await result.getByRole("button", { name: "Copy", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Copy a draft with compliance issues?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await mark.click();
  const popover = page.getByRole("dialog", { name: "Promissory claim" });
  await expect(popover).toContainText("FINRA Rule 2210");
  await popover.getByRole("button", { name: "Apply rewrite" }).click();

  await expect(result.getByTestId("compliance-badge")).toHaveText(complianceMessages.noIssues);
  await expect(result.getByTestId("newsletter-content")).toContainText(
    "This income fund aims to deliver a monthly payout.",
  );
  await expect(result.getByTestId("compliance-mark")).toHaveCount(0);
});

test("an administrator's custom rule applies to the next check", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin?tab=compliance");
  await expect(page.getByRole("heading", { name: "Compliance", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Add rule" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add rule" });
  await dialog.getByRole("textbox", { name: "Phrase" }).fill(`moonshot${run} * stock`);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("House style: no moonshot talk.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("cell", { name: `moonshot${run} * stock`, exact: true }),
  ).toBeVisible();

  await page
    .getByRole("textbox", { name: "Text to check" })
    .fill(`The moonshot${run} penny stock list is updated monthly.`);
  await page.getByRole("button", { name: "Check", exact: true }).click();

  const checked = page.getByTestId("compliance-check-result");
  await expect(
    checked.getByRole("button", { name: `Promissory claim: moonshot${run} penny stock` }),
  ).toBeVisible();
  await expect(page.getByTestId("compliance-badge")).toHaveText(complianceMessages.issues(1));
});

test("a draft rule's examples pass or fail live in the rule form, and are kept with the rule", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin?tab=compliance");
  await page.getByRole("button", { name: "Add rule" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add rule" });
  const phrase = `outrun${run} * market`;
  await dialog.getByRole("textbox", { name: "Phrase" }).fill(phrase);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("House rule: no outrunning talk.");
  await dialog
    .getByRole("textbox", { name: "Examples it must flag" })
    .fill(`Our fund will outrun${run} the whole market.\nNothing here.`);
  await dialog
    .getByRole("textbox", { name: "Examples it must pass" })
    .fill(`Our fund will not outrun${run} the market.`);

  // The server tries the draft: the first and last examples do what they should, the second not.
  const results = dialog.getByRole("list", { name: "Examples" });
  await expect(results.getByRole("listitem")).toHaveCount(3);
  await expect(results.getByRole("listitem").nth(0)).toContainText("as expected");
  await expect(results.getByRole("listitem").nth(1)).toContainText("not flagged, but it should be");
  await expect(results.getByRole("listitem").nth(2)).toContainText("excused: negation");
  await expect(dialog.getByText("Not as expected")).toBeVisible();

  // Fixing the examples turns the check green, live.
  await dialog
    .getByRole("textbox", { name: "Examples it must flag" })
    .fill(`Our fund will outrun${run} the whole market.`);
  await expect(dialog.getByText("All as expected")).toBeVisible();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: phrase });
  await row.getByRole("button", { name: /Edit/ }).click();
  const editing = page.getByRole("dialog", { name: "Edit rule" });
  await expect(editing.getByRole("textbox", { name: "Examples it must flag" })).toHaveValue(
    `Our fund will outrun${run} the whole market.`,
  );
  await expect(editing.getByText("All as expected")).toBeVisible();
});

test("the editor's Apply all rewrites fixes every flagged sentence once a round, and a draft passes within three rounds", async ({
  page,
}) => {
  await signIn(page);
  const seeded = await seedProductWithClaim(page, " editor");
  const generated = await (
    await page.request.post("/api/generate", {
      data: { productId: seeded.productId, topicId: seeded.topicId, botType: "newsletter" },
    })
  ).json();
  const flagged = [
    "##Income Alert##",
    "This fund **guarantees** a steady income.",
    "Shares are going to soar 300% by Christmas.",
    '"I made $42,000 thanks to your alerts," says Tom.',
    "* Double your money in 90 days.",
  ].join("\n");
  const saved = await page.request.put(`/api/content/${generated.contentId}`, {
    data: { title: `Rewrites ${run}`, content: flagged },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/content/${generated.contentId}`);
  const flags = page.getByTestId("compliance-flags");
  await expect(flags.getByText("Blocking").first()).toBeVisible();
  await flags.getByRole("button", { name: "Apply all rewrites" }).click();

  const editor = page.getByRole("textbox", { name: "Content" });
  const rewritten = await editor.inputValue();
  // Every sentence is there once: nothing pasted in place of a word, nothing doubled.
  for (const start of ["This fund", "\nShares ", '"I made $42,000', "\n* "]) {
    expect(rewritten.split(start).length - 1).toBe(1);
  }
  expect(rewritten).toContain("This fund **aims to deliver** a steady income.");
  expect(rewritten).not.toContain("guarantees");
  await page.getByRole("button", { name: "Save new version" }).click();
  await expect(page.getByText(/^Version 3/)).toBeVisible();

  // A fix may leave words another rule reads (a forecast's "could rise 300%" is still a
  // promise): the checker promises to settle within three rounds (fix-convergence.test.ts).
  for (let version = 4; version <= 5; version++) {
    if ((await flags.getByText("Blocking").count()) === 0) break;
    await flags.getByRole("button", { name: "Apply all rewrites" }).click();
    await page.getByRole("button", { name: "Save new version" }).click();
    await expect(page.getByText(new RegExp(`^Version ${version}`))).toBeVisible();
  }
  await expect(flags.getByText("Blocking")).toHaveCount(0);
});

import { expect, type Page, test } from "@playwright/test";
import { complianceMessages } from "../packages/shared/src/compliance-words";
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
const CLAIM = "This income fund guarantees a steady 9% payout.";

async function signIn(page: Page) {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
}

async function seedProductWithClaim(page: Page) {
  const product = await (
    await page.request.post("/api/products", { data: { name: `Claim Letter ${run}` } })
  ).json();
  const topic = await (
    await page.request.post("/api/topics", {
      data: { name: `Income funds ${run}`, productId: product.id, type: ["newsletter"] },
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
  return { product: product.name as string, topic: topic.name as string };
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
    "This income fund aims to deliver a steady 9% payout.",
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
    .fill(`Meet the moonshot${run} penny stock everyone watches.`);
  await page.getByRole("button", { name: "Check", exact: true }).click();

  const checked = page.getByTestId("compliance-check-result");
  await expect(
    checked.getByRole("button", { name: `Promissory claim: moonshot${run} penny stock` }),
  ).toBeVisible();
  await expect(page.getByTestId("compliance-badge")).toHaveText(complianceMessages.issues(1));
});

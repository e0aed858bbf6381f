import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "./fixtures";

/**
 * Usage and quotas as people meet them: an account watches its meter fill and is told when its
 * monthly quota is spent; an administrator reads the Usage tab, exports it and edits prices and
 * the budget.
 */
const run = Date.now().toString(36);

async function signIn(page: Page, user: { username: string; password: string }) {
  const response = await page.request.post("/api/login", {
    data: { username: user.username, password: user.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
}

async function firstProductAndTopic(page: Page): Promise<{ productId: number; topicId: number }> {
  const products = (await (await page.request.get("/api/products")).json()) as { id: number }[];
  const productId = products[0]?.id ?? 0;
  const topics = (await (await page.request.get(`/api/topics?productId=${productId}`)).json()) as {
    id: number;
  }[];
  return { productId, topicId: topics[0]?.id ?? 0 };
}

function toast(page: Page, title: string) {
  return page.getByRole("alert").filter({ hasText: title });
}

test("an account sees its quota meter fill, then a refusal saying when it resets", async ({
  page,
}) => {
  await signIn(page, e2eAdmin);
  const user = { username: `quota_${run}`, password: "quota-password-1" };
  const created = await page.request.post("/api/users", {
    data: { ...user, email: `quota_${run}@example.com`, role: "user", monthlyTokenQuota: 300 },
  });
  expect(created.status()).toBe(201);
  await page.request.post("/api/logout");
  await signIn(page, user);
  const subjects = await firstProductAndTopic(page);

  await page.goto("/");
  const meter = page.getByTestId("usage-meter");
  await expect(meter).toHaveAttribute("aria-label", "0 of 300 tokens used this month");

  const first = await page.request.post("/api/generate", {
    data: { ...subjects, botType: "newsletter" },
  });
  expect(first.status()).toBe(200);
  await page.reload();
  // A count that starts with a non-zero digit: "1,230 / 300" also *contains* "0 / 300".
  await expect(meter).toHaveAttribute("aria-label", /^[1-9][\d,]* of 300 tokens used this month$/);
  await expect(meter.getByRole("progressbar", { name: "Monthly token quota used" })).toBeVisible();

  const refused = await page.request.post("/api/generate", {
    data: { ...subjects, botType: "newsletter" },
  });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error).toMatch(
    /^You have used your monthly quota of 300 tokens\. It resets on [A-Z][a-z]+ 1, \d{4}\.$/,
  );
});

test("an administrator reads the Usage tab, exports it, and edits prices and the budget", async ({
  page,
}) => {
  await signIn(page, e2eAdmin);
  const subjects = await firstProductAndTopic(page);
  const generated = await page.request.post("/api/generate", {
    data: { ...subjects, botType: "sam" },
  });
  expect(generated.status()).toBe(200);

  await page.goto("/admin?tab=usage");
  await expect(page.getByRole("heading", { name: "Usage", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "From" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tokens per day" })).toBeVisible();
  const byAccount = page.getByRole("table", { name: "Usage by account" });
  await expect(byAccount.getByRole("cell", { name: e2eAdmin.username, exact: true })).toBeVisible();

  await page.getByText("Model", { exact: true }).first().click();
  const byModel = page.getByRole("table", { name: "Usage by model" });
  await expect(byModel.getByRole("cell", { name: "offline-demo-composer" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^usage-by-model-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await file.path()) ?? "", "utf8");
  expect(csv).toContain("key,label,requests,inputTokens,outputTokens,costUsd");
  expect(csv).toContain("offline-demo-composer");

  await page.getByRole("button", { name: "Add model" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a model price" });
  await dialog.getByRole("textbox", { name: "Model" }).fill(`e2e-model-${run}`);
  await dialog.getByRole("textbox", { name: "Input, USD per million tokens" }).fill("1.5");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Price saved")).toBeVisible();
  const prices = page.getByRole("table", { name: "Model prices" });
  await expect(prices.getByRole("row").filter({ hasText: `e2e-model-${run}` })).toContainText(
    "$1.50",
  );

  await page.getByRole("textbox", { name: "Monthly budget (USD)" }).fill("250");
  await page.getByRole("button", { name: "Save budget" }).click();
  await expect(toast(page, "Budget saved")).toBeVisible();
  await page.getByRole("textbox", { name: "Monthly budget (USD)" }).fill("");
  await page.getByRole("button", { name: "Save budget" }).click();
  await expect(toast(page, "No monthly budget.")).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "AI cost this month" })).toBeVisible();
});

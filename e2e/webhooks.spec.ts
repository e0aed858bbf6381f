import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { e2eAdmin } from "./fixtures";

async function logIn(page: Page) {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(e2eAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

/** A draft of the demo product, submitted for review, through the API as the signed-in admin. */
async function submitDraft(page: Page): Promise<number> {
  const [product] = (await (await page.request.get("/api/products")).json()) as { id: number }[];
  const [topic] = (await (
    await page.request.get(`/api/topics?productId=${product?.id}`)
  ).json()) as { id: number }[];
  const generated = await page.request.post("/api/generate", {
    data: { productId: product?.id, topicId: topic?.id, botType: "newsletter" },
  });
  const { contentId } = (await generated.json()) as { contentId: number };
  const submitted = await page.request.post(`/api/content/${contentId}/submit`, { data: {} });
  expect(submitted.status()).toBe(200);
  return contentId;
}

test.describe("Admin → Webhooks", () => {
  let server: Server;
  const received: string[] = [];
  let url = "";
  test.beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(String(req.headers["x-pressroom-delivery"]));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/e2e`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("add an endpoint, keep its secret, watch a delivery arrive, redeliver it, delete it", async ({
    page,
  }) => {
    await logIn(page);
    await page.goto("/admin?tab=webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();

    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(url);
    await dialog.getByRole("checkbox", { name: /content\.submitted/ }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Signing secret" });
    await expect(shown.getByRole("alert")).toContainText("shown this once");
    const secret = (await shown.getByLabel("Signing secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    await expect(shown.getByRole("button", { name: "Copy secret" })).toBeVisible();
    await shown.getByRole("button", { name: "Done" }).click();

    const row = page.getByRole("row").filter({ hasText: url });
    await expect(row).toContainText("content.submitted");
    await expect(page.getByText(secret)).toHaveCount(0);

    await submitDraft(page);
    await row.getByRole("button", { name: `Deliveries of ${url}` }).click();
    const deliveries = page.getByRole("table", { name: "Deliveries, newest first" });
    const delivery = deliveries.getByRole("row").filter({ hasText: "content.submitted" });
    await expect(delivery.getByText("delivered")).toBeVisible({ timeout: 15_000 });
    await expect(delivery).toContainText("204");
    expect(received).toHaveLength(1);

    await delivery.getByRole("button", { name: /^Redeliver delivery/ }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]).toBe(received[0]);

    await row.getByRole("button", { name: `Delete ${url}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row").filter({ hasText: url })).toHaveCount(0);
  });
});

test.describe("Admin → Schedules", () => {
  test("see a schedule's next run, run it now, and open the draft it wrote", async ({ page }) => {
    await logIn(page);
    const [product] = (await (await page.request.get("/api/products")).json()) as {
      id: number;
      name: string;
    }[];
    const [topic] = (await (
      await page.request.get(`/api/topics?productId=${product?.id}`)
    ).json()) as { id: number }[];
    const created = await page.request.post("/api/schedules", {
      data: {
        botType: "newsletter",
        productId: product?.id,
        topicIds: [topic?.id],
        options: { length: "short" },
        cron: "0 7 * * 1",
        timezone: "Europe/London",
      },
    });
    expect(created.status()).toBe(201);

    await page.goto("/admin?tab=schedules");
    const card = page.getByRole("region", { name: `Newsletter for ${product?.name}` }).first();
    await expect(card).toContainText("0 7 * * 1 (Europe/London)");
    await expect(card).toContainText("Next run");
    await expect(card).toContainText("No runs yet.");

    await card.getByRole("button", { name: /^Run Newsletter for/ }).click();
    const draft = card.getByRole("link").first();
    await expect(draft).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText("done")).toBeVisible();
    await draft.click();
    await expect(page).toHaveURL(/\/content\/\d+$/);
    await expect(page.getByText("In review").first()).toBeVisible();

    // A phone: the card still fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin?tab=schedules");
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

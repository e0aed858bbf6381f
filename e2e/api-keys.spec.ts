import { expect, type Page, test } from "@playwright/test";
import { userAdminMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";

async function logIn(page: Page) {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(e2eAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

test.describe("API keys", () => {
  test("create a key shown once, use it, and revoke it", async ({ page, request }) => {
    await logIn(page);
    await page.getByRole("banner").getByRole("link", { name: "API keys" }).click();
    await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Create API key" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create an API key" });
    await dialog.getByLabel("Name").fill("E2E tool");
    await dialog.getByRole("checkbox", { name: /generate/ }).check();
    await dialog.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Your new API key" });
    await expect(shown.getByRole("alert")).toContainText("only time it is shown");
    const key = (await shown.getByLabel("API key").textContent())?.trim() ?? "";
    expect(key).toMatch(/^pr_/);
    await expect(shown.getByRole("button", { name: "Copy key" })).toBeVisible();
    await shown.getByRole("button", { name: "I have copied it" }).click();

    const row = page.getByRole("row").filter({ hasText: "E2E tool" });
    await expect(row).toContainText(key.slice(0, 11));
    await expect(row).toContainText("generate");
    await expect(row).toContainText("Never");

    const me = await request.get("/api/user", { headers: { authorization: `Bearer ${key}` } });
    expect(me.status()).toBe(200);

    await row.getByRole("button", { name: "Revoke E2E tool" }).click();
    // The dialog's button names the action: a key is revoked, not deleted (issue 27).
    const confirm = page.getByRole("dialog", { name: "Revoke this key?" });
    await expect(confirm.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
    await expect(row).toContainText("Revoked");
    const after = await request.get("/api/user", { headers: { authorization: `Bearer ${key}` } });
    expect(after.status()).toBe(401);
  });

  test("a new password set by an administrator revokes the person's keys, as the form says", async ({
    page,
    playwright,
  }) => {
    const username = `keyed_${Date.now().toString(36)}`;
    await logIn(page);
    const created = await page.request.post("/api/users", {
      data: { username, email: `${username}@example.com`, password: "first-pass", role: "user" },
    });
    expect(created.status()).toBe(201);
    const person = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    expect(
      (await person.post("/api/login", { data: { username, password: "first-pass" } })).ok(),
    ).toBe(true);
    const { key } = (await (
      await person.post("/api/api-keys", { data: { name: "Their tool", scopes: ["read"] } })
    ).json()) as { key: string };
    await person.dispose();
    const withKey = { headers: { authorization: `Bearer ${key}` } };
    expect((await page.request.get("/api/user", withKey)).status()).toBe(200);

    await page.goto("/admin/users");
    await page.getByRole("textbox", { name: userAdminMessages.search }).fill(username);
    const card = page.getByRole("article", { name: username });
    await card.getByRole("button", { name: `Edit ${username}` }).click();
    const edit = page.getByRole("dialog", { name: userAdminMessages.editDialog });
    await expect(edit.getByText(userAdminMessages.passwordChangeEffects)).toBeVisible();
    await edit
      .getByRole("textbox", { name: userAdminMessages.passwordKeep, exact: true })
      .fill("second-pass");
    await edit.getByRole("button", { name: "Update" }).click();

    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: userAdminMessages.updatedDescription(username, true) }),
    ).toBeVisible();
    expect((await page.request.get("/api/user", withKey)).status()).toBe(401);
  });

  test("the API reference page renders the document", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/api/docs/");
    await expect(page.getByText("Pressroom AI API").first()).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText("The signed-in account (401 when signed out)").first(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

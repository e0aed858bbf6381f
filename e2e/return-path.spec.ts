import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { authMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";

/**
 * Issue 27 item 11: a shared link to a private page no longer dead-ends. Signed out, the page
 * sends the visitor to the sign-in page that fits it and, after sign-in, back to the page itself;
 * a regular user is never welcomed to the admin dashboard on the way.
 */
const run = Date.now().toString(36);
const isPath = (path: string) => (url: URL) => url.pathname === path;

function toast(page: Page, title: string): Locator {
  return page.getByRole("alert").filter({ hasText: title }).first();
}

interface Owner {
  username: string;
  password: string;
  contentId: number;
  title: string;
  conversationId: number;
}

/** An approved regular account with one draft and one conversation of its own. */
async function createOwner(request: APIRequestContext): Promise<Owner> {
  const account = { username: `owner_${run}`, password: "return-path-password" };
  expect(
    (
      await request.post("/api/login", {
        data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
      })
    ).ok(),
  ).toBe(true);
  const created = await request.post("/api/users", {
    data: { ...account, email: `${account.username}@example.com`, role: "user" },
  });
  expect(created.status()).toBe(201);
  await request.post("/api/logout");

  expect((await request.post("/api/login", { data: { ...account, rememberMe: false } })).ok()).toBe(
    true,
  );
  const [product] = (await (await request.get("/api/products")).json()) as { id: number }[];
  const [topic] = (await (await request.get(`/api/topics?productId=${product?.id}`)).json()) as {
    id: number;
  }[];
  const generated = await request.post("/api/generate", {
    data: { productId: product?.id, topicId: topic?.id, botType: "newsletter" },
  });
  expect(generated.status()).toBe(200);
  const { contentId } = (await generated.json()) as { contentId: number };
  const item = (await (await request.get(`/api/content/${contentId}`)).json()) as {
    title: string;
  };
  const conversation = await request.post("/api/conversations", {
    data: { title: `Shared chat ${run}` },
  });
  expect(conversation.status()).toBe(201);
  const { id: conversationId } = (await conversation.json()) as { id: number };
  await request.post("/api/logout");
  return { ...account, contentId, title: item.title, conversationId };
}

async function fillLogin(page: Page, owner: Owner): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(owner.username);
  await main.getByLabel("Password", { exact: true }).fill(owner.password);
  await main.getByRole("button", { name: "Log In" }).click();
}

let owner: Owner;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  owner = await createOwner(request);
  await request.dispose();
});

test("a signed-out visit to /content/<id> returns to the item after the owner signs in", async ({
  page,
}) => {
  await page.goto(`/content/${owner.contentId}`);

  // The user sign-in page, which says why without claiming the item does not exist.
  await expect(page).toHaveURL(isPath("/login"));
  await expect(page.getByText("Content not found")).toHaveCount(0);
  const card = page.getByRole("region", { name: authMessages.authRequiredTitle });
  const logIn = card.getByRole("link", { name: "Log In" });
  await expect(logIn).toHaveAttribute("href", "/login");
  await logIn.click();

  await fillLogin(page, owner);

  await expect(toast(page, authMessages.loginSuccessTitle)).toContainText(
    authMessages.loginWelcomeUser(owner.username),
  );
  await expect(page.getByText(authMessages.loginWelcomeAdmin)).toHaveCount(0);
  await expect(page).toHaveURL(isPath(`/content/${owner.contentId}`));
  await expect(page.getByRole("heading", { level: 1, name: owner.title })).toBeVisible();
});

test("a signed-out visit to /chat/<id> returns to the conversation after the owner signs in", async ({
  page,
}) => {
  await page.goto(`/chat/${owner.conversationId}`);

  await expect(page).toHaveURL(isPath("/auth"));
  // SPEC 2's card leads to /admin/login, which returns a regular user to the chat as well.
  const card = page.getByRole("region", { name: authMessages.authRequiredTitle });
  await card.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(isPath("/admin/login"));

  await fillLogin(page, owner);

  await expect(toast(page, authMessages.loginSuccessTitle)).toContainText(
    authMessages.loginWelcomeUser(owner.username),
  );
  await expect(page.getByText(authMessages.loginWelcomeAdmin)).toHaveCount(0);
  await expect(page).toHaveURL(isPath(`/chat/${owner.conversationId}`));
  await expect(page.getByText("Access Denied")).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Conversations" }).getByText(`Shared chat ${run}`),
  ).toBeVisible();
});

test("a return path that leaves the site is ignored", async ({ page }) => {
  await page.goto("/login?next=//evil.example/phish");
  await fillLogin(page, owner);
  await expect(page).toHaveURL(
    (url) => url.origin !== "http://evil.example" && url.pathname === "/",
  );

  await page.context().clearCookies();
  await page.goto("/admin/login?next=https%3A%2F%2Fevil.example%2F");
  await fillLogin(page, owner);
  // A regular user on the admin login goes home, welcomed as a user, not to Access Denied.
  await expect(page).toHaveURL(isPath("/"));
  await expect(toast(page, authMessages.loginSuccessTitle)).toContainText(
    authMessages.loginWelcomeUser(owner.username),
  );
});

test("the user login's `next` returns there", async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent(`/content/${owner.contentId}`)}`);
  await fillLogin(page, owner);
  await expect(page).toHaveURL(isPath(`/content/${owner.contentId}`));
  await expect(page.getByRole("heading", { level: 1, name: owner.title })).toBeVisible();
});

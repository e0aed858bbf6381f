import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@studio/ai/testing";
import { chatMessages } from "@studio/shared";
import { e2eAdmin } from "./fixtures";
import { expectBadgesWhole } from "./visual-checks";

const conversationPath = /\/chat\/\d+$/;

function toast(page: Page, title: string) {
  return page.getByRole("alert").filter({ hasText: title });
}

async function logIn(page: Page, origin = "") {
  await page.goto(`${origin}/login`);
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(e2eAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

async function newChat(page: Page) {
  await page.getByRole("button", { name: chatMessages.newChat }).click();
  await expect(toast(page, chatMessages.createdTitle)).toBeVisible();
  await expect(page).toHaveURL(conversationPath);
  await expect(page.getByText(chatMessages.noMessagesTitle)).toBeVisible();
}

const composer = (page: Page) => page.getByPlaceholder(chatMessages.inputPlaceholder);
const assistantMessages = (page: Page) => page.getByTestId("assistant-message");
const conversationsNav = (page: Page) => page.getByRole("navigation", { name: "Conversations" });

test.describe("chat assistant", () => {
  test("a signed-out visitor is sent to log in", async ({ page }) => {
    await page.goto("/chat");

    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    // SPEC 2: a card "Authentication Required" with a Log In link to /admin/login.
    const card = page.getByRole("region", { name: "Authentication Required" });
    await expect(card).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    const logIn = card.getByRole("link", { name: "Log In" });
    await expect(logIn).toHaveAttribute("href", "/admin/login");
    await logIn.click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
  });

  test("create, send with a streamed reply, regenerate, reload and delete", async ({ page }) => {
    await logIn(page);
    await page.goto("/chat");
    await newChat(page);
    const streamed = page.waitForRequest((r) => r.url().includes("/trpc/chat.streamReply"));

    // Enter sends; Shift+Enter only breaks the line.
    await composer(page).fill("Ideas for a dividend newsletter");
    await composer(page).press("Shift+Enter");
    await expect(composer(page)).toHaveValue("Ideas for a dividend newsletter\n");
    await composer(page).press("Enter");

    const request = await streamed;
    expect(request.headers()["trpc-accept"]).toBe("application/jsonl");
    await expect(composer(page)).toHaveValue("");
    await expect(page.locator('[data-role="user"]')).toContainText(
      "Ideas for a dividend newsletter",
    );
    const reply = assistantMessages(page).last();
    await expect(reply).toContainText("Demo mode");
    await expect(page.getByRole("button", { name: chatMessages.send })).toBeVisible();
    const nav = conversationsNav(page);
    await expect(nav.getByRole("link").first()).toContainText("Ideas for a dividend newsletter");

    // Regenerate replaces the last reply.
    const regenerated = page.waitForResponse((r) =>
      r.url().includes("/trpc/chat.streamRegenerate"),
    );
    await page.getByRole("button", { name: chatMessages.regenerate }).click();
    await regenerated;
    // The stream's headers arrive first: wait for it to end (Send is back) before reloading, or
    // the reload stops it, and a stopped attempt is kept beside the reply it did not replace.
    await expect(page.getByRole("button", { name: chatMessages.send })).toBeVisible();
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).first()).toContainText("Demo mode");

    // Saved on the server: a reload shows the same conversation.
    await page.reload();
    await expect(page.locator('[data-role="user"]')).toHaveCount(1);
    await expect(assistantMessages(page)).toHaveCount(1);

    // Delete asks the browser to confirm, then leaves the conversation.
    const url = page.url();
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(chatMessages.confirmDelete);
      void dialog.accept();
    });
    await nav
      .getByRole("button", {
        name: `${chatMessages.deleteConversation}: Ideas for a dividend newsletter`,
      })
      .first()
      .click();
    await expect(toast(page, chatMessages.deletedTitle)).toBeVisible();
    await expect(page).not.toHaveURL(url);
  });

  test("the person's own messages are formatted like the assistant's", async ({ page }) => {
    await logIn(page);
    await page.goto("/chat");
    await newChat(page);

    await composer(page).fill("**Bold** idea\n\n\n\n* first point\n1. second point");
    await page.getByRole("button", { name: chatMessages.send }).click();

    const mine = page.getByTestId("user-message").last();
    await expect(mine.locator("strong")).toHaveText("Bold");
    await expect(mine).not.toContainText("**");
    await expect(mine.getByRole("listitem")).toHaveText(["first point", "second point"]);
    // Four blank lines collapse to one gap: line, gap, list.
    await expect(mine.locator(":scope > div > *")).toHaveCount(3);
    await expect(assistantMessages(page).last()).toContainText("Demo mode");
  });

  test("a long conversation opens at its newest page and loads older messages on scrolling up", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page);
    // Seeded through the REST path (the page's session): 120 handoffs, newest last.
    const created = await page.request.post("/api/conversations", { data: { title: "Long" } });
    const { id } = (await created.json()) as { id: number };
    for (let i = 0; i < 120; i += 1) {
      const posted = await page.request.post(`/api/conversations/${id}/messages`, {
        data: { role: "system", content: `Seeded handoff number ${i}` },
      });
      expect(posted.status()).toBe(201);
    }
    const handoff = (n: number) =>
      page.getByRole("log", { name: "Messages" }).getByText(`Seeded handoff number ${n}`, {
        exact: true,
      });
    const log = page.getByRole("log", { name: "Messages" });

    await page.goto(`/chat/${id}`);

    // The newest page only: 70..119.
    await expect(handoff(119)).toBeInViewport();
    await expect(handoff(70)).toHaveCount(1);
    await expect(handoff(69)).toHaveCount(0);

    // At the top, the page before arrives and the message that was first stays in view.
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(handoff(69)).toHaveCount(1);
    await expect(handoff(20)).toHaveCount(1);
    await expect(handoff(70)).toBeInViewport();
    expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // Once more: the first messages, and then there is nothing older to ask for.
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(handoff(0)).toHaveCount(1);
    await expect(log.locator("[data-role]")).toHaveCount(120);
  });

  test("on a phone the conversations are in a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page);
    await page.goto("/chat");

    await expect(page.getByRole("button", { name: chatMessages.newChat })).toBeHidden();
    await page.getByRole("button", { name: "Show conversations" }).click();
    const drawer = page.getByRole("dialog", { name: "Conversations" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: chatMessages.newChat }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(conversationPath);

    await composer(page).fill("Short teaser please");
    await page.getByRole("button", { name: chatMessages.send }).click();
    await expect(assistantMessages(page).last()).toContainText("Demo mode");
    // Poll: the streamed bubble is swapped for the saved message when the reply completes.
    await expect
      .poll(async () => {
        const box = await assistantMessages(page).last().boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(390);
  });
});

/**
 * Stop needs a model slow enough to press it, so this block runs its own server against a fake
 * OpenAI-compatible model that streams a word every 60 ms (and can see the upstream call close).
 */
test.describe("stopping a slow model", () => {
  let fake: FakeOpenAiServer;
  let server: ChildProcess;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    fake = await startFakeOpenAiServer({
      kind: "stream",
      chunks: Array.from({ length: 300 }, (_, i) => `word${i} `),
      delayMs: 60,
    });
    // A loaded machine can make the embedded database miss Fastify's plugin start timeout on
    // first boot; a fresh attempt (new data dir) gets past it.
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      server = startServer(port, fake.baseUrl);
      if (await readyOrExited(server, `${origin}/readyz`, 60_000)) break;
      server.kill("SIGTERM");
      if (attempt === 3) throw new Error("the chat e2e server did not start");
    }
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await fake?.close();
  });

  test("Stop keeps the partial reply, and Regenerate replaces it", async ({ page }) => {
    await logIn(page, origin);
    await page.goto(`${origin}/chat`);
    await newChat(page);

    await composer(page).fill("Write a very long newsletter");
    await composer(page).press("Enter");
    const reply = assistantMessages(page).last();
    await expect(reply).toContainText("word3");
    await page.getByRole("button", { name: chatMessages.stop }).click();

    await expect(page.getByText(chatMessages.replyStopped)).toBeVisible();
    await expect(page.getByRole("button", { name: chatMessages.send })).toBeVisible();
    const upstream = await fake.requests.at(-1)?.closed;
    expect(upstream?.beforeResponseEnded).toBe(true);
    const partial = (await reply.textContent()) ?? "";
    expect(partial).not.toContain("word299");

    // The stopped reply was saved with what was produced.
    await page.reload();
    await expect(assistantMessages(page).last()).toContainText("word3");
    await expect(page.getByText(chatMessages.replyStopped)).toBeVisible();

    // On a phone its badges ("No issues found", "Stopped") are whole, not "STOP…" (issue 27).
    await page.setViewportSize({ width: 375, height: 812 });
    await expectBadgesWhole(page.locator('[data-role="assistant"]').last(), 375);
    await page.setViewportSize({ width: 1280, height: 720 });

    fake.script({ kind: "stream", chunks: ["A fresh", " take."], delayMs: 20 });
    await page.getByRole("button", { name: chatMessages.regenerate }).click();
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).last()).toHaveText("A fresh take.");
    await expect(page.getByText(chatMessages.replyStopped)).toHaveCount(0);
  });
});

function startServer(port: number, openAiBaseUrl: string): ChildProcess {
  return spawn(process.execPath, ["apps/server/dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "studio-e2e-chat-")),
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: openAiBaseUrl,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
    stdio: "inherit",
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** True once the server answers /readyz; false if it exits first or the time runs out. */
async function readyOrExited(
  child: ChildProcess,
  url: string,
  timeoutMs: number,
): Promise<boolean> {
  let exited = child.exitCode !== null;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

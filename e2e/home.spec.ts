import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { chatMessages, generationMessages, giftTypeLabels } from "@studio/shared";
import { e2eAdmin } from "./fixtures";

/**
 * The home page: hero, the five bots, and the newsletter, SAM and gift panels generating with
 * the offline demo provider against the seeded demo product.
 */

const PRODUCT = "Dividend Growth Insider";
// A seeded topic that every text bot may use.
const TOPIC = "Building retirement income with dividend growers";

/** The toast with this title; a replaced toast may still be fading out beside it. */
/**
 * A second product seen only by this page: the catalog answers are extended in flight, so the
 * shared e2e database (and the other specs' counts) stay untouched.
 */
const EXTRA_PRODUCT = { id: 987_654, name: "Income Options Weekly", topic: "Covered calls 101" };

async function addCatalogProduct(page: Page, extra: typeof EXTRA_PRODUCT): Promise<void> {
  await page.route(/\/trpc\/[^?]*catalog\.(products|topics)/, async (route) => {
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.replace("/trpc/", "")).split(",");
    const inputs: Record<string, { productId?: number } | undefined> = JSON.parse(
      url.searchParams.get("input") ?? "{}",
    );
    const response = await route.fetch();
    const body: { result?: { data?: unknown } }[] = await response.json();
    paths.forEach((path, index) => {
      const data = body[index]?.result?.data;
      if (path === "catalog.products" && Array.isArray(data)) {
        data.push({ id: extra.id, name: extra.name, createdAt: new Date().toISOString() });
      } else if (path === "catalog.topics" && inputs[String(index)]?.productId === extra.id) {
        body[index] = { result: { data: [{ id: extra.id, name: extra.topic }] } };
      }
    });
    await route.fulfill({ response, status: 200, json: body });
  });
}

function toast(page: Page, title: string): Locator {
  return page.getByRole("alert").filter({ hasText: title }).first();
}

function panel(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

async function openBot(page: Page, title: string): Promise<Locator> {
  await page.goto("/");
  const card = page
    .getByTestId(/^bot-card-/)
    .filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: /Try it/ }).click();
  const region = panel(page, title);
  await expect(region).toBeVisible();
  return region;
}

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(scope.getByRole("combobox", { name: label, exact: true })).toHaveValue(option);
}

async function pressGenerate(button: Locator): Promise<void> {
  // The button is aria-disabled (Playwright won't click it) and the panel may still be
  // smooth-scrolling into view, so a forced click at coordinates can miss: dispatch the click
  // on the element itself, as assistive technology would.
  await button.dispatchEvent("click");
}

async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function logIn(page: Page): Promise<void> {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email or Username").fill(e2eAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

/** The stored messages of a conversation, read the way the chat page reads them. */
async function conversationMessages(page: Page, conversationId: number) {
  const input = encodeURIComponent(JSON.stringify({ conversationId }));
  const response = await page.request.get(`/trpc/conversations.messages?input=${input}`);
  expect(response.ok()).toBe(true);
  const body: { result: { data: { role: string; content: string }[] } } = await response.json();
  return body.result.data;
}

test.describe("hero", () => {
  test("shows the copy, the 700 px starfield and the planet", async ({ page }) => {
    await page.goto("/");

    await expect(
      page.getByRole("heading", { name: "Generate Content Effortlessly" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Leverage AI to create newsletters, marketing emails, and high-value content for your audience",
      ),
    ).toBeVisible();
    await expect(page.getByText("No signup required")).toBeVisible();
    const starfield = page.getByTestId("starfield");
    await expect(starfield).toBeAttached();
    expect((await starfield.boundingBox())?.height).toBe(700);
    await expect(page.locator('img[src="/planet.svg"]')).toBeVisible();
  });

  test("'Try Our AI Bots' smooth-scrolls to the bots, stopping 100 px above them", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("#bots-section");
    await expect(page.getByRole("heading", { name: "Our AI Bots" })).not.toBeInViewport();

    await page.getByRole("button", { name: "Try Our AI Bots" }).click();

    await expect(page.getByRole("heading", { name: "Our AI Bots" })).toBeInViewport();
    await expect
      .poll(() => section.evaluate((element) => element.getBoundingClientRect().top))
      .toBeCloseTo(100, 0);
  });
});

test.describe("bots section", () => {
  test("a card toggles its panel, one panel at a time, and the panel scrolls into view", async ({
    page,
  }) => {
    await page.goto("/");
    const newsletterCard = page.getByTestId("bot-card-newsletter");
    const samCard = page.getByTestId("bot-card-sam");
    const newsletterToggle = newsletterCard.getByRole("button", { name: /Try it|Hide/ });
    const samToggle = samCard.getByRole("button", { name: /Try it|Hide/ });
    await expect(newsletterToggle).toHaveText("Try it");

    await newsletterToggle.click();

    await expect(newsletterToggle).toHaveText("Hide");
    await expect(newsletterToggle).toHaveAttribute("aria-expanded", "true");
    const newsletterPanel = panel(page, "Email Newsletter Bot");
    await expect(newsletterPanel).toBeVisible();
    await expect(newsletterPanel).toBeInViewport();

    // Clicking the card itself (not its button) switches to that bot.
    await samCard.getByRole("heading", { name: "SAM Content Bot" }).click();

    await expect(panel(page, "SAM Content Bot")).toBeVisible();
    await expect(newsletterPanel).toBeHidden();
    await expect(newsletterToggle).toHaveText("Try it");
    await expect(samToggle).toHaveText("Hide");

    await samToggle.click();

    await expect(panel(page, "SAM Content Bot")).toBeHidden();
    await expect(samToggle).toHaveText("Try it");
  });

  test("the image and cover cards open their panels", async ({ page }) => {
    const image = await openBot(page, "Image Generator");
    await expect(image.getByRole("button", { name: "Generate Image" })).toBeVisible();
    const cover = await openBot(page, "Publication Cover Generator");
    await expect(cover.getByRole("button", { name: "Generate Cover" })).toBeVisible();
  });
});

test.describe("newsletter panel", () => {
  test("validates, streams a newsletter, copies and regenerates it", async ({ page, context }) => {
    await grantClipboard(context);
    const region = await openBot(page, "Email Newsletter Bot");
    const generate = region.getByRole("button", { name: "Generate Newsletter" });
    const topic = region.getByRole("combobox", { name: "Select Topic", exact: true });
    const copy = region.getByRole("button", { name: "Copy", exact: true });
    const regenerate = region.getByRole("button", { name: "Regenerate", exact: true });
    await expect(generate).toBeDisabled();
    await expect(topic).toBeDisabled();
    await expect(copy).toBeDisabled();
    await expect(regenerate).toBeDisabled();
    await expect(region.getByText("Your newsletter will appear here")).toBeVisible();

    await pressGenerate(generate);

    const required = toast(page, generationMessages.selectionRequiredTitle);
    await expect(required).toContainText("Please select both a product and a topic.");

    await choose(page, region, "Select Product", PRODUCT);
    await expect(topic).toBeEnabled();
    await pressGenerate(generate);
    await expect(required).toContainText("Please select both a product and a topic.");

    await choose(page, region, "Select Topic", TOPIC);
    await expect(generate).toBeEnabled();
    await generate.click();

    await expect(region.getByRole("progressbar")).toBeVisible();
    await expect(toast(page, "Newsletter Generated")).toContainText(
      "Your newsletter content has been created successfully.",
    );
    const content = region.getByTestId("newsletter-content");
    await expect(content).toContainText(PRODUCT);
    const first = (await content.textContent()) ?? "";
    expect(first.length).toBeGreaterThan(200);
    // The formatter renders markup, never the raw markers.
    expect(first).not.toContain("**");
    await expect(region.getByRole("progressbar")).toBeHidden();

    await copy.click();

    await expect(toast(page, "Copied!")).toContainText("Content copied to clipboard.");
    expect((await readClipboard(page)).length).toBeGreaterThan(200);

    await regenerate.click();

    await expect(generate).toBeDisabled();
    await expect(toast(page, "Newsletter Generated")).toBeVisible();
    await expect(content).toContainText(PRODUCT);
    await expect(regenerate).toBeEnabled();
  });

  test("changing the product clears the topic and loads that product's topics", async ({
    page,
  }) => {
    await addCatalogProduct(page, EXTRA_PRODUCT);
    const region = await openBot(page, "Email Newsletter Bot");
    const topic = region.getByRole("combobox", { name: "Select Topic", exact: true });
    await choose(page, region, "Select Product", PRODUCT);
    await choose(page, region, "Select Topic", TOPIC);
    await expect(region.getByRole("button", { name: "Generate Newsletter" })).toBeEnabled();

    await choose(page, region, "Select Product", EXTRA_PRODUCT.name);

    await expect(topic).toHaveValue("");
    await expect(region.getByRole("button", { name: "Generate Newsletter" })).toBeDisabled();
    await topic.click();
    await expect(page.getByRole("option", { name: EXTRA_PRODUCT.topic })).toBeVisible();
    await expect(page.getByRole("option", { name: TOPIC })).toHaveCount(0);
  });

  test("a signed-out visitor is asked to log in before replying in chat", async ({ page }) => {
    const region = await openBot(page, "Email Newsletter Bot");
    await choose(page, region, "Select Product", PRODUCT);
    await choose(page, region, "Select Topic", TOPIC);
    await region.getByRole("button", { name: "Generate Newsletter" }).click();
    await expect(toast(page, "Newsletter Generated")).toBeVisible();

    await region.getByRole("button", { name: "Reply in Chat Assistant" }).click();

    const askToLogIn = toast(page, "Log in to continue");
    await expect(askToLogIn).toBeVisible();
    // Informative, not an error: an info toast, not the red error one.
    await expect(askToLogIn).toHaveAttribute("data-tone", "info");
    await askToLogIn.getByRole("link", { name: "Log in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  });
});

test.describe("SAM panel", () => {
  test("validates, generates, copies and regenerates marketing content", async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    const region = await openBot(page, "SAM Content Bot");
    const generate = region.getByRole("button", { name: "Generate SAM Content" });
    await expect(region.getByRole("combobox", { name: "Select Free Gift/Topic" })).toBeDisabled();

    await pressGenerate(generate);

    await expect(toast(page, "Selection Required")).toContainText(
      "Please select both a product and a free gift/topic.",
    );

    await choose(page, region, "Select Product", PRODUCT);
    await choose(page, region, "Select Free Gift/Topic", TOPIC);
    await generate.click();

    await expect(toast(page, "SAM Content Generated")).toContainText(
      "Your marketing content has been created successfully.",
    );
    const content = region.getByTestId("sam-content");
    await expect(content).toContainText(PRODUCT);

    await region.getByRole("button", { name: "Copy", exact: true }).click();

    await expect(toast(page, "Copied!")).toBeVisible();
    expect(await readClipboard(page)).toContain(PRODUCT);

    await region.getByRole("button", { name: "Regenerate", exact: true }).click();

    await expect(toast(page, "SAM Content Generated")).toBeVisible();
    await expect(content).toContainText(PRODUCT);
  });
});

test.describe("free gift panel", () => {
  test("validates, sends the custom topic, copies and regenerates", async ({ page, context }) => {
    await grantClipboard(context);
    const region = await openBot(page, "Free Gift Generator");
    const generate = region.getByRole("button", { name: "Generate Free Gift" });
    for (const label of Object.values(giftTypeLabels)) {
      await expect(region.getByRole("radio", { name: label })).toBeVisible();
    }
    await expect(region.getByRole("textbox", { name: "Custom topic" })).toHaveCount(0);

    await pressGenerate(generate);

    await expect(toast(page, "Selection Required")).toContainText(
      "Please select both a product and a gift type.",
    );

    await choose(page, region, "Select Product", PRODUCT);
    await region.getByRole("radio", { name: giftTypeLabels.custom }).click();
    const customTopic = region.getByRole("textbox", { name: "Custom topic" });
    await expect(customTopic).toBeVisible();
    await pressGenerate(generate);

    await expect(toast(page, "Custom Topic Required")).toContainText(
      "Please enter a custom topic.",
    );

    const angle = "Utility stocks for a falling-rate cycle";
    await customTopic.fill(angle);
    const request = page.waitForRequest((req) => req.url().includes("generation.generate"));
    await generate.click();

    expect((await request).postData() ?? "").toContain(angle);
    await expect(toast(page, "Free Gift Generated")).toContainText(
      "Your free gift content has been created successfully.",
    );
    const content = region.getByTestId("gift-content");
    await expect(content).toContainText(angle);

    await region.getByRole("button", { name: "Copy content" }).click();

    await expect(toast(page, "Copied!")).toBeVisible();
    expect(await readClipboard(page)).toContain(angle);

    await region.getByRole("button", { name: "Regenerate Content" }).click();

    await expect(toast(page, "Free Gift Generated")).toBeVisible();
    await expect(content).toContainText(angle);
    await expect(region.getByRole("button", { name: "Regenerate", exact: true })).toBeEnabled();

    // Switching away from custom hides the topic input.
    await region.getByRole("radio", { name: giftTypeLabels.long_tail }).click();
    await expect(customTopic).toHaveCount(0);
  });
});

test.describe("reply in chat assistant, signed in", () => {
  const cases = [
    {
      bot: "Email Newsletter Bot",
      generate: "Generate Newsletter",
      topicLabel: "Select Topic",
      success: "Newsletter Generated",
      prefix: "The following newsletter was generated:",
    },
    {
      bot: "SAM Content Bot",
      generate: "Generate SAM Content",
      topicLabel: "Select Free Gift/Topic",
      success: "SAM Content Generated",
      prefix: "The following SAM content was generated:",
    },
    {
      bot: "Free Gift Generator",
      generate: "Generate Free Gift",
      topicLabel: null,
      success: "Free Gift Generated",
      prefix: "The following free gift idea was generated:",
    },
  ] as const;

  for (const item of cases) {
    test(`${item.bot} hands its draft to a new conversation`, async ({ page }) => {
      await logIn(page);
      const region = await openBot(page, item.bot);
      await choose(page, region, "Select Product", PRODUCT);
      if (item.topicLabel) {
        await choose(page, region, item.topicLabel, TOPIC);
      } else {
        await region.getByRole("radio", { name: giftTypeLabels.high_volume }).click();
      }
      await region.getByRole("button", { name: item.generate }).click();
      await expect(toast(page, item.success)).toBeVisible();

      await region.getByRole("button", { name: "Reply in Chat Assistant" }).click();

      await expect(page).toHaveURL(/\/chat\/\d+$/);
      await expect(toast(page, chatMessages.createdTitle)).toContainText(
        chatMessages.handoffCreated,
      );
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      const messages = await conversationMessages(page, id);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.role).toBe("system");
      expect(messages[0]?.content.startsWith(`${item.prefix}\n\n`)).toBe(true);
      expect(messages[0]?.content).toContain(PRODUCT);
      expect(messages[0]?.content.length).toBeGreaterThan(200);
      const shown = page.getByRole("main").getByText(item.prefix);
      if ((await shown.count()) > 0) await expect(shown.first()).toBeVisible();
    });
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the newsletter panel fits and generates", async ({ page }) => {
    const region = await openBot(page, "Email Newsletter Bot");
    await choose(page, region, "Select Product", PRODUCT);
    await choose(page, region, "Select Topic", TOPIC);
    await region.getByRole("button", { name: "Generate Newsletter" }).click();
    await expect(toast(page, "Newsletter Generated")).toBeVisible();
    await expect(region.getByRole("button", { name: "Reply in Chat Assistant" })).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

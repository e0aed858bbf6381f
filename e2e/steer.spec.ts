import { expect, type Locator, type Page, test } from "@playwright/test";
import { knowledgeMessages, knowledgeUploadMessages } from "@studio/shared";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { e2eAdmin } from "./fixtures";

/**
 * Issue 16 walked end to end: steer a draft with the Options section, see the knowledge it used
 * and open a source, and grow the knowledge base from a PDF and a DOCX.
 */
const PRODUCT = "Dividend Growth Insider";
const TOPIC = "Building retirement income with dividend growers";
const run = Date.now().toString(36);

function toast(page: Page, title: string) {
  return page.getByRole("alert").filter({ hasText: title });
}

async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function openNewsletter(page: Page): Promise<Locator> {
  await page.goto("/");
  const card = page
    .getByTestId(/^bot-card-/)
    .filter({ has: page.getByRole("heading", { name: "Email Newsletter Bot" }) });
  await card.getByRole("button", { name: /Try it/ }).click();
  const region = page.getByRole("region", { name: "Email Newsletter Bot" });
  await expect(region).toBeVisible();
  return region;
}

test("options steer the draft, are remembered, and the sources open", async ({ page }) => {
  const region = await openNewsletter(page);
  await choose(page, region, "Select Product", PRODUCT);
  await choose(page, region, "Select Topic", TOPIC);

  await region.getByRole("button", { name: "Options" }).click();
  await choose(page, region, "Tone", "Friendly");
  await choose(page, region, "Length", "Long (800–1200 words)");
  await region.getByRole("textbox", { name: "Audience" }).fill("new retirees");
  const instructions = `Mention the spring webinar ${run}`;
  await region.getByRole("textbox", { name: "Instructions" }).fill(instructions);
  const request = page.waitForRequest((req) => req.url().includes("generation.generate"));
  await region.getByRole("button", { name: "Generate Newsletter" }).click();

  const body = (await request).postData() ?? "";
  expect(body).toContain('"tone":"friendly"');
  expect(body).toContain('"length":"long"');
  expect(body).toContain("new retirees");
  await expect(toast(page, "Newsletter Generated")).toBeVisible();
  const content = region.getByTestId("newsletter-content");
  await expect(content).toContainText("Hi there,");
  const text = (await content.textContent()) ?? "";
  expect(text).not.toContain(instructions);
  expect(text.split(/\s+/).length).toBeGreaterThan(700);

  const sources = region.getByRole("group", { name: "Sources" });
  const chip = sources.getByRole("button", { name: /^Open source: / }).first();
  await expect(chip).toBeVisible();
  const name = (await chip.textContent())?.trim() ?? "";
  await chip.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("source-content")).not.toBeEmpty();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Remembered per bot in this browser.
  const again = await openNewsletter(page);
  await again.getByRole("button", { name: "Options (4)" }).click();
  await expect(again.getByRole("combobox", { name: "Tone", exact: true })).toHaveValue("Friendly");
  await expect(again.getByRole("textbox", { name: "Audience" })).toHaveValue("new retirees");
});

async function pdfFixture(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, font, size: 12 });
  return Buffer.from(await pdf.save());
}

async function docxFixture(heading: string, body: string): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          new Paragraph(body),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function uploadDocument(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole("button", { name: knowledgeUploadMessages.button }).click();
  const dialog = page.getByRole("dialog", { name: knowledgeUploadMessages.dialog });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await choose(page, dialog, "Product", PRODUCT);
  await choose(page, dialog, "Bot Type", "Newsletter Bot");
  await dialog.getByRole("button", { name: knowledgeUploadMessages.submit }).click();
  // The newest: the previous upload's toast may still be showing when this one opens.
  await expect(toast(page, knowledgeUploadMessages.created).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function viewEntry(page: Page, name: string): Promise<Locator> {
  await page.getByRole("textbox", { name: knowledgeMessages.search }).fill(name);
  await page.getByRole("button", { name: `View ${name}`, exact: true }).click();
  return page.getByRole("dialog", { name });
}

test("an administrator grows the knowledge base from a PDF and a DOCX", async ({ page }) => {
  const login = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
  });
  expect(login.ok()).toBe(true);
  await page.goto("/admin?tab=knowledge-base");

  const pdfText = `Dividend cover above two is comfortable ${run}`;
  await uploadDocument(page, {
    name: `Research ${run}.pdf`,
    mimeType: "application/pdf",
    buffer: await pdfFixture(pdfText),
  });
  const pdfEntry = await viewEntry(page, `Research ${run}`);
  await expect(pdfEntry).toContainText(pdfText);
  await pdfEntry.getByRole("button", { name: "Close" }).click();

  const heading = `Ladder basics ${run}`;
  await uploadDocument(page, {
    name: "ladders.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await docxFixture(heading, "A bond ladder spreads maturities across years."),
  });
  const docxEntry = await viewEntry(page, heading);
  await expect(docxEntry).toContainText("A bond ladder spreads maturities across years.");
});

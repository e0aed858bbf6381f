import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { e2eAdmin } from "./fixtures";
import { generateNewsletterAndOpen, selectText, signedInPage } from "./steps";

/**
 * A writer and a reviewer through review in the browser (issue 24): the administrator makes a
 * reviewer account; the writer generates an item and submits it; the reviewer finds it on the
 * Review page, comments on a sentence and requests changes; the writer sees the note and the
 * comment, fixes the text and submits again; the reviewer approves, giving a reason for each
 * blocking flag, and downloads the record PDF, which names them as the approver. Two accounts,
 * even though this server allows self-approval.
 */

const PRODUCT = "Dividend Growth Insider";
const TOPIC = "Building retirement income with dividend growers";
const run = Date.now().toString(36);
const SENTENCE = "Dividend growers raise their payouts in most years.";
const TEXT = `##Income letter##\n\n${SENTENCE} Yields near 3% are common.\n\nPast results differ.`;
/** The fix adds a promise the rulebook blocks, so the approval needs a reason per flag. */
const FIXED = `##Income letter##\n\n${SENTENCE} Payouts can also be cut. This fund guarantees a 12% income.\n\nPast results differ.`;

/**
 * The text a pdf-lib PDF shows: its content streams inflated, and the strings of their text
 * operators (hex, as pdf-lib writes standard-font text, or literal) decoded.
 */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    const raw = Buffer.from(object.contents);
    let body: string;
    try {
      body = (filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    } catch {
      continue;
    }
    for (const match of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      parts.push(
        match[1] !== undefined ? Buffer.from(match[1], "hex").toString("latin1") : (match[2] ?? ""),
      );
    }
  }
  return parts.join(" ");
}

test("writer and reviewer: submit → comment → request changes → fix → approve → record PDF", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, e2eAdmin);
  const writerName = `writer_${run}`;
  const reviewerName = `reviewer_${run}`;
  for (const [username, role] of [
    [writerName, "user"],
    [reviewerName, "reviewer"],
  ] as const) {
    const created = await admin.request.post("/api/users", {
      data: { username, email: `${username}@example.com`, password: `${role}-pass-1`, role },
    });
    expect(created.status()).toBe(201);
  }

  // The writer generates a newsletter, gives it a known text and submits it.
  const writer = await signedInPage(browser, { username: writerName, password: "user-pass-1" });
  await expect(writer.getByRole("link", { name: "Review", exact: true })).toHaveCount(0);
  const id = await generateNewsletterAndOpen(writer, PRODUCT, TOPIC);
  const itemUrl = `/content/${id}`;
  const saved = await writer.request.put(`/api/content/${id}`, {
    data: { content: TEXT, expectedVersion: 1 },
  });
  expect(saved.ok()).toBe(true);
  expect(await saved.json()).toMatchObject({ version: 2 });
  await writer.reload();
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await expect(writer.getByTestId("status-badge")).toHaveText("In review");

  // The reviewer finds it on the Review page (a writer cannot open that page).
  const reviewer = await signedInPage(browser, {
    username: reviewerName,
    password: "reviewer-pass-1",
  });
  await reviewer.getByRole("link", { name: "Review", exact: true }).first().click();
  await expect(reviewer).toHaveURL(/\/review$/);
  const row = reviewer.getByTestId("review-queue-row").filter({
    has: reviewer.locator(`a[href="${itemUrl}"]`),
  });
  await expect(row).toBeVisible();
  await row.getByRole("link").click();
  await expect(reviewer).toHaveURL(new RegExp(`${itemUrl}$`));

  // … comments on a sentence and sends the item back with a note.
  await expect(reviewer.getByTestId("commented-text")).toContainText(SENTENCE);
  await selectText(reviewer, SENTENCE);
  await reviewer.getByRole("button", { name: "Comment", exact: true }).click();
  await reviewer.getByLabel("Your comment").fill("Say that payouts can also be cut.");
  await reviewer.getByRole("button", { name: "Add comment" }).click();
  await expect(reviewer.getByTestId("comment-mark")).toHaveText(SENTENCE);
  await reviewer.getByRole("button", { name: "Request changes" }).click();
  await reviewer.getByRole("dialog").getByRole("textbox").fill("Balance the income claims.");
  await reviewer
    .getByRole("dialog")
    .getByRole("button", { name: /Send back/ })
    .click();
  await expect(reviewer.getByTestId("status-badge")).toHaveText("Draft");

  // The writer sees the note and the comment, fixes the text and submits again.
  await writer.reload();
  await expect(writer.getByTestId("change-request")).toContainText("Balance the income claims.");
  const thread = writer.getByRole("article", { name: `Comment by ${reviewerName}` });
  await expect(thread).toContainText("Say that payouts can also be cut.");
  await writer.getByRole("textbox", { name: "Content" }).fill(FIXED);
  await writer.getByRole("button", { name: "Save new version" }).click();
  await expect(writer.getByRole("textbox", { name: "Content" })).toHaveValue(FIXED);
  await expect(writer.getByRole("button", { name: "Save new version" })).toBeDisabled();
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await expect(writer.getByTestId("status-badge")).toHaveText("In review");
  await expect(writer.getByTestId("change-request")).toHaveCount(0);

  // The reviewer approves version 3, with a reason for each blocking flag.
  await reviewer.reload();
  await expect(reviewer.getByTestId("status-badge")).toHaveText("In review");
  await reviewer.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = reviewer.getByRole("dialog", { name: "Approve with reasons" });
  const reasons = dialog.getByRole("textbox", { name: /^Reason for "/ });
  await expect(reasons.first()).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Approve with reasons" });
  await expect(confirm).toBeDisabled();
  const count = await reasons.count();
  for (let i = 0; i < count; i += 1) {
    await reasons.nth(i).fill(`Checked with counsel (${i + 1})`);
  }
  await confirm.click();
  await expect(reviewer.getByTestId("status-badge")).toHaveText("Approved");
  const approval = reviewer.getByTestId("approval");
  await expect(approval).toContainText("Version 3 approved");

  // The record PDF names the reviewer as the approver, and each flag's reason.
  const downloading = reviewer.waitForEvent("download");
  await approval.getByRole("link", { name: "Record (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-v3-record\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(bytes);
  expect(text).toContain(reviewerName);
  expect(text).toContain("Checked with counsel (1)");

  await admin.context().close();
  await writer.context().close();
  await reviewer.context().close();
});

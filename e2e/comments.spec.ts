import { expect, test } from "@playwright/test";
import { e2eAdmin } from "./fixtures";
import { generateNewsletterAndOpen, selectText, signedInPage } from "./steps";

/**
 * Review comments and notifications in the browser: an administrator comments on a sentence of
 * a writer's item and sends it back; the writer sees the comment beside the text, a count on the
 * bell and the reviewer's note on top of the editor; an edit moves the text and the comment
 * follows it; the writer replies and resolves; submitting again clears the note.
 */

const PRODUCT = "Dividend Growth Insider";
const TOPIC = "Building retirement income with dividend growers";
const run = Date.now().toString(36);
const SENTENCE = "Dividend growers raise their payouts every year.";
const TEXT = `##Income letter##\n\n${SENTENCE} Yields near 3% are common.\n\nPast results differ.`;

test("comment on a sentence → bell → note on top → edit re-anchors → reply → resolve → resubmit", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInPage(browser, e2eAdmin);
  const writerName = `writer_${run}`;
  const created = await admin.request.post("/api/users", {
    data: { username: writerName, email: `${writerName}@example.com`, password: "writer-pass-1" },
  });
  expect(created.ok()).toBe(true);

  // The writer generates a newsletter and gives it a known text.
  const writer = await signedInPage(browser, { username: writerName, password: "writer-pass-1" });
  const id = await generateNewsletterAndOpen(writer, PRODUCT, TOPIC);
  const itemUrl = `/content/${id}`;
  expect((await writer.request.put(`/api/content/${id}`, { data: { content: TEXT } })).ok()).toBe(
    true,
  );
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await expect(writer.getByTestId("status-badge")).toHaveText("In review");

  // The administrator comments on the sentence, then sends the item back with a note.
  await admin.goto(itemUrl);
  await expect(admin.getByTestId("commented-text")).toContainText(SENTENCE);
  await selectText(admin, SENTENCE);
  await admin.getByRole("button", { name: "Comment", exact: true }).click();
  await admin.getByLabel("Your comment").fill("Say that payouts can also be cut.");
  await admin.getByRole("button", { name: "Add comment" }).click();
  const adminThread = admin.getByRole("article", { name: `Comment by ${e2eAdmin.username}` });
  await expect(adminThread).toContainText(`“${SENTENCE}”`);
  await expect(admin.getByTestId("comment-mark")).toHaveText(SENTENCE);
  await admin.getByRole("button", { name: "Request changes" }).click();
  await admin.getByRole("dialog").getByRole("textbox").fill("Balance the income claims.");
  await admin
    .getByRole("dialog")
    .getByRole("button", { name: /Send back/ })
    .click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Draft");

  // The writer: a count on the bell, the note on top, the comment beside its sentence.
  await writer.reload();
  const bell = writer.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(bell).toBeVisible();
  const note = writer.getByTestId("change-request");
  await expect(note).toContainText("Balance the income claims.");
  const thread = writer.getByRole("article", { name: `Comment by ${e2eAdmin.username}` });
  await expect(thread).toContainText("Say that payouts can also be cut.");
  await expect(thread).toContainText(`“${SENTENCE}”`);
  await expect(writer.getByTestId("comment-mark")).toHaveText(SENTENCE);
  const column = await writer.getByTestId("comment-column").boundingBox();
  const text = await writer.getByTestId("commented-text").boundingBox();
  expect(column && text && column.x > text.x + text.width - 1).toBe(true);

  // The inbox lists both; opening one marks it read and leads to the item.
  await bell.click();
  const drawer = writer.getByRole("dialog", { name: "Notifications" });
  await expect(drawer.getByTestId("notification")).toHaveCount(2);
  await expect(drawer.getByTestId("notification").first()).toContainText("requested changes to");
  await drawer.getByTestId("notification").first().click();
  await expect(writer).toHaveURL(new RegExp(`${itemUrl}$`));
  await expect(writer.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

  // An edit puts a sentence before the commented one: the comment follows its sentence.
  const content = writer.getByRole("textbox", { name: "Content" });
  await content.fill(TEXT.replace(SENTENCE, `Payouts can be cut in hard years. ${SENTENCE}`));
  await writer.getByRole("button", { name: "Save new version" }).click();
  await expect(writer.getByText("Version 3", { exact: false }).first()).toBeVisible();
  await expect(writer.getByTestId("commented-text")).toContainText("Payouts can be cut");
  await expect(writer.getByTestId("comment-mark")).toHaveText(SENTENCE);
  await expect(thread).not.toHaveAttribute("data-outdated");
  await expect(note).toBeVisible();

  // Reply, then resolve: the thread folds away.
  await thread.getByRole("button", { name: "Reply" }).click();
  await thread.getByLabel("Reply").fill("Added a line about cuts.");
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(thread).toContainText("Added a line about cuts.");
  await thread.getByRole("button", { name: "Resolve" }).click();
  await expect(thread).toHaveCount(0);
  await expect(writer.getByTestId("comment-mark")).toHaveCount(0);
  await writer.getByRole("button", { name: "Show 1 resolved" }).click();
  await expect(thread).toContainText("Resolved");

  // On a phone the comments sit below the text, and the bell stays in the header.
  await writer.setViewportSize({ width: 390, height: 844 });
  const phoneText = await writer.getByTestId("commented-text").boundingBox();
  const phoneColumn = await writer.getByTestId("comment-column").boundingBox();
  expect(phoneText && phoneColumn && phoneColumn.y > phoneText.y).toBe(true);
  await expect(writer.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  await writer.setViewportSize({ width: 1280, height: 720 });

  // Submitting again clears the note; the reviewer hears of the reply and the submission.
  await writer.getByRole("button", { name: "Submit for review" }).click();
  await expect(writer.getByTestId("status-badge")).toHaveText("In review");
  await expect(note).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole("button", { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await admin.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const adminInbox = admin.getByRole("dialog", { name: "Notifications" });
  await expect(adminInbox).toContainText(`${writerName} replied to your comment`);
  await expect(adminInbox).toContainText(`${writerName} submitted`);
});

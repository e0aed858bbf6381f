import { expect, type Page, test } from "@playwright/test";
import { commonAdmin, generationMessages, TOASTS, TOOLTIPS } from "@studio/shared";
import { e2eAdmin } from "./fixtures";
import { openNewsletterPanel } from "./steps";

/** SPEC 9's keyboard and hover timing: the toast focus hotkey, tooltip open and skip delays. */

const PRODUCT = "Dividend Growth Insider";

function centre(box: { x: number; y: number; width: number; height: number } | null) {
  if (!box) throw new Error("element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function signIn(page: Page) {
  const response = await page.request.post("/api/login", {
    data: { username: e2eAdmin.username, password: e2eAdmin.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
}

test("F8 moves keyboard focus to the visible toast", async ({ page }) => {
  const region = await openNewsletterPanel(page);
  // Generate without a selection: the panel answers with a toast.
  await region.getByRole("button", { name: "Generate Newsletter" }).dispatchEvent("click");
  const toast = page
    .getByRole("alert")
    .filter({ hasText: generationMessages.selectionRequiredTitle })
    .first();
  await expect(toast).toBeVisible();
  await expect(toast).not.toBeFocused();

  await page.keyboard.press(TOASTS.focusHotkey);

  await expect(toast).toBeFocused();
  // From there the toast's own close button is the next stop.
  await page.keyboard.press("Tab");
  await expect(toast.getByRole("button")).toBeFocused();
});

test("tooltips open after the open delay; a neighbour within the skip delay opens at once", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin?tab=products");
  const row = page.getByRole("row", { name: new RegExp(PRODUCT) });
  const edit = row.getByRole("button", { name: `${commonAdmin.edit} ${PRODUCT}` });
  const remove = row.getByRole("button", { name: `${commonAdmin.delete} ${PRODUCT}` });
  await expect(edit).toBeVisible();

  await edit.hover();
  // Not yet: the open delay has not passed (a hint can only be late, never early).
  await page.waitForTimeout(TOOLTIPS.openDelayMs / 2);
  await expect(page.getByRole("tooltip", { name: commonAdmin.edit })).toBeHidden();
  await expect(page.getByRole("tooltip", { name: commonAdmin.edit })).toBeVisible();

  // Off the button (the hint closes), then onto its neighbour within the skip delay: the
  // neighbour's hint shows well before a fresh open delay would end. Raw mouse moves to points
  // measured beforehand, so the gap stays a few milliseconds even on a busy machine.
  const away = centre(await row.getByRole("cell", { name: PRODUCT, exact: true }).boundingBox());
  const target = centre(await remove.boundingBox());
  await page.mouse.move(away.x, away.y);
  await page.mouse.move(target.x, target.y);
  await expect(page.getByRole("tooltip", { name: commonAdmin.delete })).toBeVisible({
    timeout: TOOLTIPS.openDelayMs - 150,
  });
});

import { expect, type Locator } from "@playwright/test";

/**
 * Every badge in `scope` shows its whole label: none is cut to "NO ISSUES F…" or "STOP…"
 * (issue 27), and none reaches past the viewport's right edge.
 */
export async function expectBadgesWhole(scope: Locator, viewportWidth: number): Promise<void> {
  const badges = scope.locator(".mantine-Badge-root");
  const count = await badges.count();
  expect(count, "badges to check").toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const badge = badges.nth(i);
    if (!(await badge.isVisible())) continue;
    const shown = await badge.evaluate((root) => {
      const label = root.querySelector(".mantine-Badge-label") ?? root;
      const box = root.getBoundingClientRect();
      return {
        text: label.textContent ?? "",
        cut: label.scrollWidth > label.clientWidth + 1,
        right: box.right,
      };
    });
    expect(shown.cut, `badge "${shown.text}" is cut`).toBe(false);
    expect(shown.right, `badge "${shown.text}" is off screen`).toBeLessThanOrEqual(viewportWidth);
  }
}

/** Whether two boxes share any area. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

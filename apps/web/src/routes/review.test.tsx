import {
  type CurrentUser,
  type ReviewQueueItemDto,
  type Role,
  reviewQueueMessages,
} from "@studio/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { navItems } from "../components/nav-items";
import { strings } from "../lib/strings";
import { fakeApi } from "../testing/fake-api";
import { renderWithApp } from "../testing/render";
import ReviewRoute from "./review";

const person = (role: Role): CurrentUser => ({
  id: 5,
  username: `${role}-5`,
  email: "p@example.com",
  role,
  approved: true,
  createdAt: "2026-11-01T00:00:00.000Z",
});

const row = (id: number, title: string, extra: Partial<ReviewQueueItemDto> = {}) => ({
  id,
  title,
  kind: "newsletter" as const,
  productId: 1,
  productName: "Income Letter",
  ownerId: 7,
  ownerName: "Dana",
  version: 2,
  submittedAt: "2026-11-20T09:00:00.000Z",
  flags: { block: 1, warn: 2 },
  openComments: 3,
  ...extra,
});

function renderAs(role: Role) {
  const api = fakeApi({
    "auth.me": () => person(role),
    "review.queue": () => ({
      items: [row(11, "Oldest piece"), row(12, "Newer piece", { flags: null, openComments: 0 })],
      nextCursor: null,
    }),
  });
  return { ...renderWithApp(<ReviewRoute />, { api, route: "/review" }), api };
}

describe("/review", () => {
  it.each(["reviewer", "admin"] as const)(
    "shows a %s the queue in the server's order, each row linking to its item",
    async (role) => {
      renderAs(role);
      const table = await screen.findByRole("table", { name: reviewQueueMessages.title });
      const rows = within(table).getAllByTestId("review-queue-row");
      expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual([
        "Oldest piece",
        "Newer piece",
      ]);
      expect(within(rows[0]!).getByRole("link").getAttribute("href")).toBe("/content/11");
      expect(within(rows[0]!).getByText(reviewQueueMessages.blocking(1))).toBeTruthy();
      expect(within(rows[0]!).getByText(reviewQueueMessages.warnings(2))).toBeTruthy();
      expect(within(rows[0]!).getByText(reviewQueueMessages.openComments(3))).toBeTruthy();
      expect(within(rows[1]!).getByText(reviewQueueMessages.notChecked)).toBeTruthy();
    },
  );

  it("shows a writer the app's not-found page and never asks for the queue", async () => {
    const { api } = renderAs("user");
    expect(await screen.findByText(strings.notFound.title)).toBeTruthy();
    expect(api.inputsTo("review.queue")).toEqual([]);
  });
});

describe("the header's Review link", () => {
  it("is shown to reviewers and administrators only", () => {
    const labels = (role: Role) => navItems(person(role), false).map((item) => item.label);
    expect(labels("reviewer")).toContain(strings.nav.review);
    expect(labels("admin")).toContain(strings.nav.review);
    expect(labels("user")).not.toContain(strings.nav.review);
    expect(navItems(null, false).map((i) => i.label)).not.toContain(strings.nav.review);
  });
});

import { type DashboardDto, reviewQueueMessages } from "@studio/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../testing/fake-api";
import { renderWithApp } from "../../../testing/render";
import { DashboardPanel } from "./dashboard-panel";

function renderDashboard(reviewTimes: DashboardDto["reviewTimes"]) {
  const dashboard: DashboardDto = {
    counts: { products: 2, topics: 3, generated: 4 },
    recent: [],
    reviewTimes,
  };
  return renderWithApp(<DashboardPanel />, {
    api: fakeApi({ "admin.dashboard": () => dashboard }),
  });
}

describe("the dashboard's review times", () => {
  it("shows each product's median time from submission to approval", async () => {
    renderDashboard([
      { productId: 1, productName: "Income Letter", medianSeconds: 3 * 3600, approvals: 3 },
      { productId: null, productName: null, medianSeconds: 900, approvals: 1 },
    ]);
    const table = await screen.findByRole("table", { name: reviewQueueMessages.reviewTimesTitle });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "Income Letter3 h3 approvals",
      `${reviewQueueMessages.noProduct}15 min1 approval`,
    ]);
  });

  it("says so when nothing was approved in the window", async () => {
    renderDashboard([]);
    expect(await screen.findByText(reviewQueueMessages.reviewTimesEmpty)).toBeTruthy();
  });
});

import { emailMessages } from "@studio/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentItem } from "../../testing/content-item";
import { fakeApi, trpcError } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { SendTestButton } from "./send-test-button";

const ME = {
  id: 7,
  username: "dana",
  email: "dana@example.com",
  role: "user",
  approved: true,
  createdAt: "2026-11-20T09:30:00.000Z",
};

function render(status: "draft" | "approved", sendTest: () => unknown, me: object = ME) {
  const api = fakeApi({ "auth.me": () => me, "content.sendTest": sendTest });
  renderWithApp(<SendTestButton item={contentItem({ status })} />, { api });
  return api;
}

const button = () =>
  screen.findByRole("button", { name: `${emailMessages.sendTestButton} (to ${ME.email})` });

describe("Send me a test", () => {
  it("sends the approved email to my own address and says so", async () => {
    const api = render("approved", () => ({ messageId: "<1@x>" }));
    const send = await button();
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(emailMessages.sendTestSent(ME.email))).toBeTruthy();
    expect(api.calls.find((c) => c.path === "content.sendTest")?.input).toEqual({
      id: 42,
      to: ME.email,
    });
  });

  it("shows the server's reason when the send fails", async () => {
    render("approved", () => trpcError("CONFLICT", emailMessages.smtpMissing));
    const send = await button();
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(emailMessages.smtpMissing)).toBeTruthy();
  });

  it("is disabled with a reason until the item is approved", async () => {
    const api = render("draft", () => ({ messageId: "<1@x>" }));
    const send = await button();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId("send-test-disabled"));
    expect(await screen.findByText(emailMessages.sendTestNeedsApproval)).toBeTruthy();
    expect(api.calls.some((c) => c.path === "content.sendTest")).toBe(false);
  });

  it("is not offered to a reviewer of someone else's item (a send records a use)", async () => {
    render("approved", () => ({ messageId: "<1@x>" }), { ...ME, id: 3, role: "reviewer" });
    await waitFor(() => expect(screen.queryByRole("button")).toBeNull());
  });
});

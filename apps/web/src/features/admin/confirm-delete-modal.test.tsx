import { commonAdmin } from "@studio/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { ConfirmRowDeleteModal } from "./confirm-delete-modal";

const hook = { id: 7, url: "https://example.com/hook" };

describe("ConfirmRowDeleteModal", () => {
  it("asks about the row and deletes it by id on the second click", async () => {
    // Arrange
    const remove = { mutate: vi.fn(), isPending: false };
    const { user } = renderWithApp(
      <ConfirmRowDeleteModal
        row={hook}
        onClose={vi.fn()}
        remove={remove}
        title="Delete the webhook?"
        message={(row) => (row ? `Deliveries to ${row.url} stop.` : "")}
      />,
    );
    expect(screen.getByText("Deliveries to https://example.com/hook stop.")).toBeTruthy();

    // Act
    await user.click(screen.getByRole("button", { name: commonAdmin.delete }));

    // Assert
    expect(remove.mutate).toHaveBeenCalledWith({ id: 7 });
  });

  it("is closed while no row waits, and Cancel closes it without deleting", async () => {
    // Arrange
    const remove = { mutate: vi.fn(), isPending: false };
    const onClose = vi.fn();
    const closed = renderWithApp(
      <ConfirmRowDeleteModal
        row={null}
        onClose={onClose}
        remove={remove}
        title="Delete the webhook?"
        message={() => "Gone for good."}
      />,
    );
    expect(screen.queryByText("Gone for good.")).toBeNull();
    closed.unmount();
    const { user } = renderWithApp(
      <ConfirmRowDeleteModal
        row={hook}
        onClose={onClose}
        remove={remove}
        title="Delete the webhook?"
        message={() => "Gone for good."}
        confirmLabel="Revoke"
      />,
    );

    // Act
    await user.click(screen.getByRole("button", { name: /cancel/i }));

    // Assert
    expect(screen.getByRole("button", { name: "Revoke" })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(remove.mutate).not.toHaveBeenCalled();
  });
});

import {
  type AdminProductDto,
  commonAdmin,
  DISCLAIMER_LABEL,
  DISCLAIMER_MAX,
  NAME_MAX,
  productMessages,
  validationMessages,
} from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../testing/fake-api";
import { renderWithApp } from "../../../testing/render";
import { ProductFormModal } from "./product-form-modal";

const income: AdminProductDto = {
  id: 3,
  name: "The Income Investor",
  createdAt: "2026-09-01T08:00:00.000Z",
  disclaimer: "This is not investment advice.",
};

/** The products panel's dialog, open on `row` (null: adding); closing it takes it away. */
function ProductDialog({ row }: { row: AdminProductDto | null }) {
  const [opened, setOpened] = useState(true);
  return (
    <ProductFormModal
      dialog={{ row, opened, open: () => setOpened(true), close: () => setOpened(false) }}
    />
  );
}

/** A server that stores what it is sent, as the admin router answers it. */
function productServer() {
  const answer = (input: unknown, id: number): AdminProductDto => {
    const { name, disclaimer } = input as { name: string; disclaimer: string | null };
    return { id, name, disclaimer, createdAt: "2026-11-26T10:00:00.000Z" };
  };
  return fakeApi({
    "admin.products.create": (input) => answer(input, 9),
    "admin.products.update": (input) => answer(input, (input as { id: number }).id),
  });
}

function renderDialog(row: AdminProductDto | null) {
  return renderWithApp(<ProductDialog row={row} />, { api: productServer() });
}

const nameField = () => screen.getByRole("textbox", { name: commonAdmin.name });
const disclaimerField = () => screen.getByRole("textbox", { name: DISCLAIMER_LABEL });

describe("product form", () => {
  it("adds with labelled fields; Create waits for a name", async () => {
    const { user } = renderDialog(null);

    const dialog = screen.getByRole("dialog", { name: productMessages.addDialog });
    expect(nameField()).toHaveProperty("value", "");
    expect(disclaimerField()).toHaveProperty("value", "");
    const create = within(dialog).getByRole("button", { name: commonAdmin.create });
    expect(create).toHaveProperty("disabled", true);

    await user.type(nameField(), "   ");
    expect(create).toHaveProperty("disabled", true);
    await user.type(nameField(), "Growth Letter");
    expect(create).toHaveProperty("disabled", false);
  });

  it("shows the shared schema's message for a name that is too long, and sends nothing", async () => {
    const { user, api } = renderDialog(null);

    await user.click(nameField());
    await user.paste("x".repeat(NAME_MAX + 1));
    await user.click(screen.getByRole("button", { name: commonAdmin.create }));

    const message = validationMessages.tooLong("Name", NAME_MAX);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(nameField().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toEqual([]);
  });

  it("shows the shared schema's message for a disclaimer that is too long", async () => {
    const { user, api } = renderDialog(null);

    await user.type(nameField(), "Growth Letter");
    await user.click(disclaimerField());
    await user.paste("y".repeat(DISCLAIMER_MAX + 1));
    await user.click(screen.getByRole("button", { name: commonAdmin.create }));

    expect(
      await screen.findByText(validationMessages.tooLong("Disclaimer", DISCLAIMER_MAX)),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("creates the product from the typed values, trimmed, then confirms and closes", async () => {
    const { user, api } = renderDialog(null);

    await user.type(nameField(), "  Growth Letter ");
    await user.type(disclaimerField(), " Capital at risk. ");
    await user.click(screen.getByRole("button", { name: commonAdmin.create }));

    await waitFor(() =>
      expect(api.inputsTo("admin.products.create")).toEqual([
        { name: "Growth Letter", disclaimer: "Capital at risk." },
      ]),
    );
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(productMessages.created)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: productMessages.addDialog })).toBeNull(),
    );
  });

  it("edits a product from its values; a cleared disclaimer is sent as none", async () => {
    const { user, api } = renderDialog(income);

    const dialog = await screen.findByRole("dialog", { name: productMessages.editDialog });
    await waitFor(() => expect(nameField()).toHaveProperty("value", income.name));
    expect(disclaimerField()).toHaveProperty("value", income.disclaimer);

    await user.clear(disclaimerField());
    await user.click(within(dialog).getByRole("button", { name: commonAdmin.update }));

    await waitFor(() =>
      expect(api.inputsTo("admin.products.update")).toEqual([
        { id: 3, name: "The Income Investor", disclaimer: null },
      ]),
    );
    expect(api.inputsTo("admin.products.create")).toEqual([]);
  });
});

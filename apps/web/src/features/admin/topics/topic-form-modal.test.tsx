import {
  botTypeLabels,
  commonAdmin,
  NAME_MAX,
  type ProductDto,
  type TopicDto,
  topicMessages,
  validationMessages,
} from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../testing/fake-api";
import { renderWithApp } from "../../../testing/render";
import { TopicFormModal } from "./topic-form-modal";

const products: ProductDto[] = [
  { id: 3, name: "The Income Investor", createdAt: "2026-09-01T08:00:00.000Z" },
  { id: 5, name: "Growth Letter", createdAt: "2026-09-02T08:00:00.000Z" },
];

const dividends: TopicDto = {
  id: 11,
  name: "Dividend aristocrats",
  productId: 3,
  type: ["newsletter", "sam"],
  createdAt: "2026-10-01T08:00:00.000Z",
};

/** The topics panel's dialog, open on `row` (null: adding); closing it takes it away. */
function TopicDialog({ row }: { row: TopicDto | null }) {
  const [opened, setOpened] = useState(true);
  return (
    <TopicFormModal
      dialog={{ row, opened, open: () => setOpened(true), close: () => setOpened(false) }}
    />
  );
}

/** The catalog's products, and a topics API that answers the topic it was sent. */
function topicServer() {
  const answer = (input: unknown, id: number) => ({
    ...(input as Omit<TopicDto, "id" | "createdAt">),
    id,
    createdAt: "2026-11-26T10:00:00.000Z",
  });
  return fakeApi({
    "catalog.products": () => products,
    "admin.topics.create": (input) => answer(input, 12),
    "admin.topics.update": (input) => answer(input, (input as { id: number }).id),
  });
}

function renderDialog(row: TopicDto | null) {
  return renderWithApp(<TopicDialog row={row} />, { api: topicServer() });
}

const nameField = () => screen.getByRole("textbox", { name: commonAdmin.name });
const productField = () => screen.getByRole("combobox", { name: commonAdmin.product });
const botBox = (bot: keyof typeof botTypeLabels) =>
  screen.getByRole("checkbox", { name: botTypeLabels[bot] });

describe("topic form", () => {
  it("adds a topic: name, a product picked from the catalog, and bot types", async () => {
    const { user, api } = renderDialog(null);

    const dialog = screen.getByRole("dialog", { name: topicMessages.addDialog });
    expect(within(dialog).getByRole("group", { name: commonAdmin.botType })).toBeTruthy();
    expect(botBox("newsletter")).toHaveProperty("checked", true);
    expect(botBox("gift")).toHaveProperty("checked", false);
    const create = within(dialog).getByRole("button", { name: commonAdmin.create });

    await user.type(nameField(), " Rate cuts ");
    // A name alone is not enough to create: the topic needs its product.
    expect(create).toHaveProperty("disabled", true);
    await user.click(productField());
    await user.click(await screen.findByRole("option", { name: "Growth Letter" }));
    await user.click(botBox("gift"));
    expect(create).toHaveProperty("disabled", false);
    await user.click(create);

    await waitFor(() =>
      expect(api.inputsTo("admin.topics.create")).toEqual([
        { name: "Rate cuts", productId: 5, type: ["newsletter", "gift"] },
      ]),
    );
    expect(within(await screen.findByRole("alert")).getByText(topicMessages.created)).toBeTruthy();
  });

  it("shows the shared schema's message for a name that is too long", async () => {
    const { user, api } = renderDialog(null);

    await user.click(nameField());
    await user.paste("z".repeat(NAME_MAX + 1));
    await user.click(productField());
    await user.click(await screen.findByRole("option", { name: "The Income Investor" }));
    await user.click(screen.getByRole("button", { name: commonAdmin.create }));

    expect(await screen.findByText(validationMessages.tooLong("Name", NAME_MAX))).toBeTruthy();
    expect(api.inputsTo("admin.topics.create")).toEqual([]);
  });

  it("edits a topic from its values and sends the changes", async () => {
    const { user, api } = renderDialog(dividends);

    const dialog = screen.getByRole("dialog", { name: topicMessages.editDialog });
    await waitFor(() => expect(productField()).toHaveProperty("value", "The Income Investor"));
    expect(nameField()).toHaveProperty("value", "Dividend aristocrats");
    expect(botBox("newsletter")).toHaveProperty("checked", true);
    expect(botBox("sam")).toHaveProperty("checked", true);

    await user.click(botBox("newsletter"));
    await user.click(within(dialog).getByRole("button", { name: commonAdmin.update }));

    await waitFor(() =>
      expect(api.inputsTo("admin.topics.update")).toEqual([
        { id: 11, name: "Dividend aristocrats", productId: 3, type: ["sam"] },
      ]),
    );
  });
});

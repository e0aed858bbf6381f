import type { ContentItemDto } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockingFlag, contentItem } from "../../testing/content-item";
import { fakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { ReviewActions } from "./review-actions";
import { useContentItem } from "./use-content-item";

/** The item page's wiring: the item as `content.get` answers it, and the real actions on it. */
function ReviewButtons({ id, isAdmin }: { id: number; isAdmin: boolean }) {
  const actions = useContentItem(id);
  const item = actions.item.data;
  if (!item) return <p>Loading</p>;
  return (
    <fieldset aria-label="Review">
      <ReviewActions item={item} isAdmin={isAdmin} actions={actions} />
    </fieldset>
  );
}

/** A server holding one item; each review action answers the item in its new status. */
function serverWith(start: ContentItemDto) {
  let item = start;
  const moveTo = (status: ContentItemDto["status"]) => () => {
    item = { ...item, status };
    return item;
  };
  return fakeApi({
    "content.get": () => item,
    "content.submit": moveTo("in_review"),
    "content.approve": moveTo("approved"),
    "content.requestChanges": moveTo("draft"),
  });
}

async function renderButtons(item: ContentItemDto, isAdmin: boolean) {
  const api = serverWith(item);
  const rendered = renderWithApp(<ReviewButtons id={item.id} isAdmin={isAdmin} />, { api });
  const group = await screen.findByRole("group", { name: "Review" });
  const names = () =>
    within(group)
      .queryAllByRole("button")
      .map((b) => b.textContent);
  return { ...rendered, group, names };
}

const SUBMIT = "Submit for review";
const APPROVE = "Approve";
const REQUEST_CHANGES = "Request changes";

describe("review buttons", () => {
  // Which buttons show: by the item's status and kind, and whether the reader is an administrator.
  it.each([
    { status: "draft", kind: "newsletter", isAdmin: false, shown: [SUBMIT] },
    { status: "draft", kind: "newsletter", isAdmin: true, shown: [SUBMIT] },
    { status: "draft", kind: "image", isAdmin: false, shown: [] },
    { status: "in_review", kind: "newsletter", isAdmin: false, shown: [] },
    { status: "in_review", kind: "newsletter", isAdmin: true, shown: [APPROVE, REQUEST_CHANGES] },
    { status: "approved", kind: "newsletter", isAdmin: true, shown: [] },
    { status: "approved", kind: "newsletter", isAdmin: false, shown: [] },
  ] as const)("$status $kind, admin $isAdmin: $shown", async ({ status, kind, isAdmin, shown }) => {
    const { names } = await renderButtons(contentItem({ status, kind }), isAdmin);
    expect(names()).toEqual(shown);
  });

  it("Submit for review submits the item, and the buttons follow its new status", async () => {
    const { user, api, names } = await renderButtons(contentItem({ status: "draft" }), false);

    await user.click(screen.getByRole("button", { name: SUBMIT }));

    await waitFor(() => expect(names()).toEqual([]));
    expect(api.inputsTo("content.submit")).toEqual([{ id: 42 }]);
    expect(api.inputsTo("content.approve")).toEqual([]);
  });

  it("Approve approves an item without blocking flags at once", async () => {
    const { user, api, names } = await renderButtons(contentItem({ status: "in_review" }), true);

    await user.click(screen.getByRole("button", { name: APPROVE }));

    await waitFor(() => expect(names()).toEqual([]));
    expect(api.inputsTo("content.approve")).toEqual([{ id: 42 }]);
  });

  it("Approve over blocking flags asks for an override reason and sends it", async () => {
    const text = "This fund is guaranteed to double.";
    const item = contentItem({
      status: "in_review",
      content: text,
      compliance: {
        passed: false,
        flags: [blockingFlag(text, "is guaranteed to double", "aims to grow")],
        engine: "rules",
        rulebookVersion: "2026.11",
      },
    });
    const { user, api } = await renderButtons(item, true);

    await user.click(screen.getByRole("button", { name: APPROVE }));
    const dialog = await screen.findByRole("dialog", { name: "Approve with an override" });
    expect(api.inputsTo("content.approve")).toEqual([]);
    const confirm = within(dialog).getByRole("button", { name: "Approve with override" });
    expect(confirm).toHaveProperty("disabled", true);

    await user.type(within(dialog).getByLabelText("Override reason"), "  Counsel signed off.  ");
    expect(confirm).toHaveProperty("disabled", false);
    await user.click(confirm);

    await waitFor(() =>
      expect(api.inputsTo("content.approve")).toEqual([
        { id: 42, override: "Counsel signed off." },
      ]),
    );
  });

  it("Request changes asks what should change and sends the note", async () => {
    const { user, api, names } = await renderButtons(contentItem({ status: "in_review" }), true);

    await user.click(screen.getByRole("button", { name: REQUEST_CHANGES }));
    const dialog = await screen.findByRole("dialog", { name: REQUEST_CHANGES });
    const send = within(dialog).getByRole("button", { name: "Send back to draft" });
    expect(send).toHaveProperty("disabled", true);
    await user.type(
      within(dialog).getByLabelText("What should change?"),
      "Add the risk paragraph.",
    );
    await user.click(send);

    await waitFor(() => expect(names()).toEqual([SUBMIT]));
    expect(api.inputsTo("content.requestChanges")).toEqual([
      { id: 42, note: "Add the risk paragraph." },
    ]);
    expect(api.inputsTo("content.approve")).toEqual([]);
  });
});

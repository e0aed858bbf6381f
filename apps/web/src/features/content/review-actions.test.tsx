import type { ContentItemDto, Role } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockingFlag, contentItem } from "../../testing/content-item";
import { fakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { ReviewActions } from "./review-actions";
import { useContentItem } from "./use-content-item";

/** The item page's wiring: the item as `content.get` answers it, and the real actions on it. */
type Viewer = { id: number; role: Role };
/** The item's owner (a writer), a reviewer and an administrator who did not write it. */
const OWNER: Viewer = { id: 7, role: "user" };
const REVIEWER: Viewer = { id: 3, role: "reviewer" };
const ADMIN: Viewer = { id: 1, role: "admin" };

function ReviewButtons({ id, viewer }: { id: number; viewer: Viewer }) {
  const actions = useContentItem(id);
  const item = actions.item.data;
  if (!item) return <p>Loading</p>;
  return (
    <fieldset aria-label="Review">
      <ReviewActions item={item} viewer={viewer} actions={actions} />
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

async function renderButtons(item: ContentItemDto, viewer: Viewer) {
  const api = serverWith(item);
  const rendered = renderWithApp(<ReviewButtons id={item.id} viewer={viewer} />, { api });
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
  // Which buttons show: the review state machine's steps for the item's status and kind and the
  // reader (owner, reviewer, administrator).
  it.each([
    { status: "draft", kind: "newsletter", who: "owner", shown: [SUBMIT] },
    { status: "draft", kind: "newsletter", who: "admin", shown: [SUBMIT] },
    { status: "draft", kind: "newsletter", who: "reviewer", shown: [] },
    { status: "draft", kind: "image", who: "owner", shown: [] },
    { status: "in_review", kind: "newsletter", who: "owner", shown: [] },
    { status: "in_review", kind: "newsletter", who: "reviewer", shown: [APPROVE, REQUEST_CHANGES] },
    { status: "in_review", kind: "newsletter", who: "admin", shown: [APPROVE, REQUEST_CHANGES] },
    { status: "approved", kind: "newsletter", who: "admin", shown: [] },
    { status: "approved", kind: "newsletter", who: "owner", shown: [] },
  ] as const)("$status $kind, seen by the $who: $shown", async ({ status, kind, who, shown }) => {
    const viewer = { owner: OWNER, reviewer: REVIEWER, admin: ADMIN }[who];
    const { names } = await renderButtons(contentItem({ status, kind }), viewer);
    expect(names()).toEqual(shown);
  });

  it("Submit for review submits the item, and the buttons follow its new status", async () => {
    const { user, api, names } = await renderButtons(contentItem({ status: "draft" }), OWNER);

    await user.click(screen.getByRole("button", { name: SUBMIT }));

    await waitFor(() => expect(names()).toEqual([]));
    expect(api.inputsTo("content.submit")).toEqual([{ id: 42 }]);
    expect(api.inputsTo("content.approve")).toEqual([]);
  });

  it("Approve approves an item without blocking flags at once", async () => {
    const { user, api, names } = await renderButtons(contentItem({ status: "in_review" }), ADMIN);

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
    const { user, api } = await renderButtons(item, ADMIN);

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
    const { user, api, names } = await renderButtons(contentItem({ status: "in_review" }), ADMIN);

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

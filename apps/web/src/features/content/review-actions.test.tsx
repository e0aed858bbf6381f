import { type ContentItemDto, contentMessages, type Role, reviewMessages } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockingFlag, contentItem } from "../../testing/content-item";
import { fakeApi, trpcError } from "../../testing/fake-api";
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
    // It names the version the reviewer read: the server refuses (409) if another is in review.
    expect(api.inputsTo("content.approve")).toEqual([{ id: 42, version: 1 }]);
  });

  const twoFlags = () => {
    const text = "This fund is guaranteed to double. Returns are certain.";
    return contentItem({
      status: "in_review",
      version: 3,
      content: text,
      compliance: {
        passed: false,
        flags: [
          blockingFlag(text, "is guaranteed to double", "aims to grow"),
          { ...blockingFlag(text, "Returns are certain", "Returns may vary"), rule: "certainty" },
        ],
        engine: "rules",
        rulebookVersion: "2026.11",
      },
    });
  };

  it("Approve over blocking flags asks a reason for each flag, by its words, and sends them", async () => {
    const { user, api } = await renderButtons(twoFlags(), ADMIN);

    await user.click(screen.getByRole("button", { name: APPROVE }));
    const dialog = await screen.findByRole("dialog", { name: reviewMessages.approveDialogTitle });
    expect(api.inputsTo("content.approve")).toEqual([]);
    const confirm = within(dialog).getByRole("button", { name: reviewMessages.approveWithReasons });
    expect(confirm).toHaveProperty("disabled", true);

    const first = within(dialog).getByLabelText(/Reason for "is guaranteed to double"/);
    const second = within(dialog).getByLabelText(/Reason for "Returns are certain"/);
    await user.type(first, "  Counsel signed off.  ");
    expect(confirm).toHaveProperty("disabled", true);
    // Invisible characters are not a reason: the same rule as the server's.
    await user.type(second, "\u200b ");
    expect(confirm).toHaveProperty("disabled", true);
    expect(within(dialog).getByText(contentMessages.decisionReasonRequired)).toBeTruthy();
    await user.clear(second);
    await user.type(second, "Past performance stated below.");
    expect(confirm).toHaveProperty("disabled", false);
    await user.click(confirm);

    await waitFor(() =>
      expect(api.inputsTo("content.approve")).toEqual([
        {
          id: 42,
          version: 3,
          decisions: [
            { rule: "guarantee", start: 10, reason: "Counsel signed off." },
            { rule: "certainty", start: 35, reason: "Past performance stated below." },
          ],
        },
      ]),
    );
  });

  it("Apply one reason to all flags sends it as the override", async () => {
    const { user, api } = await renderButtons(twoFlags(), REVIEWER);

    await user.click(screen.getByRole("button", { name: APPROVE }));
    const dialog = await screen.findByRole("dialog", { name: reviewMessages.approveDialogTitle });
    await user.click(within(dialog).getByLabelText(reviewMessages.applyOneReason));
    await user.type(within(dialog).getByLabelText(reviewMessages.reasonForAll(2)), "Legal OK");
    await user.click(
      within(dialog).getByRole("button", { name: reviewMessages.approveWithReasons }),
    );

    await waitFor(() =>
      expect(api.inputsTo("content.approve")).toEqual([
        { id: 42, version: 3, override: "Legal OK" },
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
      { id: 42, version: 1, note: "Add the risk paragraph." },
    ]);
    expect(api.inputsTo("content.approve")).toEqual([]);
  });

  it("a 409 (another version in review) shows a toast naming the submitted version", async () => {
    const item = contentItem({ status: "in_review" });
    const api = fakeApi({
      "content.get": () => item,
      "content.approve": () => trpcError("CONFLICT", reviewMessages.staleReview(1, 2)),
    });
    const { user } = renderWithApp(<ReviewButtons id={item.id} viewer={REVIEWER} />, { api });

    await user.click(await screen.findByRole("button", { name: APPROVE }));

    expect(await screen.findByText(contentMessages.staleReviewTitle)).toBeTruthy();
    expect(screen.getByText(reviewMessages.staleReview(1, 2))).toBeTruthy();
  });
});

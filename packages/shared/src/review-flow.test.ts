import { describe, expect, it } from "vitest";
import { availableReviewSteps, reviewMessages, reviewStepRefusal } from "./review-flow";

const text = { kind: "newsletter" } as const;

describe("the review state machine", () => {
  it("offers the owner Submit on a draft, and reviewers Approve and Request changes in review", () => {
    expect(
      availableReviewSteps({ ...text, status: "draft" }, { role: "user", isOwner: true }),
    ).toEqual(["submit"]);
    expect(
      availableReviewSteps({ ...text, status: "in_review" }, { role: "reviewer", isOwner: false }),
    ).toEqual(["approve", "request_changes"]);
    expect(
      availableReviewSteps({ ...text, status: "in_review" }, { role: "user", isOwner: true }),
    ).toEqual([]);
  });

  it("lets nobody approve a draft, submit someone else's work or review images", () => {
    expect(
      reviewStepRefusal("approve", { ...text, status: "draft" }, { role: "admin", isOwner: false }),
    ).toMatchObject({ code: "CONFLICT" });
    expect(
      reviewStepRefusal(
        "submit",
        { ...text, status: "draft" },
        { role: "reviewer", isOwner: false },
      ),
    ).toEqual({ code: "FORBIDDEN", message: reviewMessages.reviewersOnly });
    expect(
      availableReviewSteps({ kind: "cover", status: "draft" }, { role: "admin", isOwner: true }),
    ).toEqual([]);
  });
});

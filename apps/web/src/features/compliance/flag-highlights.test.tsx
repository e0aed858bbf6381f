import { applyRewrites, type ComplianceFlag, complianceCategoryLabels } from "@studio/shared";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { GeneratedText } from "../home/generated-text";
import { complianceStrings as s } from "./compliance-strings";
import { highlightFlags } from "./flag-highlights";

const text =
  "This fund is guaranteed to double your money. Act now before the offer ends. Markets rise and fall.";

/** A flag over `excerpt` as the checker reports one (offsets into `text`). */
function flagOver(
  excerpt: string,
  rest: Omit<ComplianceFlag, "start" | "end" | "excerpt">,
): ComplianceFlag {
  const start = text.indexOf(excerpt);
  if (start < 0) throw new Error(`"${excerpt}" is not in the text`);
  return { start, end: start + excerpt.length, excerpt, ...rest };
}

const promise = flagOver("guaranteed to double", {
  category: "promissory",
  severity: "block",
  rule: "guarantee",
  reason: "Promises an outcome no investment can promise.",
  suggestion: "This fund aims to grow your money.",
  fix: {
    start: text.indexOf("is guaranteed to double"),
    end: text.indexOf(" your"),
    text: "aims to grow",
  },
});
const urgency = flagOver("Act now", {
  category: "pressure",
  severity: "warn",
  rule: "act-now",
  reason: "Pressures the reader to decide at once.",
  suggestion: null,
  fix: null,
});

function marks() {
  return screen.getAllByTestId("compliance-mark");
}

/**
 * A draft whose rewrites apply as in the result pane (use-compliance-review.ts): the text becomes
 * the rewritten one, and the old flags, whose offsets no longer fit, are dropped until a re-check.
 */
function Draft({ onApplied }: { onApplied: (flag: ComplianceFlag) => void }) {
  const [draft, setDraft] = useState({ content: text, flags: [promise, urgency] });
  const onApply = (flag: ComplianceFlag) => {
    onApplied(flag);
    setDraft({ content: applyRewrites(draft.content, [flag]), flags: [] });
  };
  return <GeneratedText text={draft.content} decorate={highlightFlags(draft.flags, onApply)} />;
}

describe("compliance highlights", () => {
  it("marks exactly the flagged excerpts, each with its severity and an accessible name", () => {
    renderWithApp(
      <GeneratedText text={text} decorate={highlightFlags([urgency, promise], null)} />,
    );

    expect(marks().map((mark) => mark.textContent)).toEqual(["guaranteed to double", "Act now"]);
    const promiseMark = screen.getByRole("button", {
      name: `${complianceCategoryLabels.promissory}: guaranteed to double`,
    });
    expect(promiseMark).toHaveProperty("dataset.severity", "block");
    const urgencyMark = screen.getByRole("button", {
      name: `${complianceCategoryLabels.pressure}: Act now`,
    });
    expect(urgencyMark).toHaveProperty("dataset.severity", "warn");
    // The text around the marks is all there, unmarked.
    expect(document.body.textContent).toContain(text);
  });

  it("marks each piece of a flag that crosses bold markup", () => {
    const bold = "Returns are ##guaranteed## every year.";
    const start = bold.indexOf("guaranteed");
    const flag: ComplianceFlag = {
      ...promise,
      start: bold.indexOf("are"),
      end: start + "guaranteed".length + 2,
      excerpt: "are ##guaranteed##",
    };
    renderWithApp(<GeneratedText text={bold} decorate={highlightFlags([flag], null)} />);

    expect(marks().map((mark) => mark.textContent)).toEqual(["are ", "guaranteed"]);
    expect(screen.getByText("guaranteed").closest("strong")).not.toBeNull();
  });

  it("opens the flag's details: severity, category, reason and the suggested rewrite", async () => {
    const { user } = renderWithApp(
      <GeneratedText text={text} decorate={highlightFlags([promise, urgency], vi.fn())} />,
    );

    await user.click(screen.getByRole("button", { name: /guaranteed to double/ }));
    // Mantine labels the dropdown by its target (aria-labelledby wins over the aria-label).
    const details = await screen.findByRole("dialog", {
      name: `${complianceCategoryLabels.promissory}: guaranteed to double`,
    });
    expect(within(details).getByText(s.blocking)).toBeTruthy();
    expect(within(details).getByText(complianceCategoryLabels.promissory)).toBeTruthy();
    expect(within(details).getByText(promise.reason)).toBeTruthy();
    expect(within(details).getByText(s.suggestion)).toBeTruthy();
    expect(within(details).getByText("This fund aims to grow your money.")).toBeTruthy();
    expect(within(details).getByRole("button", { name: s.applyRewrite })).toBeTruthy();
  });

  it("opens from the keyboard, and a flag without a rewrite says so and offers none", async () => {
    const { user } = renderWithApp(
      <GeneratedText text={text} decorate={highlightFlags([promise, urgency], vi.fn())} />,
    );

    screen.getByRole("button", { name: /Act now/ }).focus();
    await user.keyboard("{Enter}");
    const details = await screen.findByRole("dialog", {
      name: `${complianceCategoryLabels.pressure}: Act now`,
    });
    expect(within(details).getByText(complianceCategoryLabels.pressure)).toBeTruthy();
    expect(within(details).getByText(s.warning)).toBeTruthy();
    expect(within(details).getByText(urgency.reason)).toBeTruthy();
    expect(within(details).getByText(s.noSuggestion)).toBeTruthy();
    expect(within(details).queryByRole("button", { name: s.applyRewrite })).toBeNull();
  });

  it("offers no rewrite where the text cannot be changed (onApply is null)", async () => {
    const { user } = renderWithApp(
      <GeneratedText text={text} decorate={highlightFlags([promise], null)} />,
    );

    await user.click(screen.getByRole("button", { name: /guaranteed to double/ }));
    const details = await screen.findByRole("dialog");
    expect(within(details).getByText(promise.reason)).toBeTruthy();
    expect(within(details).queryByRole("button", { name: s.applyRewrite })).toBeNull();
  });

  it("applying the rewrite hands back the flag, whose fix gives the fixed text", async () => {
    const applied = vi.fn();
    const { user } = renderWithApp(<Draft onApplied={applied} />);

    await user.click(screen.getByRole("button", { name: /guaranteed to double/ }));
    const details = await screen.findByRole("dialog");
    await user.click(within(details).getByRole("button", { name: s.applyRewrite }));

    expect(applied).toHaveBeenCalledTimes(1);
    expect(applied).toHaveBeenCalledWith(promise);
    expect(document.body.textContent).toContain(
      "This fund aims to grow your money. Act now before the offer ends.",
    );
    expect(screen.queryAllByTestId("compliance-mark")).toEqual([]);
  });
});

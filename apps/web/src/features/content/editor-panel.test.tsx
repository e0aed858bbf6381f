import { type ContentItemDto, contentMessages } from "@studio/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blockingFlag, contentItem } from "../../testing/content-item";
import { fakeApi, trpcError } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { complianceStrings } from "../compliance/compliance-strings";
import { EditorPanel } from "./editor-panel";
import { useContentItem } from "./use-content-item";

/** As the item page renders it: a new editor (by key) for each version. */
function Editor({ id }: { id: number }) {
  const actions = useContentItem(id);
  const item = actions.item.data;
  if (!item) return <p>Loading</p>;
  return <EditorPanel key={item.version} item={item} actions={actions} />;
}

/**
 * A server holding one item; an update stores the text as the next version, unchecked. Its
 * live check flags "will double" wherever the text it is sent says so.
 */
function serverWith(start: ContentItemDto) {
  let item = start;
  return fakeApi({
    "content.get": () => item,
    "comments.list": () => [],
    "compliance.check": (input) => {
      const { text } = input as { text: string };
      const at = text.indexOf("will double");
      const flags = at < 0 ? [] : [{ ...blockingFlag(text, "will double", "may grow") }];
      return { passed: flags.length === 0, flags, engine: "rules", rulebookVersion: "2026.11" };
    },
    "content.update": (input) => {
      const { title, content } = input as { title: string; content: string };
      item = { ...item, title, content, version: item.version + 1, compliance: null };
      return item;
    },
  });
}

async function renderEditor(item: ContentItemDto) {
  const api = serverWith(item);
  const rendered = renderWithApp(<Editor id={item.id} />, { api });
  const content = await screen.findByRole("textbox", { name: /Content/ });
  return {
    ...rendered,
    api,
    content,
    title: screen.getByRole("textbox", { name: "Title" }),
    save: () => screen.getByRole("button", { name: "Save new version" }),
    discard: () => screen.getByRole("button", { name: "Discard changes" }),
    preview: () => screen.getByLabelText("Preview"),
  };
}

describe("content editor", () => {
  it("shows the version's title and text, with nothing to save", async () => {
    const { content, title, save, discard, preview } = await renderEditor(contentItem());

    expect(title).toHaveProperty("value", "November income letter");
    expect(content).toHaveProperty("value", contentItem().content);
    expect(preview().textContent).toContain("Dividend payers held up well this month.");
    expect(save()).toHaveProperty("disabled", true);
    expect(discard()).toHaveProperty("disabled", true);
  });

  it("typing changes the text and its preview, and enables Save and Discard", async () => {
    const { user, content, save, discard, preview } = await renderEditor(contentItem());

    await user.type(content, "\n* ##Yields## near 4%");

    expect(content).toHaveProperty("value", `${contentItem().content}\n* ##Yields## near 4%`);
    const bullet = within(preview()).getByRole("listitem");
    expect(bullet.textContent).toBe("Yields near 4%");
    expect(within(bullet).getByText("Yields").tagName).toBe("STRONG");
    expect(save()).toHaveProperty("disabled", false);
    expect(discard()).toHaveProperty("disabled", false);
  });

  it("Discard changes puts the saved text back", async () => {
    const { user, content, save, discard, preview } = await renderEditor(contentItem());

    await user.clear(content);
    await user.type(content, "Something else entirely.");
    await user.click(discard());

    expect(content).toHaveProperty("value", contentItem().content);
    expect(preview().textContent).not.toContain("Something else");
    expect(save()).toHaveProperty("disabled", true);
  });

  it("a blank title or text cannot be saved", async () => {
    const { user, content, title, save } = await renderEditor(contentItem());

    await user.clear(title);
    await user.type(content, " More.");
    expect(save()).toHaveProperty("disabled", true);

    await user.type(title, "December letter");
    expect(save()).toHaveProperty("disabled", false);
    await user.clear(content);
    expect(save()).toHaveProperty("disabled", true);
  });

  it("Save sends the edited title and text, and the editor shows the new version", async () => {
    const { user, api, content, title, save } = await renderEditor(contentItem());

    await user.clear(title);
    await user.type(title, "  December letter ");
    await user.clear(content);
    await user.type(content, "Rates fell.");
    await user.click(save());

    await waitFor(() =>
      expect(api.inputsTo("content.update")).toEqual([
        // expectedVersion: the version this editor opened, so a save made elsewhere is a 409.
        { id: 42, title: "December letter", content: "Rates fell.", expectedVersion: 1 },
      ]),
    );
    // The saved version is not checked yet; its editor starts with nothing to save.
    expect(await screen.findByText("This version has not been checked.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Content/ })).toHaveProperty("value", "Rates fell.");
    expect(save()).toHaveProperty("disabled", true);
  });

  it("lists the version's flags, and Apply rewrite puts the fix into the text", async () => {
    const text = "This fund is guaranteed to double. Markets rise and fall.";
    const flag = blockingFlag(text, "is guaranteed to double", "aims to grow");
    const item = contentItem({
      content: text,
      compliance: { passed: false, flags: [flag], engine: "rules", rulebookVersion: "2026.11" },
    });
    const { user, content, save } = await renderEditor(item);

    const flags = screen.getByTestId("compliance-flags");
    expect(within(flags).getByText("Blocking")).toBeTruthy();
    expect(within(flags).getByText("“is guaranteed to double”")).toBeTruthy();
    expect(within(flags).getByText(new RegExp(flag.reason))).toBeTruthy();

    await user.click(within(flags).getByRole("button", { name: complianceStrings.applyRewrite }));

    expect(content).toHaveProperty("value", "This fund aims to grow. Markets rise and fall.");
    expect(save()).toHaveProperty("disabled", false);
  });

  it("after an edit, a flag's rewrite waits for the edit to be saved or discarded", async () => {
    const text = "This fund is guaranteed to double. Markets rise and fall.";
    const flag = blockingFlag(text, "is guaranteed to double", "aims to grow");
    const item = contentItem({
      content: text,
      compliance: { passed: false, flags: [flag], engine: "rules", rulebookVersion: "2026.11" },
    });
    const { user, content } = await renderEditor(item);

    await user.type(content, " Really.");

    const apply = within(screen.getByTestId("compliance-flags")).getByRole("button", {
      name: complianceStrings.applyRewrite,
    });
    expect(apply).toHaveProperty("disabled", true);
    expect(apply.getAttribute("title")).toBe(complianceStrings.saveFirst);
    expect(screen.queryByRole("button", { name: complianceStrings.applyAll })).toBeNull();
  });

  it("says when a version passed the check", async () => {
    await renderEditor(contentItem());
    expect(screen.getByText("No compliance flags on this version.")).toBeTruthy();
  });

  it("a save over a newer version says so in a toast and keeps the writer's text", async () => {
    const item = contentItem();
    const api = fakeApi({
      "content.get": () => item,
      "comments.list": () => [],
      "compliance.check": () => ({
        passed: true,
        flags: [],
        engine: "rules",
        rulebookVersion: "2026.11",
      }),
      "content.update": () => trpcError("CONFLICT", contentMessages.editConflict(1, 2)),
    });
    const { user } = renderWithApp(<Editor id={item.id} />, { api });
    const content = await screen.findByRole("textbox", { name: /Content/ });

    await user.type(content, " Mine.");
    await user.click(screen.getByRole("button", { name: "Save new version" }));

    expect(await screen.findByText(contentMessages.editConflictTitle)).toBeTruthy();
    expect(screen.getByText(contentMessages.editConflict(1, 2))).toBeTruthy();
    expect(content).toHaveProperty("value", `${item.content} Mine.`);
  });

  it("highlights a claim as it is typed, checking only the paragraph that changed", async () => {
    const text = "This fund is guaranteed to double.\n\nMarkets rise and fall.";
    const flag = blockingFlag(text, "is guaranteed to double", "aims to grow");
    const item = contentItem({
      content: text,
      compliance: { passed: false, flags: [flag], engine: "rules", rulebookVersion: "2026.11" },
    });
    const { user, content, api } = await renderEditor(item);
    const highlights = screen.getByTestId("flagged-text");
    expect([...highlights.querySelectorAll("mark")].map((m) => m.textContent)).toEqual([
      "is guaranteed to double",
    ]);

    await user.click(content);
    await user.keyboard("{Control>}{End}{/Control} It will double.");

    await waitFor(() => {
      expect(highlights.getAttribute("aria-busy")).toBe("false");
      expect(highlights.textContent).toBe(`${text} It will double.`);
      expect([...highlights.querySelectorAll("mark")].map((m) => m.textContent)).toEqual([
        "is guaranteed to double",
        "will double",
      ]);
    });
    // The first paragraph was carried through the edit, never sent again.
    const sent = api.inputsTo("compliance.check") as { text: string; live: boolean }[];
    expect(sent.at(-1)).toMatchObject({
      text: "Markets rise and fall. It will double.",
      live: true,
    });
    expect(sent.every((input) => !input.text.includes("guaranteed"))).toBe(true);
  });
});

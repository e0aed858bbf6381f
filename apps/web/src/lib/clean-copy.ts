import { blocksToHtml, blocksToPlainText, readerBlocks } from "@studio/shared";
import { notify } from "./notify";

/** The reader's version of a generated text: plain text and HTML, no markup, no working notes. */
export function renderedCopy(text: string): { plain: string; html: string } {
  const blocks = readerBlocks(text);
  return { plain: blocksToPlainText(blocks), html: blocksToHtml(blocks) };
}

/**
 * Puts the rendered text on the clipboard as text/plain and text/html, so bold and bullets
 * survive a paste into an email editor. Browsers without ClipboardItem get the plain text.
 */
export async function copyRenderedText(text: string): Promise<void> {
  const { plain, html } = renderedCopy(text);
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard.write === "function") {
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/plain": new Blob([plain], { type: "text/plain" }),
        "text/html": new Blob([html], { type: "text/html" }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(plain);
}

interface Toast {
  title: string;
  message: string;
}

/** Copies the rendered text and says how it went, in each screen's own words. */
export async function copyRenderedTextWithToast(
  text: string,
  copied: Toast,
  failed: Toast,
): Promise<void> {
  try {
    await copyRenderedText(text);
    notify.success(copied.title, copied.message);
  } catch {
    notify.error(failed.title, failed.message);
  }
}

import { useState } from "react";
import { notify } from "../../lib/notify";
import { imageStrings } from "./image-strings";

/** The name the server chose (SPEC 9), from `attachment; filename="..."`. */
export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * Fetches the server's 300 DPI print PNG and saves it under the documented name. The browser
 * fetches it (rather than following a link) so a failure can be reported in the page.
 */
export function usePrintDownload() {
  const [isDownloading, setDownloading] = useState(false);
  const download = async (printUrl: string, fallbackName: string) => {
    setDownloading(true);
    try {
      const response = await fetch(printUrl, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const blob = await response.blob();
      saveBlob(blob, fileNameFrom(response.headers.get("content-disposition")) ?? fallbackName);
    } catch {
      notify.error(imageStrings.downloadFailedTitle, imageStrings.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return { download, isDownloading };
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

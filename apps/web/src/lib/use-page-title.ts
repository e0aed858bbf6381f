import { useDocumentTitle } from "@mantine/hooks";
import { PRODUCT_NAME } from "@studio/shared";

/** "Page · Product" in the browser tab. */
export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} · ${PRODUCT_NAME}`);
}

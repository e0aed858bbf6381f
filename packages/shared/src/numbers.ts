/**
 * A whole number with en-US thousands separators ("12,345"; the product's words are en-US),
 * without Intl: a page's first Intl call loads its locale data, about 20 ms of the first render
 * here, which a count on the dashboard or a limit in a message should not cost.
 */
export function formatCount(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

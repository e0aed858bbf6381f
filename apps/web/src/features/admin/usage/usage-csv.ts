import type { UsageRow } from "@studio/shared";

const columns = ["key", "label", "requests", "inputTokens", "outputTokens", "costUsd"] as const;

/**
 * RFC 4180 CSV of report rows. Text that a spreadsheet would run as a formula (=, +, -, @) is
 * prefixed with an apostrophe: labels are account and product names people typed.
 */
export function usageCsv(rows: UsageRow[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

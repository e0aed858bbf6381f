import { describe, expect, it } from "vitest";
import { usageCsv } from "./usage-csv";

describe("usageCsv", () => {
  it("quotes commas and quotes, and defuses formulas in labels", () => {
    const csv = usageCsv([
      {
        key: "7",
        label: 'Ann, "the editor"',
        requests: 2,
        inputTokens: 10,
        outputTokens: 5,
        costUsd: 0.25,
      },
      {
        key: "8",
        label: "=HYPERLINK(1)",
        requests: 1,
        inputTokens: 1,
        outputTokens: 1,
        costUsd: 0,
      },
    ]);

    expect(csv).toBe(
      'key,label,requests,inputTokens,outputTokens,costUsd\r\n7,"Ann, ""the editor""",2,10,5,0.25\r\n8,\'=HYPERLINK(1),1,1,1,0\r\n',
    );
  });
});

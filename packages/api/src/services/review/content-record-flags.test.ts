import type { ComplianceFlag, ComplianceReport } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { resolveFlags } from "./content-record-flags";

function flag(excerpt: string, start = 0, severity: "block" | "warn" = "block"): ComplianceFlag {
  return {
    start,
    end: start + excerpt.length,
    excerpt,
    category: "promissory",
    severity,
    rule: severity === "block" ? "guaranteed-returns" : "hype",
    reason: "r",
    suggestion: null,
  };
}

const report = (...flags: ComplianceFlag[]): ComplianceReport => ({
  passed: flags.length === 0,
  flags,
  engine: "rules",
  rulebookVersion: "t",
});

const approval = {
  overrideReason: "Legal signed off",
  approverName: "ann",
  approvedAt: "2026-11-26T10:00:00.000Z",
};

describe("resolveFlags", () => {
  it("names the version that fixed a flag, even one that came back and went again", () => {
    const flags = resolveFlags({
      versions: [
        { number: 1, report: report(flag("Sure thing")) },
        { number: 2, report: report() },
        { number: 3, report: report(flag("Sure thing", 4)) },
        { number: 4, report: null },
        { number: 5, report: report() },
      ],
      approvedVersion: 5,
      approval,
    });

    expect(flags).toEqual([
      expect.objectContaining({ excerpt: "Sure thing", resolution: "fixed in version 4" }),
    ]);
  });

  it("takes a per-flag decision when there is one, else the approval's override reason", () => {
    const flags = resolveFlags({
      versions: [{ number: 1, report: report(flag("Guaranteed", 0), flag("Guaranteed", 40)) }],
      approvedVersion: 1,
      approval: {
        ...approval,
        decisions: [
          {
            rule: "guaranteed-returns",
            start: 40,
            reason: "Quoted from the prospectus",
            by: "bo",
            at: "2026-11-26T09:00:00.000Z",
          },
        ],
      },
    });

    expect(flags.map((f) => f.resolution)).toEqual([
      "accepted: Legal signed off, by ann, at 2026-11-26T10:00:00.000Z",
      "accepted: Quoted from the prospectus, by bo, at 2026-11-26T09:00:00.000Z",
    ]);
  });

  it("says a warning was approved as written when no reason was needed", () => {
    const flags = resolveFlags({
      versions: [{ number: 1, report: report(flag("Act now", 0, "warn")) }],
      approvedVersion: 1,
      approval: { ...approval, overrideReason: null },
    });

    expect(flags[0]?.resolution).toBe(
      "accepted: a warning, approved as written, by ann, at 2026-11-26T10:00:00.000Z",
    );
  });

  it("ignores versions after the approved one", () => {
    const flags = resolveFlags({
      versions: [
        { number: 1, report: report() },
        { number: 2, report: report(flag("Later")) },
      ],
      approvedVersion: 1,
      approval,
    });
    expect(flags).toEqual([]);
  });
});

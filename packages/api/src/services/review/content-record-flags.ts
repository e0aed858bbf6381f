import type { ComplianceFlag, ComplianceReport, ContentRecordFlag } from "@studio/shared";

/**
 * A reviewer's decision on one blocking flag of the approved version (issue 24 item 4: approve
 * with `decisions: [{rule, start, reason}]`, stored in `content_approvals.flag_decisions`). A
 * flag without one takes the approval's override reason.
 */
export interface FlagDecision {
  rule: string;
  start: number;
  reason: string;
  /** Who decided and when, when not the approver at the approval's time. */
  by?: string | null | undefined;
  at?: string | undefined;
}

export interface FlagHistory {
  /** Every version up to the approved one, oldest first, with its report. */
  versions: Array<{ number: number; report: ComplianceReport | null }>;
  approvedVersion: number;
  approval: {
    overrideReason: string | null;
    approverName: string | null;
    /** ISO 8601. */
    approvedAt: string;
    decisions?: readonly FlagDecision[] | undefined;
  };
}

/** The stored `content_approvals.flag_decisions` (jsonb), keeping only well-formed entries. */
export function readFlagDecisions(stored: unknown): FlagDecision[] {
  const list: unknown = typeof stored === "string" ? safeParse(stored) : stored;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { rule, start, reason } = entry as Record<string, unknown>;
    return typeof rule === "string" && typeof start === "number" && typeof reason === "string"
      ? [{ rule, start, reason }]
      : [];
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A flag is "the same" across versions when its rule fired on the same words. */
const keyOf = (flag: ComplianceFlag) =>
  `${flag.field ?? "body"}\u0000${flag.rule}\u0000${flag.excerpt}`;

function accepted(flag: ComplianceFlag, approval: FlagHistory["approval"]): string {
  const decision = approval.decisions?.find((d) => d.rule === flag.rule && d.start === flag.start);
  const reason =
    decision?.reason ??
    approval.overrideReason ??
    (flag.severity === "warn" ? "a warning, approved as written" : "no reason recorded");
  const by = decision?.by ?? approval.approverName ?? "an unknown approver";
  return `accepted: ${reason}, by ${by}, at ${decision?.at ?? approval.approvedAt}`;
}

/**
 * How each flag the item ever had was resolved: those still in the approved version were
 * accepted (per-flag decision, else the override reason), and those that went away were
 * "fixed in version N", N being the first version after the last one that had them.
 */
export function resolveFlags(history: FlagHistory): ContentRecordFlag[] {
  const versions = history.versions.filter((v) => v.number <= history.approvedVersion);
  const approved = versions.find((v) => v.number === history.approvedVersion);
  const approvedFlags = approved?.report?.flags ?? [];
  const approvedKeys = new Set(approvedFlags.map(keyOf));
  const toRecord = (flag: ComplianceFlag, resolution: string): ContentRecordFlag => ({
    ...(flag.field ? { field: flag.field } : {}),
    category: flag.category,
    severity: flag.severity,
    excerpt: flag.excerpt,
    rule: flag.rule,
    resolution,
  });

  const fixed = new Map<string, { flag: ComplianceFlag; lastSeen: number }>();
  for (const version of versions) {
    for (const flag of version.report?.flags ?? []) {
      const key = keyOf(flag);
      if (approvedKeys.has(key)) continue;
      const seen = fixed.get(key);
      fixed.set(key, { flag: seen?.flag ?? flag, lastSeen: version.number });
    }
  }
  const fixedIn = (lastSeen: number) =>
    versions.find((v) => v.number > lastSeen)?.number ?? history.approvedVersion;

  return [
    ...approvedFlags.map((flag) => toRecord(flag, accepted(flag, history.approval))),
    ...[...fixed.values()].map(({ flag, lastSeen }) =>
      toRecord(flag, `fixed in version ${fixedIn(lastSeen)}`),
    ),
  ];
}

import type { ComplianceFlag, ContentItemDto } from "@studio/shared";

/**
 * A content item as `content.get` answers it: a newsletter draft of one version, checked, with
 * no flags. Override what a test is about.
 */
export function contentItem(overrides: Partial<ContentItemDto> = {}): ContentItemDto {
  const at = "2026-11-20T09:30:00.000Z";
  return {
    id: 42,
    title: "November income letter",
    botType: "newsletter",
    kind: "newsletter",
    productId: 3,
    productName: "The Income Investor",
    ownerId: 7,
    status: "draft",
    version: 1,
    createdAt: at,
    updatedAt: at,
    topicId: null,
    content: "Dividend payers held up well this month.\n\nPast performance is no guarantee.",
    subjectLines: ["November: dividends held up"],
    subject: "November: dividends held up",
    preheader: "What held up, and why.",
    versions: [{ number: 1, createdAt: at, source: "generated", authorId: 7, authorName: "Dana" }],
    approval: null,
    compliance: { passed: true, flags: [], engine: "rules", rulebookVersion: "2026.11" },
    events: [{ kind: "created", actorId: 7, actorName: "Dana", note: null, version: 1, at }],
    image: null,
    ...overrides,
  };
}

/** A blocking flag over `excerpt` in `text`, with a fix that replaces it by `replacement`. */
export function blockingFlag(text: string, excerpt: string, replacement: string): ComplianceFlag {
  const start = text.indexOf(excerpt);
  if (start < 0) throw new Error(`"${excerpt}" is not in the text`);
  const end = start + excerpt.length;
  return {
    start,
    end,
    excerpt,
    category: "promissory",
    severity: "block",
    rule: "guarantee",
    reason: "Promises an outcome no investment can promise.",
    suggestion: text.slice(0, start) + replacement + text.slice(end),
    fix: { start, end, text: replacement },
  };
}

import { Badge, type BadgeProps, Tooltip } from "@mantine/core";
import {
  type ContentKind,
  type ContentStatus,
  contentKindLabels,
  contentStatusLabels,
} from "@studio/shared";
import { IconAlertTriangle, IconShieldCheck, IconShieldX } from "@tabler/icons-react";
import type { ReactNode } from "react";

const KIND_COLORS: Record<ContentKind, string> = {
  newsletter: "blue",
  sam: "violet",
  gift: "orange",
  image: "teal",
  cover: "cyan",
};

const STATUS_COLORS: Record<ContentStatus, string> = {
  draft: "gray",
  in_review: "yellow",
  approved: "green",
};

/** The look all content badges share: square-ish and in sentence case, not shouting capitals. */
function ContentBadge(props: BadgeProps & { children: ReactNode; "data-testid"?: string }) {
  return <Badge variant="light" radius="sm" tt="none" {...props} />;
}

export function KindBadge({ kind }: { kind: ContentKind }) {
  return <ContentBadge color={KIND_COLORS[kind]}>{contentKindLabels[kind]}</ContentBadge>;
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <ContentBadge variant="dot" color={STATUS_COLORS[status]} data-testid="status-badge">
      {contentStatusLabels[status]}
    </ContentBadge>
  );
}

/** Compliance at a glance: blocking flags, warnings, or clear; nothing when never checked. */
export function ComplianceBadge({ counts }: { counts: { block: number; warn: number } | null }) {
  if (!counts) return null;
  if (counts.block > 0) {
    return (
      <Tooltip label={`${counts.block} blocking compliance flag(s)`}>
        <ContentBadge color="red" leftSection={<IconShieldX size={12} />}>
          {counts.block} blocking
        </ContentBadge>
      </Tooltip>
    );
  }
  if (counts.warn > 0) {
    return (
      <ContentBadge color="orange" leftSection={<IconAlertTriangle size={12} />}>
        {counts.warn} warning{counts.warn === 1 ? "" : "s"}
      </ContentBadge>
    );
  }
  return (
    <ContentBadge color="green" leftSection={<IconShieldCheck size={12} />}>
      Compliant
    </ContentBadge>
  );
}

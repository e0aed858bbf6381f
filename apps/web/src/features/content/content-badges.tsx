import { Badge, Tooltip } from "@mantine/core";
import {
  type ContentKind,
  type ContentStatus,
  contentKindLabels,
  contentStatusLabels,
} from "@studio/shared";
import { IconAlertTriangle, IconShieldCheck, IconShieldX } from "@tabler/icons-react";

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

export function KindBadge({ kind }: { kind: ContentKind }) {
  return (
    <Badge variant="light" color={KIND_COLORS[kind]} radius="sm" tt="none">
      {contentKindLabels[kind]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge
      variant="dot"
      color={STATUS_COLORS[status]}
      radius="sm"
      tt="none"
      data-testid="status-badge"
    >
      {contentStatusLabels[status]}
    </Badge>
  );
}

/** Compliance at a glance: blocking flags, warnings, or clear; nothing when never checked. */
export function ComplianceBadge({ counts }: { counts: { block: number; warn: number } | null }) {
  if (!counts) return null;
  if (counts.block > 0) {
    return (
      <Tooltip label={`${counts.block} blocking compliance flag(s)`}>
        <Badge
          color="red"
          variant="light"
          radius="sm"
          tt="none"
          leftSection={<IconShieldX size={12} />}
        >
          {counts.block} blocking
        </Badge>
      </Tooltip>
    );
  }
  if (counts.warn > 0) {
    return (
      <Badge
        color="orange"
        variant="light"
        radius="sm"
        tt="none"
        leftSection={<IconAlertTriangle size={12} />}
      >
        {counts.warn} warning{counts.warn === 1 ? "" : "s"}
      </Badge>
    );
  }
  return (
    <Badge
      color="green"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconShieldCheck size={12} />}
    >
      Compliant
    </Badge>
  );
}

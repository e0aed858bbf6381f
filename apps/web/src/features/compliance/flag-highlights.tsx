import { Badge, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { type ComplianceFlag, canApply, complianceCategoryLabels } from "@studio/shared";
import { IconWand } from "@tabler/icons-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { notify, TOAST_Z_INDEX } from "../../lib/notify";
import type { Decorate } from "../home/generated-text";
import classes from "./compliance-marks.module.css";
import { complianceStrings as s } from "./compliance-strings";

/**
 * Underlines flagged words inside a run of rendered text. A run starts at `start` in the draft;
 * each flag's [start, end) is cut to the part inside the run, so a flag that crosses a bold or
 * italic boundary is underlined in each piece. The flags are sorted once and each run finds its
 * own by binary search, so a long draft with many runs and many flags renders in n log n, not
 * runs × flags (issue 27: long adversarial text froze the reviewer's browser).
 */
export function highlightFlags(
  flags: readonly ComplianceFlag[],
  onApply: ((flag: ComplianceFlag) => void) | null,
): Decorate {
  const sorted = flags.filter((f) => f.end > f.start).sort((a, b) => a.start - b.start);
  // The furthest end among the flags up to each index: flags before the first index whose
  // furthest end passes a run's start all end before the run.
  const reach: number[] = [];
  for (const [i, flag] of sorted.entries()) reach.push(Math.max(reach[i - 1] ?? 0, flag.end));
  const firstIndex = (test: (i: number) => boolean) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (test(mid)) high = mid;
      else low = mid + 1;
    }
    return low;
  };
  return (text, start) => {
    const end = start + text.length;
    const from = firstIndex((i) => (reach[i] ?? 0) > start);
    const to = firstIndex((i) => (sorted[i]?.start ?? 0) >= end);
    const inside = sorted.slice(from, Math.max(from, to)).filter((f) => f.end > start);
    if (inside.length === 0) return text;
    const pieces: ReactNode[] = [];
    let at = start;
    for (const flag of inside) {
      const markFrom = Math.max(flag.start, at);
      const markTo = Math.min(flag.end, end);
      if (markTo <= markFrom) continue;
      if (markFrom > at) pieces.push(text.slice(at - start, markFrom - start));
      pieces.push(
        <FlagMark key={`${flag.rule}:${markFrom}`} flag={flag} onApply={onApply}>
          {text.slice(markFrom - start, markTo - start)}
        </FlagMark>,
      );
      at = markTo;
    }
    if (at < end) pieces.push(text.slice(at - start));
    return pieces;
  };
}

function FlagMark({
  flag,
  onApply,
  children,
}: {
  flag: ComplianceFlag;
  onApply: ((flag: ComplianceFlag) => void) | null;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const label = complianceCategoryLabels[flag.category];
  // A toast (the "Generated" one arrives with the flags) must not sit over the explanation the
  // person just asked for: opening the popover dismisses it.
  const toggle = () => {
    if (!opened) notify.clean();
    setOpened(!opened);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle();
    }
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={340}
      shadow="md"
      withArrow
      position="bottom-start"
      // Above the toasts' layer, should one arrive while it is open.
      zIndex={TOAST_Z_INDEX + 1}
    >
      <Popover.Target>
        {/* biome-ignore lint/a11y/useSemanticElements: a button element cannot sit inside running prose without breaking its line wrapping. */}
        <span
          role="button"
          tabIndex={0}
          className={classes.mark}
          data-severity={flag.severity}
          data-testid="compliance-mark"
          aria-label={s.flaggedText(label, flag.excerpt)}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          {children}
        </span>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <FlagDetails
          flag={flag}
          onApply={
            onApply
              ? () => {
                  setOpened(false);
                  onApply(flag);
                }
              : null
          }
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Category, severity, reason and the suggested rewrite of one flag. */
export function FlagDetails({
  flag,
  onApply,
}: {
  flag: ComplianceFlag;
  onApply: (() => void) | null;
}) {
  return (
    <Stack gap={8}>
      <Group gap={6}>
        <Badge size="sm" variant="light" color={flag.severity === "block" ? "red" : "yellow"}>
          {flag.severity === "block" ? s.blocking : s.warning}
        </Badge>
        <Text size="sm" fw={600}>
          {complianceCategoryLabels[flag.category]}
        </Text>
      </Group>
      <Text size="sm">{flag.reason}</Text>
      {flag.suggestion ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {s.suggestion}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {flag.suggestion}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          {s.noSuggestion}
        </Text>
      )}
      {onApply && canApply(flag) ? (
        <Button size="xs" leftSection={<IconWand size={14} />} onClick={onApply}>
          {s.applyRewrite}
        </Button>
      ) : null}
    </Stack>
  );
}

import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { canApply } from "@studio/shared";
import {
  type Icon,
  IconCopy,
  IconMessageChatbot,
  IconRefresh,
  IconSparkles,
  IconWand,
} from "@tabler/icons-react";
import { useEffect, useMemo, useRef } from "react";
import { IconAction } from "../../components/icon-action";
import { copyRenderedTextWithToast } from "../../lib/clean-copy";
import { TooltipTiming } from "../../lib/tooltip-timing";
import { useCurrentUser } from "../auth/use-current-user";
import { ComplianceBadge } from "../compliance/compliance-badge";
import { complianceStrings } from "../compliance/compliance-strings";
import { useCopyGuard } from "../compliance/copy-guard";
import { highlightFlags } from "../compliance/flag-highlights";
import { useComplianceReview } from "../compliance/use-compliance-review";
import { GeneratedText } from "./generated-text";
import { homeStrings, type TextBotId } from "./home-strings";
import classes from "./result-pane.module.css";
import { SourceChips } from "./source-chips";
import { useChatHandoff } from "./use-chat-handoff";
import type { TextGeneration } from "./use-text-generation";

function copyToClipboard(text: string): Promise<void> {
  return copyRenderedTextWithToast(
    text,
    { title: homeStrings.copiedTitle, message: homeStrings.copiedMessage },
    { title: homeStrings.copyFailedTitle, message: homeStrings.copyFailedMessage },
  );
}

interface ResultPaneProps {
  /** Names the pane (test ids), its placeholder copy and the chat hand-off. */
  botType: TextBotId;
  generation: TextGeneration;
  placeholderIcon: Icon;
  /** The gift panel puts copy and regenerate icons on the result and names its button in full. */
  variant?: "standard" | "gift";
}

/**
 * SPEC 2: placeholder when empty, progress while generating, then the actions: regenerate the
 * same request, copy, and hand the draft to the chat assistant.
 */
export function ResultPane({
  botType,
  generation,
  placeholderIcon: PlaceholderIcon,
  variant = "standard",
}: ResultPaneProps) {
  const { content, meta, isPending, progress, source } = generation;
  const { placeholderTitle, placeholder } = homeStrings[botType];
  const handoff = useChatHandoff(botType);
  const { user, isLoading } = useCurrentUser();
  const onRegenerate = () => {
    if (source) generation.generate(source);
  };
  const onHandoff = () => handoff.start({ ...(source?.labels ?? {}), content });
  const scrollRef = useRef<HTMLDivElement>(null);
  const hasContent = content.length > 0;
  const regenerateDisabled = isPending || !hasContent || source === null;
  const copyDisabled = isPending || !hasContent;
  const handoffDisabled = isPending || !hasContent;
  const { compliance } = generation;
  const review = useComplianceReview({
    content,
    productId: source?.request.productId ?? null,
    edit: generation.edit,
  });
  const copyGuard = useCopyGuard(compliance, () => void copyToClipboard(content));
  const flags = compliance?.flags;
  const decorate = useMemo(
    () => (flags && flags.length > 0 ? highlightFlags(flags, review.applyOne) : undefined),
    [flags, review.applyOne],
  );
  const applicable = flags?.filter(canApply) ?? [];

  // Follow the text as it streams in, unless the reader has scrolled up to read.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !isPending || content.length === 0) return;
    const distanceFromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distanceFromBottom < 120) element.scrollTop = element.scrollHeight;
  }, [content, isPending]);

  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.pane}
      data-testid={`${botType}-result`}
      aria-label={homeStrings.resultLabel}
      component="section"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.header}>
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconSparkles size={16} className={classes.headerIcon} aria-hidden />
          <Text fw={600} size="sm" truncate>
            {homeStrings.resultLabel}
          </Text>
          {meta ? (
            <Badge
              variant="light"
              color="gray"
              size="sm"
              radius="sm"
              className={classes.meta}
              visibleFrom="sm"
            >
              {meta.provider} · {meta.model}
            </Badge>
          ) : null}
          {!isPending ? <ComplianceBadge report={compliance} checking={review.checking} /> : null}
        </Group>
        {variant === "gift" ? (
          <TooltipTiming>
            <Group gap={4} wrap="nowrap">
              <IconAction
                label={homeStrings.copyContent}
                icon={IconCopy}
                size="lg"
                disabled={copyDisabled}
                onClick={copyGuard.request}
              />
              <IconAction
                label={homeStrings.regenerate}
                icon={IconRefresh}
                size="lg"
                disabled={regenerateDisabled}
                onClick={onRegenerate}
              />
            </Group>
          </TooltipTiming>
        ) : null}
      </Group>

      {progress > 0 ? (
        <Progress.Root size="sm" radius={0} className={classes.progress}>
          <Progress.Section
            value={progress}
            animated={progress < 100}
            color={progress >= 100 ? "teal" : undefined}
            aria-label={homeStrings.progressLabel}
          />
        </Progress.Root>
      ) : (
        <div className={classes.progressSpacer} />
      )}

      <Box
        ref={scrollRef}
        className={classes.body}
        aria-busy={isPending}
        data-testid={`${botType}-content`}
      >
        {hasContent ? (
          <GeneratedText
            text={content}
            streaming={isPending}
            {...(decorate && !isPending ? { decorate } : {})}
          />
        ) : isPending ? (
          <Stack gap={10} aria-label={homeStrings.streamingStatus}>
            <Text size="sm" c="dimmed">
              {homeStrings.streamingStatus}
            </Text>
            <Skeleton height={12} width="70%" radius="xl" />
            <Skeleton height={12} radius="xl" />
            <Skeleton height={12} width="90%" radius="xl" />
            <Skeleton height={12} width="60%" radius="xl" />
          </Stack>
        ) : (
          <Stack align="center" gap={8} className={classes.placeholder}>
            <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
              <PlaceholderIcon size={26} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{placeholderTitle}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={340}>
              {placeholder}
            </Text>
          </Stack>
        )}
      </Box>

      {meta && !isPending ? <SourceChips sources={meta.sources} /> : null}
      {meta && !isPending && !isLoading && user === null ? (
        <Text size="xs" c="dimmed" px="md" pt={6} data-testid="keep-draft-note">
          {homeStrings.keepDraftNote}
        </Text>
      ) : null}

      <Group gap="xs" className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          disabled={regenerateDisabled}
          onClick={onRegenerate}
        >
          {variant === "gift" ? homeStrings.regenerateContent : homeStrings.regenerate}
        </Button>
        {/* The gift result has its own copy icon on the text, so only the others repeat it here. */}
        {variant === "gift" ? null : (
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            disabled={copyDisabled}
            onClick={copyGuard.request}
          >
            {homeStrings.copy}
          </Button>
        )}
        {applicable.length > 0 && !isPending ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconWand size={16} />}
            loading={review.checking}
            onClick={() => review.applyAll(applicable)}
          >
            {complianceStrings.applyAll}
          </Button>
        ) : null}
        <Button
          className={classes.handoff}
          variant="light"
          leftSection={<IconMessageChatbot size={16} />}
          disabled={handoffDisabled}
          loading={handoff.isPending}
          onClick={onHandoff}
        >
          {homeStrings.replyInChat}
        </Button>
      </Group>
      {copyGuard.modal}
    </Paper>
  );
}

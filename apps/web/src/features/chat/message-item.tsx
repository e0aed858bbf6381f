import { Avatar, Badge, Box, Group, Stack, Text } from "@mantine/core";
import { chatMessages, contentMessages, type MessageMetadata } from "@studio/shared";
import { IconCopy, IconRefresh } from "@tabler/icons-react";
import { IconAction } from "../../components/icon-action";
import { copyRenderedTextWithToast } from "../../lib/clean-copy";
import { ComplianceBadge } from "../compliance/compliance-badge";
import { highlightFlags } from "../compliance/flag-highlights";
import { GeneratedText } from "../home/generated-text";
import classes from "./chat.module.css";
import { formatMessageTime } from "./chat-dates";

interface UserMessageProps {
  content: string;
  timestamp: string;
  initial: string;
}

/**
 * The person's own message: right-aligned, with their initial. Formatted like the assistant's
 * (bold, italic, bullets, collapsed blank lines), so '**' never shows as raw markup.
 */
export function UserMessage({ content, timestamp, initial }: UserMessageProps) {
  return (
    <Group justify="flex-end" align="flex-end" gap="xs" wrap="nowrap" data-role="user">
      {/* The column takes the row's width, so the bubble's max-width is a share of the pane. */}
      <Stack gap={4} align="flex-end" style={{ minWidth: 0, flex: 1 }}>
        <Box className={classes.userBubble} data-testid="user-message">
          <GeneratedText text={content} />
        </Box>
        <Text size="xs" c="dimmed">
          {formatMessageTime(timestamp)}
        </Text>
      </Stack>
      <Avatar color="navy" variant="filled" radius="xl" size={34} aria-hidden>
        {initial}
      </Avatar>
    </Group>
  );
}

interface AssistantMessageProps {
  content: string;
  timestamp: string;
  metadata: MessageMetadata | null;
  streaming?: boolean;
  /** Shown on the last reply when nothing is streaming. */
  onRegenerate?: (() => void) | undefined;
}

/** The assistant's reply: left-aligned with the AI avatar, formatted, with copy and regenerate. */
export function AssistantMessage({
  content,
  timestamp,
  metadata,
  streaming = false,
  onRegenerate,
}: AssistantMessageProps) {
  const copy = () =>
    void copyRenderedTextWithToast(
      content,
      { title: chatMessages.copiedTitle, message: chatMessages.copied },
      { title: contentMessages.copyFailedTitle, message: contentMessages.copyFailed },
    );
  const failed = metadata?.status === "failed";
  const stopped = metadata?.status === "stopped";
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-role="assistant" aria-busy={streaming}>
      <Avatar color="teal" variant="light" radius="xl" size={34} aria-label="AI">
        AI
      </Avatar>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Box className={classes.assistantBubble} data-testid="assistant-message">
          {content || streaming ? (
            <GeneratedText
              text={content}
              streaming={streaming}
              {...(!streaming && metadata?.compliance?.flags.length
                ? { decorate: highlightFlags(metadata.compliance.flags, null) }
                : {})}
            />
          ) : null}
          {failed ? (
            <Text size="sm" c="red.7" mt={content ? "xs" : 0} role="status">
              {metadata?.error ?? chatMessages.replyFailed}
            </Text>
          ) : null}
        </Box>
        {/* Wraps on a phone, so the badges are never cut ("STOP…"). */}
        <Group gap={6} style={{ rowGap: 2 }}>
          <Text size="xs" c="dimmed">
            {formatMessageTime(timestamp)}
          </Text>
          {!streaming && metadata?.compliance ? (
            <ComplianceBadge report={metadata.compliance} size="xs" />
          ) : null}
          {stopped ? (
            <Badge size="xs" variant="light" color="gray">
              {chatMessages.replyStopped}
            </Badge>
          ) : null}
          {!streaming && content ? (
            <IconAction label={chatMessages.copy} icon={IconCopy} size="sm" onClick={copy} />
          ) : null}
          {onRegenerate ? (
            <IconAction
              label={chatMessages.regenerate}
              icon={IconRefresh}
              size="sm"
              onClick={onRegenerate}
            />
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

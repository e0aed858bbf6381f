import { Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { chatMessages, type MessageDto } from "@studio/shared";
import { IconMessages } from "@tabler/icons-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import classes from "./chat.module.css";
import { HandoffCard } from "./handoff-card";
import { AssistantMessage, UserMessage } from "./message-item";
import type { LiveReply } from "./use-chat-stream";

interface MessageListProps {
  conversationId: number;
  messages: MessageDto[];
  live: LiveReply | null;
  userInitial: string;
  onRegenerate: (replacingId: number) => void;
}

/** Within this distance of the bottom, new content keeps the view pinned to the bottom. */
const STICK_TO_BOTTOM_PX = 120;

export function MessageList({
  conversationId,
  messages,
  live,
  userInitial,
  onRegenerate,
}: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const liveHere = live?.conversationId === conversationId ? live : null;
  const shown = liveHere?.replacingId
    ? messages.filter((m) => m.id !== liveHere.replacingId)
    : messages;
  const last = shown.at(-1);

  // Opening a conversation starts at its newest message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation changes.
  useLayoutEffect(() => {
    pinned.current = true;
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [conversationId]);

  // New messages and streamed text follow the bottom unless the person scrolled up to read.
  const contentSize =
    shown.length + (liveHere?.text.length ?? 0) + (liveHere?.pendingUserMessage ? 1 : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentSize is the trigger.
  useEffect(() => {
    if (pinned.current) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [contentSize]);

  // Sending always brings the view back down to the conversation's end.
  useEffect(() => {
    if (liveHere?.pendingUserMessage) pinned.current = true;
  }, [liveHere?.pendingUserMessage]);

  const onScroll = () => {
    const el = viewport.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
  };

  const empty = shown.length === 0 && !liveHere;
  return (
    <div
      className={classes.messages}
      ref={viewport}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label="Messages"
    >
      {empty ? (
        <Center h="100%" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconMessages size={26} />
            </ThemeIcon>
            <Text fw={600}>{chatMessages.noMessagesTitle}</Text>
            <Text c="dimmed" size="sm">
              {chatMessages.noMessagesHint}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Stack gap="lg" p="md" maw={900} mx="auto">
          {shown.map((message) => {
            if (message.role === "system") {
              return (
                <HandoffCard
                  key={message.id}
                  content={message.content}
                  timestamp={message.timestamp}
                />
              );
            }
            if (message.role === "user") {
              return (
                <UserMessage
                  key={message.id}
                  content={message.content}
                  timestamp={message.timestamp}
                  initial={userInitial}
                />
              );
            }
            const canRegenerate = !liveHere && message.id === last?.id;
            return (
              <AssistantMessage
                key={message.id}
                content={message.content}
                timestamp={message.timestamp}
                metadata={message.metadata}
                onRegenerate={canRegenerate ? () => onRegenerate(message.id) : undefined}
              />
            );
          })}
          {liveHere?.pendingUserMessage ? (
            <UserMessage
              content={liveHere.pendingUserMessage.content}
              timestamp={liveHere.pendingUserMessage.timestamp}
              initial={userInitial}
            />
          ) : null}
          {liveHere ? (
            <AssistantMessage
              content={liveHere.text}
              timestamp={new Date().toISOString()}
              metadata={liveHere.phase === "stopping" ? { status: "stopped" } : null}
              streaming={liveHere.phase === "streaming"}
            />
          ) : null}
        </Stack>
      )}
    </div>
  );
}

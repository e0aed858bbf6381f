import { Center, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { chatMessages, type MessageDto } from "@studio/shared";
import { IconMessages } from "@tabler/icons-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import classes from "./chat.module.css";
import { HandoffCard } from "./handoff-card";
import { AssistantMessage, UserMessage } from "./message-item";
import type { LiveReply } from "./use-chat-stream";

/** What the chat page gives the open conversation; the view passes it on to the list. */
export interface ConversationProps {
  conversationId: number;
  live: LiveReply | null;
  userInitial: string;
  onRegenerate: (replacingId: number) => void;
}

interface MessageListProps extends ConversationProps {
  messages: MessageDto[];
  /** Older messages exist than the first one shown; `loadOlder` prepends them. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
}

/** Within this distance of the bottom, new content keeps the view pinned to the bottom. */
const STICK_TO_BOTTOM_PX = 120;
/** Older messages are asked for when the top is this close to the view. */
const LOAD_OLDER_MARGIN_PX = 400;

export function MessageList({
  conversationId,
  messages,
  live,
  userInitial,
  onRegenerate,
  hasOlder,
  loadingOlder,
  loadOlder,
}: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  /** Distance from the content's bottom to the view's top, kept while older messages arrive. */
  const anchor = useRef<number | null>(null);
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

  // Older messages were prepended: the same message stays under the reader's eyes.
  const firstId = shown[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: firstId is the trigger.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    }
  }, [firstId]);

  // Scrolling near the top loads the page before it. A fresh observer reports at once, so a
  // short page that leaves the top in view asks for the next one too.
  useEffect(() => {
    const el = viewport.current;
    const marker = top.current;
    if (!el || !marker || !hasOlder || loadingOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        anchor.current = el.scrollHeight - el.scrollTop;
        loadOlder().catch(() => {
          anchor.current = null;
        });
      },
      { root: el, rootMargin: `${LOAD_OLDER_MARGIN_PX}px 0px 0px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

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
      <div ref={top} aria-hidden />
      {loadingOlder ? (
        <Center py="xs">
          <Loader size="xs" aria-label={chatMessages.loadingOlder} />
        </Center>
      ) : null}
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

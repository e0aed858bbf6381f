import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { type ContentCommentDto, commentMessages } from "@studio/shared";
import { IconArrowBackUp, IconCheck } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { CommentComposer } from "./comment-composer";
import type { CommentThread } from "./comment-threads";
import type { CommentActions } from "./use-comments";

const QUOTE_SHOWN = 160;

function Comment({ comment }: { comment: ContentCommentDto }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        <Text span fw={600} c="var(--mantine-color-text)">
          {comment.authorName ?? "Someone"}
        </Text>{" "}
        · v{comment.version} · {dayjs(comment.createdAt).format("MMM D, h:mm A")}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {comment.body}
      </Text>
    </div>
  );
}

/** One thread beside the text: what it quotes, its comments, and Reply and Resolve. */
export function CommentThreadCard({
  itemId,
  thread,
  active,
  onPick,
  actions,
}: {
  itemId: number;
  thread: CommentThread;
  active: boolean;
  onPick: () => void;
  actions: CommentActions;
}) {
  const { root, replies, outdated } = thread;
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const quote = root.quote;
  const author = root.authorName ?? "Someone";

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      aria-label={`Comment by ${author}`}
      data-testid="comment-thread"
      data-outdated={outdated || undefined}
      data-resolved={root.resolved || undefined}
      onClick={onPick}
      style={{
        borderColor: active ? "var(--mantine-color-yellow-6)" : undefined,
        opacity: root.resolved ? 0.75 : 1,
      }}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="xs" c="dimmed" fs={quote ? "italic" : undefined} lineClamp={3}>
            {quote === null
              ? commentMessages.general
              : `“${quote.length > QUOTE_SHOWN ? `${quote.slice(0, QUOTE_SHOWN)}…` : quote}”`}
          </Text>
          <Group gap={4} wrap="nowrap">
            {outdated && (
              <Tooltip label={commentMessages.outdatedHint} multiline maw={260}>
                <Badge size="xs" color="gray" variant="light">
                  {commentMessages.outdated}
                </Badge>
              </Tooltip>
            )}
            {root.resolved && (
              <Badge size="xs" color="green" variant="light">
                {commentMessages.resolved}
              </Badge>
            )}
          </Group>
        </Group>
        <Comment comment={root} />
        {replies.map((r) => (
          <div
            key={r.id}
            style={{ borderLeft: "2px solid var(--mantine-color-gray-4)", paddingLeft: 8 }}
          >
            <Comment comment={r} />
          </div>
        ))}
        {!root.resolved && replying && (
          <CommentComposer
            label={commentMessages.reply}
            minRows={2}
            value={reply}
            onChange={setReply}
            submitLabel="Send reply"
            pending={actions.create.isPending}
            onCancel={() => setReplying(false)}
            onSubmit={() =>
              actions.create.mutate(
                { id: itemId, body: reply, parentId: root.id },
                {
                  onSuccess: () => {
                    setReply("");
                    setReplying(false);
                  },
                },
              )
            }
          />
        )}
        {!root.resolved && !replying && (
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconArrowBackUp size={14} />}
              onClick={() => setReplying(true)}
            >
              {commentMessages.reply}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="green"
              leftSection={<IconCheck size={14} />}
              loading={
                actions.resolve.isPending && actions.resolve.variables?.commentId === root.id
              }
              onClick={() => actions.resolve.mutate({ id: itemId, commentId: root.id })}
            >
              {commentMessages.resolve}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

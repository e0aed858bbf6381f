import { Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ContentItemDto, commentMessages, type TextAnchor } from "@studio/shared";
import { IconMessagePlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { CommentComposer } from "./comment-composer";
import { CommentThreadCard } from "./comment-thread-card";
import { commentThreads } from "./comment-threads";
import { CommentedText } from "./commented-text";
import { useComments } from "./use-comments";

/** What a new comment will point at: a passage, or nothing (a general comment). */
type Draft = { anchor: TextAnchor | null; body: string };

/**
 * Review comments beside the text they quote (a side column on a wide screen, below the text on
 * a phone). Select text, then Comment; threads follow their quote through later versions (or
 * say they are outdated), can be answered and resolved; resolved ones fold away.
 */
export function ReviewComments({ item }: { item: ContentItemDto }) {
  const actions = useComments(item.id);
  const [selection, setSelection] = useState<TextAnchor | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const text = item.content;
  const threads = useMemo(
    () => commentThreads(actions.comments.data ?? [], text, item.version),
    [actions.comments.data, text, item.version],
  );
  const open = threads.filter((t) => !t.root.resolved);
  const resolved = threads.filter((t) => t.root.resolved);
  const pick = (id: number) => {
    setActiveId(id);
    document
      .querySelector(`[data-thread-id="${id}"]`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  const submit = () => {
    if (!draft) return;
    actions.create.mutate(
      {
        id: item.id,
        body: draft.body,
        ...(draft.anchor ? { start: draft.anchor.start, end: draft.anchor.end } : {}),
      },
      {
        onSuccess: (created) => {
          setDraft(null);
          setSelection(null);
          setActiveId(created.id);
        },
      },
    );
  };
  const card = (thread: (typeof threads)[number]) => (
    <div key={thread.root.id} data-thread-id={thread.root.id}>
      <CommentThreadCard
        itemId={item.id}
        thread={thread}
        active={thread.root.id === activeId}
        onPick={() => setActiveId(thread.root.id)}
        actions={actions}
      />
    </div>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-comments">
      <Title order={3} size="h5" mb="xs" id="review-comments">
        {commentMessages.title}
        {open.length > 0 ? ` (${open.length})` : ""}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="sm" p="sm" mah={520} style={{ overflow: "auto" }}>
            <CommentedText
              text={text}
              threads={threads}
              activeId={activeId}
              onSelect={setSelection}
              onPick={pick}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" data-testid="comment-column">
            {draft ? (
              <Paper withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Text size="xs" c="dimmed" fs="italic" lineClamp={3}>
                    {draft.anchor
                      ? `“${text.slice(draft.anchor.start, draft.anchor.end)}”`
                      : commentMessages.general}
                  </Text>
                  <CommentComposer
                    label="Your comment"
                    placeholder={commentMessages.placeholder}
                    minRows={3}
                    value={draft.body}
                    onChange={(body) => setDraft({ ...draft, body })}
                    submitLabel="Add comment"
                    pending={actions.create.isPending}
                    onCancel={() => setDraft(null)}
                    onSubmit={submit}
                  />
                </Stack>
              </Paper>
            ) : (
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  leftSection={<IconMessagePlus size={14} />}
                  disabled={selection === null}
                  onClick={() => selection && setDraft({ anchor: selection, body: "" })}
                >
                  {commentMessages.add}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setDraft({ anchor: null, body: "" })}
                >
                  {commentMessages.addGeneral}
                </Button>
                {selection === null && (
                  <Text size="xs" c="dimmed">
                    {commentMessages.selectHint}
                  </Text>
                )}
              </Group>
            )}
            {actions.comments.isPending ? (
              <Text size="sm" c="dimmed">
                Loading comments...
              </Text>
            ) : threads.length === 0 ? (
              <Text size="sm" c="dimmed">
                {commentMessages.empty}
              </Text>
            ) : null}
            {open.map(card)}
            {resolved.length > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                aria-expanded={showResolved}
                onClick={() => setShowResolved((shown) => !shown)}
              >
                {showResolved
                  ? "Hide resolved"
                  : `Show ${commentMessages.showResolved(resolved.length)}`}
              </Button>
            )}
            {showResolved && resolved.map(card)}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

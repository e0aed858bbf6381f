import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { applyRewrites, type ComplianceFlag, canApply } from "@studio/shared";
import { IconDeviceFloppy, IconShieldCheck, IconWand } from "@tabler/icons-react";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { ChangeRequestNote } from "../comments/change-request-note";
import { ReviewComments } from "../comments/review-comments";
import { complianceStrings } from "../compliance/compliance-strings";
import { FlaggedText } from "./flagged-text";
import { MarkupView } from "./markup-view";
import type { ContentItemPartProps } from "./use-content-item";
import { useLiveHighlights } from "./use-live-highlights";

const Preview = memo(MarkupView);
const Comments = memo(ReviewComments);
const NO_FLAGS: readonly ComplianceFlag[] = [];

/**
 * Markup editor with a live preview and live compliance highlights; Save makes a new version.
 * A keystroke renders the textarea alone: the preview and the highlights follow as deferred
 * renders of their own paragraphs (issue 27: a 10,000-word piece typed at a keystroke per
 * 120 ms stayed behind by half a second).
 */
export function EditorPanel({ item, actions }: ContentItemPartProps) {
  const { title, content, compliance } = item;
  const saving = actions.update.isPending;
  const [draftTitle, setDraftTitle] = useState(title);
  const [draft, setDraft] = useState(content);
  const changed = draft !== content || draftTitle.trim() !== title;
  const flags = compliance?.flags ?? NO_FLAGS;
  const saved = useMemo(() => ({ text: content, flags }), [content, flags]);
  const live = useLiveHighlights(draft, saved, item.productId);
  const highlighted = useDeferredValue(
    useMemo(
      () => ({ text: draft, flags: live.flags, checking: live.checking }),
      [draft, live.flags, live.checking],
    ),
  );
  const preview = useDeferredValue(draft);
  // A flag's fix is an exact range of the version it was checked on: it applies while the
  // draft is that text (after an edit, save first and the new version is checked again).
  const fresh = draft === content;
  const applicable = fresh ? flags.filter(canApply) : [];

  return (
    <Stack>
      <ChangeRequestNote events={item.events} />
      <TextInput
        label="Title"
        value={draftTitle}
        onChange={(event) => setDraftTitle(event.currentTarget.value)}
        maxLength={200}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label="Content"
          description="##bold##, --italic--, lines starting with * or 1. become bullets"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          // A fixed height that scrolls: measuring an autosized 70,000-character field took
          // longer than a frame on every keystroke.
          rows={24}
          resize="vertical"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        />
        <Paper withBorder radius="md" p="md" aria-label="Preview">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
            Preview
          </Text>
          <Preview text={preview} />
        </Paper>
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!changed || saving}
          onClick={() => {
            setDraft(content);
            setDraftTitle(title);
          }}
        >
          Discard changes
        </Button>
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={!changed || draft.trim() === "" || draftTitle.trim() === ""}
          loading={saving}
          onClick={() =>
            actions.update.mutate({
              id: item.id,
              title: draftTitle.trim(),
              content: draft,
              // The version this draft was opened on: a save made elsewhere since is a 409.
              expectedVersion: item.version,
            })
          }
        >
          Save new version
        </Button>
      </Group>
      <Comments item={item} />
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          Compliance
        </Title>
        {compliance === null ? (
          <Text size="sm" c="dimmed">
            This version has not been checked.
          </Text>
        ) : flags.length === 0 && fresh ? (
          <Alert color="green" variant="light" icon={<IconShieldCheck size={18} />}>
            No compliance flags on this version.
          </Alert>
        ) : (
          <Stack gap="xs" data-testid="compliance-flags">
            {applicable.length > 0 && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconWand size={14} />}
                  onClick={() => setDraft((text) => applyRewrites(text, applicable))}
                >
                  {complianceStrings.applyAll}
                </Button>
              </Group>
            )}
            <Paper withBorder p="sm" radius="sm" mah={260} style={{ overflow: "auto" }}>
              <FlaggedText
                text={highlighted.text}
                flags={highlighted.flags}
                checking={highlighted.checking}
              />
            </Paper>
            {flags.map((flag) => (
              <Paper key={`${flag.rule}-${flag.start}`} withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Group gap={6}>
                      <Badge color={flag.severity === "block" ? "red" : "orange"} size="sm">
                        {flag.severity === "block" ? "Blocking" : "Warning"}
                      </Badge>
                      <Text size="sm" fw={600}>
                        “{flag.excerpt}”
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" mt={4}>
                      {flag.reason}
                      {flag.suggestion ? ` Suggested: “${flag.suggestion}”.` : ""}
                    </Text>
                  </div>
                  {canApply(flag) && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconWand size={14} />}
                      disabled={!fresh}
                      title={fresh ? undefined : complianceStrings.saveFirst}
                      onClick={() => setDraft((text) => applyRewrites(text, [flag]))}
                    >
                      {complianceStrings.applyRewrite}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

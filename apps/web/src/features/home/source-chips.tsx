import { Alert, Button, Group, Loader, Modal, ScrollArea, Text } from "@mantine/core";
import type { GenerationSource } from "@studio/shared";
import { IconBook2 } from "@tabler/icons-react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { homeStrings } from "./home-strings";
import classes from "./result-pane.module.css";

/** The knowledge entries a draft used, as chips; each opens the entry's name and content. */
export function SourceChips({ sources }: { sources: GenerationSource[] }) {
  const s = homeStrings.sources;
  const [open, setOpen] = useState<GenerationSource | null>(null);
  return (
    <div className={classes.sources}>
      <Group gap={6} wrap="wrap" role="group" aria-label={s.label}>
        <Text size="xs" fw={600} c="dimmed" mr={4}>
          {s.label}
        </Text>
        {sources.length === 0 ? (
          <Text size="xs" c="dimmed">
            {s.none}
          </Text>
        ) : (
          sources.map((source) => (
            <Button
              key={source.id}
              size="compact-xs"
              radius="xl"
              variant="light"
              leftSection={<IconBook2 size={12} aria-hidden />}
              aria-label={s.openHint(source.name)}
              onClick={() => setOpen(source)}
              className={classes.sourceChip}
            >
              {source.name}
            </Button>
          ))
        )}
      </Group>
      <SourceModal source={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function SourceModal({
  source,
  onClose,
}: {
  source: GenerationSource | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const entry = useQuery(
    trpc.catalog.knowledgeSource.queryOptions(source ? { id: source.id } : skipToken),
  );
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={entry.data?.name ?? source?.name}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": homeStrings.sources.close }}
    >
      {entry.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : entry.isError ? (
        <Alert color="red" variant="light">
          {homeStrings.sources.loadFailed}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="source-content">
            {entry.data?.content}
          </Text>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}

import { Box, Button, Group, Paper, Select, Stack, Table, Text } from "@mantine/core";
import { versionSourceLabels } from "@studio/shared";
import { IconRestore } from "@tabler/icons-react";
import { skipToken, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { memo, useMemo, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { MONO_TEXT_STYLE } from "./flagged-text";
import type { ContentItemPartProps } from "./use-content-item";
import { type DiffDetail, diffVersions } from "./version-diff";

const diffNotes: Record<Exclude<DiffDetail, "words">, string> = {
  paragraphs:
    "Some passages changed too much to compare word by word: they show as whole removed and added paragraphs.",
  whole:
    "These versions differ throughout: the earlier text shows as removed and the later one as added.",
};

const DiffView = memo(function DiffView({ before, after }: { before: string; after: string }) {
  const { parts, detail } = useMemo(() => diffVersions(before, after), [before, after]);
  return (
    <Stack gap="xs">
      {detail !== "words" && (
        <Text size="sm" c="dimmed" role="note">
          {diffNotes[detail]}
        </Text>
      )}
      <Box data-testid="version-diff" data-detail={detail} style={MONO_TEXT_STYLE}>
        {parts.map((part, index) => {
          const key = index;
          if (part.kind === "added") {
            return (
              <ins
                key={key}
                style={{ background: "var(--mantine-color-green-light)", textDecoration: "none" }}
              >
                {part.value}
              </ins>
            );
          }
          if (part.kind === "removed") {
            return (
              <del key={key} style={{ background: "var(--mantine-color-red-light)" }}>
                {part.value}
              </del>
            );
          }
          return <span key={key}>{part.value}</span>;
        })}
      </Box>
    </Stack>
  );
});

/** Every version, a word diff between any two, and Restore (which makes a new version). */
export function VersionHistory({ item, actions }: ContentItemPartProps) {
  const { id, version: current, versions } = item;
  const trpc = useTRPC();
  const options = versions.map((v) => ({
    value: String(v.number),
    label: `Version ${v.number} · ${versionSourceLabels[v.source]}`,
  }));
  const [from, setFrom] = useState<string | null>(versions.length > 1 ? String(current - 1) : null);
  const [to, setTo] = useState<string | null>(String(current));
  const before = useQuery(
    trpc.content.version.queryOptions(from ? { id, version: Number(from) } : skipToken),
  );
  const after = useQuery(
    trpc.content.version.queryOptions(to ? { id, version: Number(to) } : skipToken),
  );

  return (
    <Stack>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th>Author</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v) => (
                <Table.Tr key={v.number}>
                  <Table.Td fw={600}>
                    v{v.number}
                    {v.number === current ? " (current)" : ""}
                  </Table.Td>
                  <Table.Td>{versionSourceLabels[v.source]}</Table.Td>
                  <Table.Td>{v.authorName ?? "—"}</Table.Td>
                  <Table.Td>{dayjs(v.createdAt).format("MMM D, YYYY h:mm A")}</Table.Td>
                  <Table.Td ta="right">
                    {v.number !== current && (
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconRestore size={14} />}
                        loading={actions.restore.isPending}
                        onClick={() => actions.restore.mutate({ id, version: v.number })}
                        aria-label={`Restore version ${v.number}`}
                      >
                        Restore
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group grow mb="md" align="flex-end">
          <Select label="Compare version" data={options} value={from} onChange={setFrom} />
          <Select label="With version" data={options} value={to} onChange={setTo} />
        </Group>
        {before.data && after.data ? (
          <DiffView before={before.data.content} after={after.data.content} />
        ) : (
          <Text size="sm" c="dimmed">
            Choose two versions to see what changed.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

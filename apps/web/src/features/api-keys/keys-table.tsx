import { Badge, Button, Code, Group, Table, Text } from "@mantine/core";
import type { AdminApiKeyDto, ApiKeyDto } from "@studio/shared";
import { IconKeyOff } from "@tabler/icons-react";
import { apiKeyStrings as s } from "./api-key-strings";
import { formatWhen, keyStatus } from "./format";

type Row = ApiKeyDto & Partial<Pick<AdminApiKeyDto, "owner">>;

const statusColor = { active: "teal", revoked: "gray", expired: "orange" } as const;

interface KeysTableProps {
  keys: Row[];
  showOwner?: boolean;
  caption: string;
  onRevoke: (key: Row) => void;
}

/** The keys with what tells them apart; the key itself is never known to the browser again. */
export function KeysTable({ keys, showOwner = false, caption, onRevoke }: KeysTableProps) {
  return (
    <Table.ScrollContainer minWidth={showOwner ? 960 : 840}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{s.name}</Table.Th>
            {showOwner && <Table.Th>{s.owner}</Table.Th>}
            <Table.Th>{s.prefix}</Table.Th>
            <Table.Th>{s.scopes}</Table.Th>
            <Table.Th>{s.created}</Table.Th>
            <Table.Th>{s.lastUsed}</Table.Th>
            <Table.Th>{s.status}</Table.Th>
            <Table.Th aria-label={s.revoke} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} showOwner={showOwner} onRevoke={onRevoke} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One key: its name, owner (for administrators), prefix, scopes, dates, status and Revoke. */
function KeyRow({
  apiKey: key,
  showOwner,
  onRevoke,
}: {
  apiKey: Row;
  showOwner: boolean;
  onRevoke: (key: Row) => void;
}) {
  const status = keyStatus(key);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {key.name}
        </Text>
      </Table.Td>
      {showOwner && <Table.Td>{key.owner?.username}</Table.Td>}
      <Table.Td>
        <Code>{key.prefix}…</Code>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="light" size="sm">
              {scope}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatWhen(key.createdAt, s.never)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatWhen(key.lastUsedAt, s.never)}</Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 150 }}>
        <Badge color={statusColor[status]} variant="dot">
          {s[status]}
        </Badge>
        {status === "active" && (
          <Text size="xs" c="dimmed">
            {key.expiresAt ? `${s.expires} ${formatWhen(key.expiresAt, "")}` : s.noExpiry}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* A revoked key stays listed, with nothing left to do to it. */}
        {status === "revoked" ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconKeyOff size={14} />}
            aria-label={s.revokeLabel(key.name)}
            onClick={() => onRevoke(key)}
          >
            {s.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

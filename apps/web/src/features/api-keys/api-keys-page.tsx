import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ApiKeyDto, CreatedApiKeyDto, CurrentUser } from "@studio/shared";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { ConfirmRowDeleteModal } from "../admin/confirm-delete-modal";
import { EmptyState } from "../admin/empty-state";
import { QueryStates } from "../admin/query-states";
import { apiKeyStrings as s } from "./api-key-strings";
import { CreateKeyModal } from "./create-key-modal";
import { KeyCreatedModal } from "./key-created-modal";
import { KeysTable } from "./keys-table";

/** /api-keys: a person's keys; administrators also see and revoke everyone's. */
export function ApiKeysPage({ user }: { user: CurrentUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isAdmin = user.role === "admin";
  const own = useQuery(trpc.apiKeys.list.queryOptions());
  const all = useQuery({ ...trpc.apiKeys.listAll.queryOptions(), enabled: isAdmin });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.pathKey() });

  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: async (key) => {
        await reload();
        setCreating(false);
        setCreated(key);
        notify.success(s.createdToastTitle, s.createdToast(key.name));
      },
      onError: (cause) => notify.error(s.errorTitle, errorMessage(cause, s.createFailed)),
    }),
  );
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: async (key) => {
        await reload();
        setRevoking(null);
        notify.success(s.revokedToastTitle, s.revokedToast(key.name));
      },
      onError: (cause) => notify.error(s.errorTitle, errorMessage(cause, s.revokeFailed)),
    }),
  );

  // Everyone else's keys (the admin's own are in the first table already).
  const others = (all.data ?? []).filter((key) => key.owner.id !== user.id);

  return (
    <Container size="lg" py="xl" w="100%" miw={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div style={{ flex: "1 1 320px", minWidth: 0 }}>
            <Title order={1} size="h2">
              {s.title}
            </Title>
            <Text c="dimmed" maw={640} mt={4}>
              {s.intro}{" "}
              <Anchor href="/api/docs/" target="_blank" rel="noopener">
                {s.docsLink}
              </Anchor>
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {s.create}
          </Button>
        </Group>

        <Paper withBorder radius="md" p="md" miw={0}>
          <QueryStates
            query={own}
            failed={s.loadFailed}
            isEmpty={(own.data ?? []).length === 0}
            empty={
              <EmptyState
                icon={IconKey}
                title={s.emptyTitle}
                hint={s.emptyHint}
                action={{ label: s.create, onClick: () => setCreating(true) }}
              />
            }
          >
            <KeysTable keys={own.data ?? []} caption={s.myKeys} onRevoke={setRevoking} />
          </QueryStates>
        </Paper>

        {isAdmin && others.length > 0 && (
          <Paper withBorder radius="md" p="md" miw={0}>
            <KeysTable keys={others} showOwner caption={s.allKeys} onRevoke={setRevoking} />
          </Paper>
        )}
      </Stack>

      <CreateKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSubmit={(input) => create.mutate(input)}
        pending={create.isPending}
        isAdmin={isAdmin}
      />
      <KeyCreatedModal created={created} onClose={() => setCreated(null)} />
      <ConfirmRowDeleteModal
        row={revoking}
        onClose={() => setRevoking(null)}
        remove={revoke}
        title={s.revokeTitle}
        message={(key) => (key ? s.revokeMessage(key.name) : "")}
        confirmLabel={s.revoke}
      />
    </Container>
  );
}

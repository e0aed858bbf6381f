import { Card, Center, Loader, SimpleGrid, Stack } from "@mantine/core";
import { userAdminMessages as m } from "@studio/shared/admin-messages";
import type { AdminUserDto } from "@studio/shared/catalog";
import { IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useCurrentUser } from "../../auth/use-current-user";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { PanelHeader } from "../panel-header";
import { useAdminRefresh } from "../use-admin-refresh";
import { useRowDialog } from "../use-row-dialog";
import { UserCard } from "./user-card";
import { UserFormModal } from "./user-form-modal";

export function UsersPanel() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const { user: me } = useCurrentUser();
  const users = useQuery(trpc.admin.users.list.queryOptions());
  const form = useRowDialog<AdminUserDto>();
  const confirm = useRowDialog<AdminUserDto>();

  const approval = useMutation(
    trpc.admin.users.setApproval.mutationOptions({
      onSuccess: async (user) => {
        await refresh();
        notify.success(m.approvalUpdated, m.approvalDescription(user.username, user.approved));
      },
      onError: (error) =>
        notify.error(m.approvalError, errorMessage(error, m.approvalErrorFallback)),
    }),
  );
  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(m.deleted, m.deletedDescription);
        confirm.close();
      },
      onError: (error) => notify.error(m.deleteError, errorMessage(error, m.deleteErrorFallback)),
    }),
  );

  const openAdd = () => form.open(null);
  const list = users.data ?? [];

  return (
    <Stack gap="lg">
      <PanelHeader
        title={m.title}
        description="Approve sign-ups, manage roles and reset passwords."
        action={{ label: m.add, onClick: openAdd }}
      />
      {users.isPending ? (
        <Center py={64} role="status" aria-label="Loading users...">
          <Loader />
        </Center>
      ) : list.length === 0 ? (
        <Card withBorder>
          <EmptyState icon={IconUsers} title={m.empty} hint="Create the first account." />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              isSelf={user.id === me?.id}
              approvalPending={approval.isPending && approval.variables?.id === user.id}
              onApprovalChange={(approved) => approval.mutate({ id: user.id, approved })}
              onEdit={() => form.open(user)}
              onDelete={() => confirm.open(user)}
            />
          ))}
        </SimpleGrid>
      )}

      <UserFormModal opened={form.opened} onClose={form.close} user={form.row} />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        onConfirm={() => confirm.row && remove.mutate({ id: confirm.row.id })}
        pending={remove.isPending}
        title={m.deleteDialog}
        message={m.deleteConfirm(confirm.row?.username ?? "")}
      />
    </Stack>
  );
}

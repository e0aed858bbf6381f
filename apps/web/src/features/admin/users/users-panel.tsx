import { Card, SimpleGrid } from "@mantine/core";
import type { AdminUserDto } from "@studio/shared";
import { userAdminMessages as m } from "@studio/shared";
import { IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useCurrentUser } from "../../auth/use-current-user";
import { AdminListPanel } from "../admin-list-panel";
import { DeleteRowModal } from "../delete-row-modal";
import { EmptyState } from "../empty-state";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";
import { useRowDialog } from "../use-row-dialog";
import { UserCard } from "./user-card";
import { UserFormModal } from "./user-form-modal";

export function UsersPanel() {
  const trpc = useTRPC();
  const { user: me } = useCurrentUser();
  const users = useQuery(trpc.admin.users.list.queryOptions());
  const form = useRowDialog<AdminUserDto>();
  const confirm = useRowDialog<AdminUserDto>();

  const approval = useAdminMutation(trpc.admin.users.setApproval, {
    success: {
      title: m.approvalUpdated,
      message: (user) => m.approvalDescription(user.username, user.approved),
    },
    error: { title: m.approvalError, fallback: m.approvalErrorFallback },
  });
  const remove = useAdminMutation(trpc.admin.users.delete, {
    success: { title: m.deleted, message: m.deletedDescription },
    error: { title: m.deleteError, fallback: m.deleteErrorFallback },
    onDone: confirm.close,
  });

  const openAdd = () => form.open(null);
  const list = users.data ?? [];

  return (
    <AdminListPanel
      title={m.title}
      description="Approve sign-ups, manage roles and reset passwords."
      add={{ label: m.add, onClick: openAdd }}
      dialogs={
        <>
          <UserFormModal opened={form.opened} onClose={form.close} user={form.row} />
          <DeleteRowModal
            dialog={confirm}
            mutation={remove}
            title={m.deleteDialog}
            message={m.deleteConfirm(confirm.row?.username ?? "")}
          />
        </>
      }
    >
      {/* Users are cards, not table rows, so this list skips TableCard. */}
      {users.isPending ? (
        <LoadingState label="Loading users..." />
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
    </AdminListPanel>
  );
}

import { Box, Card, SimpleGrid, useMatches } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type AdminUserDto, userAdminMessages as m } from "@studio/shared";
import { IconUsers } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useCurrentUser } from "../../auth/use-current-user";
import { AdminListPanel } from "../admin-list-panel";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";
import { useDeleteRow } from "../use-delete-row";
import { ALL } from "../use-list-filters";
import { SEARCH_DEBOUNCE_MS, usePagedItems } from "../use-paged-query";
import { useRowDialog } from "../use-row-dialog";
import { useWindowRows } from "../use-window-rows";
import { useUserSelection } from "./use-user-selection";
import { UserCard } from "./user-card";
import { UserFormModal } from "./user-form-modal";
import { userPagesOptions } from "./user-queries";
import { UsersBulkBar } from "./users-bulk-bar";
import { type UserFilters, UsersToolbar } from "./users-toolbar";

/**
 * The accounts, a page at a time from the server (pending sign-ups first), searched and
 * filtered there, drawn as a virtual grid of cards: the DOM holds a few screens of cards
 * however many accounts exist. Selected accounts can be approved or deleted at once.
 */
export function UsersPanel() {
  const trpc = useTRPC();
  const { user: me } = useCurrentUser();
  const [filters, setFilters] = useState<UserFilters>({ search: "", role: ALL, approval: ALL });
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const form = useRowDialog<AdminUserDto>();
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);

  const query = useInfiniteQuery(
    userPagesOptions(trpc, {
      q: search || undefined,
      role: filters.role === ALL ? undefined : filters.role,
      approval: filters.approval === ALL ? undefined : filters.approval,
    }),
  );
  const { items: users, hasMore, loadingMore, loadMore } = usePagedItems(query);
  const selection = useUserSelection(users, me?.id);

  const approval = useAdminMutation(trpc.admin.users.setApproval, {
    success: {
      title: m.approvalUpdated,
      message: (user) => m.approvalDescription(user.username, user.approved),
    },
    error: { title: m.approvalError, fallback: m.approvalErrorFallback },
  });
  const remove = useDeleteRow(trpc.admin.users.delete, {
    success: { title: m.deleted, message: m.deletedDescription },
    error: { title: m.deleteError, fallback: m.deleteErrorFallback },
    title: m.deleteDialog,
    message: (row: AdminUserDto | null) => m.deleteConfirm(row?.username ?? ""),
  });
  const bulkApprove = useAdminMutation(trpc.admin.users.bulkApprove, {
    success: { title: m.bulkApproved, message: (r) => m.bulkApprovedDescription(r.updated) },
    error: { title: m.bulkApproveError, fallback: m.bulkApproveErrorFallback },
    onDone: selection.clear,
  });
  const bulkRemove = useAdminMutation(trpc.admin.users.bulkDelete, {
    success: { title: m.bulkDeleted, message: (r) => m.bulkDeletedDescription(r.deleted) },
    error: { title: m.bulkDeleteError, fallback: m.bulkDeleteErrorFallback },
    onDone: () => {
      selection.clear();
      setBulkDeleteOpen(false);
    },
  });

  const changeFilters = (next: UserFilters) => {
    setFilters(next);
    selection.clear();
  };

  // Cards sit in rows of 1, 2 or 3 (phone, tablet, desktop); the virtual list pages by row.
  const columns = useMatches({ base: 1, sm: 2, lg: 3 });
  const rows = useMemo(() => chunk(users, columns), [users, columns]);
  const virtual = useWindowRows({
    count: rows.length,
    estimateSize: 190,
    hasMore,
    loadingMore,
    onLoadMore: loadMore,
  });
  const filtering = search !== "" || filters.role !== ALL || filters.approval !== ALL;

  return (
    <AdminListPanel
      title={m.title}
      description="Approve sign-ups, manage roles and reset passwords."
      add={{ label: m.add, onClick: () => form.open(null) }}
      toolbar={
        <>
          <UsersToolbar filters={filters} onChange={changeFilters} />
          <UsersBulkBar
            selection={selection}
            approve={{
              run: () => bulkApprove.mutate({ ids: [...selection.ids] }),
              pending: bulkApprove.isPending,
            }}
            onDelete={() => setBulkDeleteOpen(true)}
          />
        </>
      }
      dialogs={
        <>
          <UserFormModal dialog={form} />
          {remove.modal}
          <ConfirmDeleteModal
            opened={bulkDeleteOpen}
            onClose={() => setBulkDeleteOpen(false)}
            onConfirm={() => bulkRemove.mutate({ ids: [...selection.ids] })}
            pending={bulkRemove.isPending}
            title={m.bulkDeleteDialog}
            message={m.bulkDeleteConfirm(selection.ids.size)}
          />
        </>
      }
    >
      {/* Users are cards, not table rows, so this list skips TableCard. */}
      {query.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon={IconUsers}
            title={m.empty}
            hint={filtering ? m.emptyFiltered : "Create the first account."}
          />
        </Card>
      ) : (
        <Box ref={virtual.listRef}>
          <div style={{ height: virtual.paddingTop }} />
          {virtual.rows.map((row) => (
            <SimpleGrid
              key={row.key}
              ref={virtual.measureElement}
              data-index={row.index}
              cols={columns}
              spacing="md"
              pb="md"
            >
              {rows[row.index]?.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  isSelf={user.id === me?.id}
                  approvalPending={approval.isPending && approval.variables?.id === user.id}
                  onApprovalChange={(approved) => approval.mutate({ id: user.id, approved })}
                  onEdit={() => form.open(user)}
                  onDelete={() => remove.open(user)}
                  selection={selection}
                />
              ))}
            </SimpleGrid>
          ))}
          <div style={{ height: virtual.paddingBottom }} />
          {loadingMore && <LoadingState label={m.loadingMore} />}
        </Box>
      )}
    </AdminListPanel>
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

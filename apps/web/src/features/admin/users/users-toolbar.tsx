import { Group } from "@mantine/core";
import {
  userAdminMessages as m,
  type Role,
  roleLabels,
  roles,
  type UserApprovalFilter,
} from "@studio/shared";
import { FilterSelect } from "../filter-select";
import { SearchInput } from "../search-input";
import { ALL } from "../use-list-filters";

export interface UserFilters {
  search: string;
  role: Role | typeof ALL;
  approval: UserApprovalFilter | typeof ALL;
}

const roleOptions: { value: UserFilters["role"]; label: string }[] = [
  { value: ALL, label: m.allRoles },
  ...roles.map((role) => ({ value: role, label: roleLabels[role] })),
];
const approvalOptions: { value: UserFilters["approval"]; label: string }[] = [
  { value: ALL, label: m.allApprovals },
  { value: "pending", label: m.pendingOnly },
  { value: "approved", label: m.approvedOnly },
];

/** Search and filters of the user list; the server applies them (see UsersPanel). */
export function UsersToolbar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
}) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SearchInput
        label={m.search}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        style={{ flex: "1 1 240px" }}
      />
      <FilterSelect
        label={m.roleFilter}
        data={roleOptions}
        value={filters.role}
        onChange={(role) => onChange({ ...filters, role })}
        width={180}
      />
      <FilterSelect
        label={m.approvalFilter}
        data={approvalOptions}
        value={filters.approval}
        onChange={(approval) => onChange({ ...filters, approval })}
        width={200}
      />
    </Group>
  );
}

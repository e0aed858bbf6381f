import { type AdminUserDto, BULK_IDS_MAX } from "@studio/shared";
import { useState } from "react";

export interface UserSelection {
  ids: ReadonlySet<number>;
  /** How many shown accounts may be selected (everyone but yourself). */
  selectable: number;
  toggle: (id: number, on: boolean) => void;
  /** Selects every selectable account, or none. */
  selectAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * The accounts chosen for a bulk action. Your own account is never selectable, and a
 * "select all" takes at most what one bulk action accepts.
 */
export function useUserSelection(
  users: readonly AdminUserDto[],
  selfId: number | undefined,
): UserSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const selectable = users.filter((u) => u.id !== selfId).slice(0, BULK_IDS_MAX);
  return {
    ids,
    selectable: selectable.length,
    toggle: (id, on) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (on) => setIds(on ? new Set(selectable.map((u) => u.id)) : new Set()),
    clear: () => setIds(new Set()),
  };
}

import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { PanelHeader } from "./panel-header";

interface AdminListPanelProps {
  title: string;
  description: string;
  /** The header's "Add ..." button. */
  add: { label: string; onClick: () => void };
  /** Search, filters or tabs between the header and the list. */
  toolbar?: ReactNode;
  /** The list itself: a table card or a grid of cards. */
  children: ReactNode;
  /** The panel's form and confirmation dialogs. */
  dialogs: ReactNode;
}

/** The layout every admin list tab shares, so they all read top to bottom the same way. */
export function AdminListPanel({
  title,
  description,
  add,
  toolbar,
  children,
  dialogs,
}: AdminListPanelProps) {
  return (
    <Stack gap="lg">
      <PanelHeader title={title} description={description} action={add} />
      {toolbar}
      {children}
      {dialogs}
    </Stack>
  );
}

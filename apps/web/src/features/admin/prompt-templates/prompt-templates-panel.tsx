import { Alert, Group, Stack, Switch, Table, Tabs, Text } from "@mantine/core";
import type { PromptTemplateDto } from "@studio/shared";
import {
  type BotType,
  botTypeLabels,
  commonAdmin,
  promptTemplateMessages as m,
} from "@studio/shared";
import { IconAlertTriangle, IconTemplate } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { BotTypeBadge } from "../bot-type-badge";
import { PagedListPanel } from "../paged-list-panel";
import { useAdminMutation } from "../use-admin-mutation";
import { useDeleteRow } from "../use-delete-row";
import { nextPageParam, usePagedItems } from "../use-paged-query";
import { useRowDialog } from "../use-row-dialog";
import { PromptTemplateFormModal } from "./prompt-template-form-modal";

type TabValue = "all" | BotType;
const tabs: { value: TabValue; label: string }[] = [
  { value: "all", label: m.tabs.all },
  { value: "newsletter", label: m.tabs.newsletter },
  { value: "sam", label: m.tabs.sam },
  { value: "gift", label: m.tabs.gift },
];

/** The empty list invites the first template with the header's own "Add Template". */
const messages = {
  ...m,
  emptyHint: "Create a template to control how the bot writes.",
  addFirst: m.add,
};

export function PromptTemplatesPanel() {
  const trpc = useTRPC();
  const [tab, setTab] = useState<TabValue>("all");
  const templates = useInfiniteQuery(
    trpc.admin.promptTemplates.list.infiniteQueryOptions(tab === "all" ? {} : { botType: tab }, {
      getNextPageParam: nextPageParam,
    }),
  );
  const list = usePagedItems(templates);
  const form = useRowDialog<PromptTemplateDto>();

  const toggle = useAdminMutation(trpc.admin.promptTemplates.update, {
    success: { title: m.successTitle, message: m.updated },
    error: { title: m.errorTitle, fallback: m.updateError },
  });
  const remove = useDeleteRow(trpc.admin.promptTemplates.delete, {
    success: { title: m.successTitle, message: m.deleted },
    error: { title: m.errorTitle, fallback: m.deleteError },
    title: m.deleteDialog,
    message: () => m.deleteConfirm,
    details: (row: PromptTemplateDto) => (
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="sm" c="dimmed">
            · {botTypeLabels[row.botType]}
          </Text>
        </Group>
        {row.active && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {m.activeWarning}
          </Alert>
        )}
      </Stack>
    ),
  });

  return (
    <PagedListPanel
      messages={messages}
      description="The instructions each bot follows. One template per bot type is active."
      onAdd={() => form.open(null)}
      toolbar={
        <Tabs value={tab} onChange={(v) => setTab((v as TabValue | null) ?? "all")}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
      dialogs={
        <>
          <PromptTemplateFormModal dialog={form} defaultBotType={tab === "all" ? undefined : tab} />
          {remove.modal}
        </>
      }
      list={list}
      loading={templates.isPending}
      loadingLabel="Loading prompt templates..."
      icon={IconTemplate}
      columns={
        <>
          <Table.Th visibleFrom="sm">{commonAdmin.botType}</Table.Th>
          <Table.Th visibleFrom="md">{m.description}</Table.Th>
          <Table.Th>{m.status}</Table.Th>
        </>
      }
      columnCount={5}
      actions={{ onEdit: form.open, onDelete: remove.open }}
      cells={(template) => (
        <>
          <Table.Td visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
            <BotTypeBadge botType={template.botType} />
          </Table.Td>
          <Table.Td visibleFrom="md" maw={360}>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {template.description || m.noDescription}
            </Text>
          </Table.Td>
          <Table.Td>
            <Switch
              checked={template.active}
              label={template.active ? m.active : m.inactive}
              aria-label={`${m.active}: ${template.name}`}
              disabled={toggle.isPending}
              onChange={(e) => toggle.mutate({ id: template.id, active: e.currentTarget.checked })}
            />
          </Table.Td>
        </>
      )}
    />
  );
}

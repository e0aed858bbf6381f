import { Alert, Group, Stack, Switch, Table, Tabs, Text } from "@mantine/core";
import { commonAdmin, promptTemplateMessages as m } from "@studio/shared/admin-messages";
import { type BotType, botTypeLabels } from "@studio/shared/bots";
import type { PromptTemplateDto } from "@studio/shared/catalog";
import { IconAlertTriangle, IconTemplate } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { BotTypeBadge } from "../bot-type-badge";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { PanelHeader } from "../panel-header";
import { RowActions } from "../row-actions";
import { TableCard } from "../table-card";
import { useAdminRefresh } from "../use-admin-refresh";
import { useRowDialog } from "../use-row-dialog";
import { PromptTemplateFormModal } from "./prompt-template-form-modal";

type TabValue = "all" | BotType;
const tabs: { value: TabValue; label: string }[] = [
  { value: "all", label: m.tabs.all },
  { value: "newsletter", label: m.tabs.newsletter },
  { value: "sam", label: m.tabs.sam },
  { value: "gift", label: m.tabs.gift },
];

export function PromptTemplatesPanel() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const [tab, setTab] = useState<TabValue>("all");
  const templates = useQuery(
    trpc.admin.promptTemplates.list.queryOptions(tab === "all" ? undefined : { botType: tab }),
  );
  const form = useRowDialog<PromptTemplateDto>();
  const confirm = useRowDialog<PromptTemplateDto>();

  const toggle = useMutation(
    trpc.admin.promptTemplates.update.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(m.successTitle, m.updated);
      },
      onError: (error) => notify.error(m.errorTitle, errorMessage(error, m.updateError)),
    }),
  );
  const remove = useMutation(
    trpc.admin.promptTemplates.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(m.successTitle, m.deleted);
        confirm.close();
      },
      onError: (error) => notify.error(m.errorTitle, errorMessage(error, m.deleteError)),
    }),
  );

  const rows = templates.data ?? [];
  const openAdd = () => form.open(null);

  return (
    <Stack gap="lg">
      <PanelHeader
        title={m.title}
        description="The instructions each bot follows. One template per bot type is active."
        action={{ label: m.add, onClick: openAdd }}
      />
      <Tabs value={tab} onChange={(v) => setTab((v as TabValue | null) ?? "all")}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TableCard loading={templates.isPending} loadingLabel="Loading prompt templates...">
        {rows.length === 0 ? (
          <EmptyState
            icon={IconTemplate}
            title={m.empty}
            hint="Create a template to control how the bot writes."
            action={{ label: m.add, onClick: openAdd }}
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{commonAdmin.name}</Table.Th>
                <Table.Th visibleFrom="sm">{commonAdmin.botType}</Table.Th>
                <Table.Th visibleFrom="md">{m.description}</Table.Th>
                <Table.Th>{m.status}</Table.Th>
                <Table.Th ta="right">{commonAdmin.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {template.name}
                    </Text>
                  </Table.Td>
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
                      onChange={(e) =>
                        toggle.mutate({ id: template.id, active: e.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={template.name}
                      onEdit={() => form.open(template)}
                      onDelete={() => confirm.open(template)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </TableCard>

      <PromptTemplateFormModal
        opened={form.opened}
        onClose={form.close}
        template={form.row}
        defaultBotType={tab === "all" ? undefined : tab}
      />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        onConfirm={() => confirm.row && remove.mutate({ id: confirm.row.id })}
        pending={remove.isPending}
        title={m.deleteDialog}
        message={m.deleteConfirm}
      >
        {confirm.row && (
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {confirm.row.name}
              </Text>
              <Text size="sm" c="dimmed">
                · {botTypeLabels[confirm.row.botType]}
              </Text>
            </Group>
            {confirm.row.active && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
                {m.activeWarning}
              </Alert>
            )}
          </Stack>
        )}
      </ConfirmDeleteModal>
    </Stack>
  );
}

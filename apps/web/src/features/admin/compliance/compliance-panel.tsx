import { Badge, Stack, Switch, Table, Text } from "@mantine/core";
import {
  type ComplianceRuleDto,
  complianceCategoryLabels,
  complianceMessages as m,
} from "@studio/shared";
import { IconShieldCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { complianceStrings as s } from "../../compliance/compliance-strings";
import { AdminTable, AdminTableRow } from "../admin-table";
import { PanelHeader } from "../panel-header";
import { PanelSection } from "../panel-section";
import { TableCard } from "../table-card";
import { useAdminMutation } from "../use-admin-mutation";
import { useDeleteRow } from "../use-delete-row";
import { useRowDialog } from "../use-row-dialog";
import { BuiltInRules } from "./built-in-rules";
import { CheckTextBox } from "./check-text-box";
import { ComplianceRuleFormModal } from "./compliance-rule-form-modal";

/** The admin "Compliance" tab: check a text, the custom rules, and the built-in rulebook. */
export function CompliancePanel() {
  const trpc = useTRPC();
  const rules = useQuery(trpc.admin.compliance.rules.queryOptions());
  const form = useRowDialog<ComplianceRuleDto>();
  const toggle = useAdminMutation(trpc.admin.compliance.setRuleEnabled, {
    success: {
      title: m.ruleUpdated,
      message: (r) => `"${r.phrase}" is ${r.enabled ? "on" : "off"}.`,
    },
    error: { title: m.ruleError, fallback: m.ruleError },
  });
  const remove = useDeleteRow(trpc.admin.compliance.deleteRule, {
    success: { title: m.ruleDeleted, message: "The rule no longer applies." },
    error: { title: m.ruleError, fallback: m.ruleError },
    title: s.deleteRuleTitle,
    message: (rule: ComplianceRuleDto | null) => (rule ? s.deleteRuleMessage(rule.phrase) : ""),
  });
  const rows = rules.data ?? [];

  return (
    <Stack gap="lg">
      <PanelHeader
        title={s.tabTitle}
        description={s.tabIntro}
        action={{ label: s.addRule, onClick: () => form.open(null) }}
      />
      <CheckTextBox />
      <PanelSection title={s.customTitle}>
        <TableCard
          loading={rules.isLoading}
          loadingLabel={s.customTitle}
          isEmpty={rows.length === 0}
          empty={{
            icon: IconShieldCheck,
            title: s.noCustomRules,
            hint: s.noCustomRulesHint,
            action: { label: s.addRule, onClick: () => form.open(null) },
          }}
        >
          <AdminTable
            columns={
              <>
                <Table.Th visibleFrom="sm">{s.category}</Table.Th>
                <Table.Th>{s.severity}</Table.Th>
                <Table.Th>{s.enabled}</Table.Th>
              </>
            }
          >
            {rows.map((rule) => (
              <AdminTableRow
                key={rule.id}
                name={rule.phrase}
                onEdit={() => form.open(rule)}
                onDelete={() => remove.open(rule)}
              >
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{complianceCategoryLabels[rule.category]}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {rule.reason}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    color={rule.severity === "block" ? "red" : "yellow"}
                  >
                    {rule.severity}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={rule.enabled}
                    aria-label={`${s.enabled}: ${rule.phrase}`}
                    onChange={(event) =>
                      toggle.mutate({ id: rule.id, enabled: event.currentTarget.checked })
                    }
                  />
                </Table.Td>
              </AdminTableRow>
            ))}
          </AdminTable>
        </TableCard>
      </PanelSection>
      <PanelSection title={s.builtInTitle}>
        <BuiltInRules />
      </PanelSection>
      <ComplianceRuleFormModal dialog={form} />
      {remove.modal}
    </Stack>
  );
}

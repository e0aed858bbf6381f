import {
  Accordion,
  Badge,
  Code,
  Group,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { complianceCategoryLabels, complianceMessages as m } from "@studio/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { complianceStrings as s } from "../../compliance/compliance-strings";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";

/**
 * The rulebook: what each rule looks for (its phrases), why, examples either way, and a switch
 * that turns it off for this installation (the next check on every instance obeys it).
 */
export function BuiltInRules() {
  const trpc = useTRPC();
  const rules = useQuery(trpc.admin.compliance.builtInRules.queryOptions());
  const toggle = useAdminMutation(trpc.admin.compliance.setBuiltInRuleEnabled, {
    success: {
      title: m.ruleUpdated,
      message: (rule) =>
        rule.enabled ? m.builtInRuleOn(rule.title) : m.builtInRuleOff(rule.title),
    },
    error: { title: m.ruleError, fallback: m.ruleError },
  });
  if (rules.isLoading) return <LoadingState label={s.builtInTitle} />;
  return (
    <Accordion variant="separated" radius="md" aria-label={s.builtInTitle}>
      {(rules.data ?? []).map((rule) => (
        <Accordion.Item key={rule.id} value={rule.id}>
          <Group wrap="nowrap" gap={0} pr="md">
            <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Badge
                  size="sm"
                  variant="light"
                  color={rule.severity === "block" ? "red" : "yellow"}
                >
                  {rule.severity === "block" ? s.blocking : s.warning}
                </Badge>
                <Text size="sm" fw={500} c={rule.enabled ? undefined : "dimmed"}>
                  {rule.title}
                </Text>
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {complianceCategoryLabels[rule.category]}
                </Text>
              </Group>
            </Accordion.Control>
            <Switch
              checked={rule.enabled}
              disabled={toggle.isPending}
              aria-label={s.builtInOn(rule.title)}
              onChange={(event) =>
                toggle.mutate({ id: rule.id, enabled: event.currentTarget.checked })
              }
            />
          </Group>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm">{rule.reason}</Text>
              {rule.phrases.length > 0 ? (
                <Stack gap={4}>
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                    {s.builtInPhrases}
                  </Text>
                  {rule.phrases.map((phrase) => (
                    <Code key={phrase} block style={{ whiteSpace: "pre-wrap" }}>
                      {phrase}
                    </Code>
                  ))}
                </Stack>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Examples title={s.examplesFlagged} items={rule.examples.flagged} />
                <Examples title={s.examplesCompliant} items={rule.examples.compliant} />
              </SimpleGrid>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Examples({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

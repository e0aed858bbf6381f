import { Accordion, Badge, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { complianceCategoryLabels } from "@studio/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { complianceStrings as s } from "../../compliance/compliance-strings";
import { LoadingState } from "../loading-state";

/** The rulebook, read-only: what each rule looks for, why, and examples either way. */
export function BuiltInRules() {
  const trpc = useTRPC();
  const rules = useQuery(trpc.admin.compliance.builtInRules.queryOptions());
  if (rules.isLoading) return <LoadingState label={s.builtInTitle} />;
  return (
    <Accordion variant="separated" radius="md" aria-label={s.builtInTitle}>
      {(rules.data ?? []).map((rule) => (
        <Accordion.Item key={rule.id} value={rule.id}>
          <Accordion.Control>
            <Group gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" color={rule.severity === "block" ? "red" : "yellow"}>
                {rule.severity === "block" ? s.blocking : s.warning}
              </Badge>
              <Text size="sm" fw={500}>
                {rule.title}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {complianceCategoryLabels[rule.category]}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text size="sm">{rule.reason}</Text>
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

import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type UsageGroupBy, type UsageReport, usageGroupByLabels } from "@studio/shared";
import { IconChartBar, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { formatTokens, formatUsd } from "../../usage/usage-format";
import { EmptyState } from "../empty-state";
import { LoadingState } from "../loading-state";
import { PanelHeader } from "../panel-header";
import { TableCard } from "../table-card";
import { BudgetCard } from "./budget-card";
import { PriceTable } from "./price-table";
import { downloadCsv, usageCsv } from "./usage-csv";
import {
  daysOf,
  presetRange,
  type RangePreset,
  rangePresetLabels,
  type UsageRange,
} from "./usage-range";

type Breakdown = Exclude<UsageGroupBy, "day">;
const breakdowns: Breakdown[] = ["user", "product", "botType", "model"];

/** Admin "Usage" tab: totals, tokens per day, breakdowns, CSV, the price table and the budget. */
export function UsagePanel() {
  const trpc = useTRPC();
  const [range, setRange] = useState<UsageRange>(() => presetRange("month"));
  const [groupBy, setGroupBy] = useState<Breakdown>("user");
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to);
  const reversed = valid && range.from > range.to;
  const enabled = valid && !reversed;
  const options = { placeholderData: keepPreviousData, enabled };
  const daily = useQuery({
    ...trpc.admin.usage.report.queryOptions({ ...range, groupBy: "day" }),
    ...options,
  });
  const breakdown = useQuery({
    ...trpc.admin.usage.report.queryOptions({ ...range, groupBy }),
    ...options,
  });
  const totals = daily.data?.totals;

  return (
    <Stack gap="lg">
      <PanelHeader
        title="Usage"
        description="Every AI call: who made it, with which model, how many tokens, and what it cost (UTC days)."
      />

      <Card withBorder padding="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label="From"
            value={range.from}
            max={range.to}
            onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value }))}
            error={reversed ? "From must be on or before To" : undefined}
          />
          <TextInput
            type="date"
            label="To"
            value={range.to}
            min={range.from}
            onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value }))}
          />
          <Group gap="xs">
            {(Object.keys(rangePresetLabels) as RangePreset[]).map((preset) => (
              <Button
                key={preset}
                variant="default"
                size="sm"
                onClick={() => setRange(presetRange(preset))}
              >
                {rangePresetLabels[preset]}
              </Button>
            ))}
          </Group>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-label="Totals">
        <Figure label="Requests" value={totals ? formatTokens(totals.requests) : "…"} />
        <Figure label="Input tokens" value={totals ? formatTokens(totals.inputTokens) : "…"} />
        <Figure label="Output tokens" value={totals ? formatTokens(totals.outputTokens) : "…"} />
        <Figure label="Cost" value={totals ? formatUsd(totals.costUsd) : "…"} />
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={3} size="h4" mb="md">
          Tokens per day
        </Title>
        {daily.isPending && enabled ? (
          <LoadingState label="Loading usage per day" />
        ) : daily.data && daily.data.rows.length > 0 ? (
          <DailyChart report={daily.data} range={range} />
        ) : (
          <EmptyState
            icon={IconChartBar}
            title="No AI calls in this range"
            hint="Generations, images and chat replies will show here."
          />
        )}
      </Card>

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Break down by"
            value={groupBy}
            onChange={(value) => setGroupBy(value as Breakdown)}
            data={breakdowns.map((b) => ({ value: b, label: usageGroupByLabels[b] }))}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!breakdown.data}
            onClick={() =>
              breakdown.data &&
              downloadCsv(
                `usage-by-${groupBy}-${range.from}-${range.to}.csv`,
                usageCsv(breakdown.data.rows),
              )
            }
          >
            Export CSV
          </Button>
        </Group>
        <TableCard
          loading={breakdown.isPending && enabled}
          loadingLabel="Loading the breakdown"
          isEmpty={(breakdown.data?.rows.length ?? 0) === 0}
          empty={{
            icon: IconChartBar,
            title: "No AI calls in this range",
            hint: "Try a wider date range.",
          }}
        >
          <BreakdownTable report={breakdown.data} groupBy={groupBy} />
        </TableCard>
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <PriceTable />
        <BudgetCard />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

function DailyChart({ report, range }: { report: UsageReport; range: UsageRange }) {
  const byDay = new Map(report.rows.map((r) => [r.key, r]));
  const data = daysOf(range).map((day) => ({
    day: day.slice(5),
    Input: byDay.get(day)?.inputTokens ?? 0,
    Output: byDay.get(day)?.outputTokens ?? 0,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      type="stacked"
      series={[
        { name: "Input", color: "navy.5" },
        { name: "Output", color: "teal.5" },
      ]}
      valueFormatter={formatTokens}
      withLegend
      aria-label="Tokens per day"
    />
  );
}

function BreakdownTable({
  report,
  groupBy,
}: {
  report: UsageReport | undefined;
  groupBy: Breakdown;
}) {
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing="sm"
      miw={640}
      aria-label={`Usage by ${usageGroupByLabels[groupBy].toLowerCase()}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{usageGroupByLabels[groupBy]}</Table.Th>
          <Table.Th ta="right">Requests</Table.Th>
          <Table.Th ta="right">Input tokens</Table.Th>
          <Table.Th ta="right">Output tokens</Table.Th>
          <Table.Th ta="right">Cost</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report?.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{formatTokens(row.requests)}</Table.Td>
            <Table.Td ta="right">{formatTokens(row.inputTokens)}</Table.Td>
            <Table.Td ta="right">{formatTokens(row.outputTokens)}</Table.Td>
            <Table.Td ta="right">{formatUsd(row.costUsd)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

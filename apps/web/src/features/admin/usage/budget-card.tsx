import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { formatUsd } from "../../usage/usage-format";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";

/** The installation's optional monthly budget: generation is refused once it is spent. */
export function BudgetCard() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.admin.usage.settings.queryOptions());
  const [value, setValue] = useState<string | number>("");
  useEffect(() => {
    if (settings.data) setValue(settings.data.monthlyBudgetUsd ?? "");
  }, [settings.data]);
  const save = useAdminMutation(trpc.admin.usage.saveSettings, {
    success: {
      title: "Budget saved",
      message: (d) =>
        d.monthlyBudgetUsd === null
          ? "No monthly budget."
          : `Monthly budget: ${formatUsd(d.monthlyBudgetUsd)}.`,
    },
    error: { title: "Could not save the budget", fallback: "Please check the amount." },
  });

  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4" mb="xs">
        Monthly budget
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Once this month's cost reaches the budget, generation is refused for everyone until the 1st
        (UTC). Administrators are warned on the dashboard at 80%. Leave empty for no budget.
      </Text>
      {settings.isPending ? (
        <LoadingState label="Loading the budget" />
      ) : (
        <Stack gap="md">
          <MonthCostSummary />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ monthlyBudgetUsd: value === "" ? null : Number(value) });
            }}
          >
            <Group align="flex-end" gap="sm">
              <NumberInput
                label="Monthly budget (USD)"
                placeholder="No budget"
                min={0}
                decimalScale={2}
                prefix="$"
                thousandSeparator=","
                value={value}
                onChange={setValue}
                w={220}
              />
              <Button type="submit" loading={save.isPending}>
                Save budget
              </Button>
            </Group>
          </form>
        </Stack>
      )}
    </Card>
  );
}

/** This month's cost, against the budget when there is one; warns from 80%. */
export function MonthCostSummary() {
  const trpc = useTRPC();
  const month = useQuery(trpc.admin.usage.monthCost.queryOptions());
  if (!month.data) return null;
  const { costUsd, monthlyBudgetUsd: budget, warning, reached } = month.data;
  const share = budget ? Math.min(100, (costUsd / budget) * 100) : 0;
  return (
    <Stack gap="xs">
      <Text size="sm">
        This month's cost: <b>{formatUsd(costUsd)}</b>
        {budget !== null && ` of ${formatUsd(budget)}`}
      </Text>
      {budget !== null && (
        <Progress
          value={share}
          color={reached ? "red" : warning ? "orange" : "teal"}
          aria-label="Monthly budget used"
        />
      )}
      {warning && (
        <Alert
          color={reached ? "red" : "orange"}
          icon={<IconAlertTriangle size={18} />}
          title={reached ? "Monthly budget reached" : "Monthly budget nearly spent"}
        >
          {reached
            ? "Generation is refused until the 1st of next month (UTC), or until you raise the budget."
            : `${Math.floor(share)}% of this month's AI budget is spent.`}
        </Alert>
      )}
    </Stack>
  );
}

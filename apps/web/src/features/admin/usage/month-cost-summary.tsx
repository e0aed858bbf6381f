import { Alert, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { formatUsd } from "../../usage/usage-format";

// Its own module: the dashboard shows it, and must not load the budget form with it.
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

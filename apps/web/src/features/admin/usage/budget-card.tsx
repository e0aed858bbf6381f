import { Button, Card, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { formatUsd } from "../../usage/usage-format";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";
import { MonthCostSummary } from "./month-cost-summary";

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

import { Anchor, Card, Group, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { MonthCostSummary } from "./month-cost-summary";

/** The dashboard's view of spend: this month's AI cost, and the budget warning from 80%. */
export function MonthCostCard() {
  return (
    <Card padding="lg" withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          AI cost this month
        </Title>
        <Anchor component={Link} to="/admin?tab=usage" size="sm">
          View usage
        </Anchor>
      </Group>
      <MonthCostSummary />
    </Card>
  );
}

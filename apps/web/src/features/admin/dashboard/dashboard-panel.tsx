import {
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import type { ContentType, ReviewTimeDto } from "@studio/shared";
import {
  formatCount,
  formatDuration,
  dashboardMessages as m,
  reviewQueueMessages as q,
} from "@studio/shared";
import {
  type Icon,
  IconGift,
  IconMail,
  IconNews,
  IconPackage,
  IconPhoto,
  IconSparkles,
  IconTags,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { botTypeColors } from "../bot-type-colors";
import { EmptyState } from "../empty-state";
import { formatDateTime } from "../format";
import { MonthCostCard } from "../usage/month-cost-card";

const activityIcons: Record<ContentType, Icon> = {
  newsletter: IconNews,
  sam: IconMail,
  gift: IconGift,
  image: IconPhoto,
};

function StatCard({
  label,
  value,
  icon: IconComponent,
  color,
}: {
  label: string;
  value: number;
  icon: Icon;
  color: string;
}) {
  return (
    <Card padding="lg" withBorder>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={32} fw={800} lh={1.1}>
            {formatCount(value)}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          <IconComponent size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Median time from submission to approval per product, last 30 days (issue 24 item 9). */
function ReviewTimesCard({ times }: { times: ReviewTimeDto[] }) {
  return (
    <Card padding="lg" withBorder>
      <Title order={3} size="h4" mb="md">
        {q.reviewTimesTitle}
      </Title>
      {times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {q.reviewTimesEmpty}
        </Text>
      ) : (
        <Table aria-label={q.reviewTimesTitle}>
          <Table.Tbody>
            {times.map((row) => (
              <Table.Tr key={row.productId ?? "none"}>
                <Table.Td>{row.productName ?? q.noProduct}</Table.Td>
                <Table.Td fw={700}>{formatDuration(row.medianSeconds)}</Table.Td>
                <Table.Td c="dimmed">{q.approvals(row.approvals)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export function DashboardPanel() {
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.admin.dashboard.queryOptions());

  if (dashboard.isPending) {
    return (
      <Center py={64} role="status" aria-label={m.loading}>
        <Loader />
      </Center>
    );
  }
  const counts = dashboard.data?.counts ?? { products: 0, topics: 0, generated: 0 };
  const recent = dashboard.data?.recent ?? [];
  const reviewTimes = dashboard.data?.reviewTimes ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Overview</Title>
        <Text c="dimmed" size="sm">
          Your catalog and what the bots have produced lately.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard
          label={m.activeProducts}
          value={counts.products}
          icon={IconPackage}
          color="navy"
        />
        <StatCard label={m.totalTopics} value={counts.topics} icon={IconTags} color="violet" />
        <StatCard
          label={m.generatedItems}
          value={counts.generated}
          icon={IconSparkles}
          color="teal"
        />
      </SimpleGrid>
      <MonthCostCard />
      <ReviewTimesCard times={reviewTimes} />
      <Card padding="lg" withBorder>
        <Title order={3} size="h4" mb="md">
          {m.recentActivity}
        </Title>
        {recent.length === 0 ? (
          <EmptyState
            icon={IconSparkles}
            title={m.noRecentActivity}
            hint="Generated content will appear here."
          />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {recent.map((item) => {
              const IconComponent = activityIcons[item.botType] ?? IconSparkles;
              return (
                <Group key={item.id} component="li" gap="sm" wrap="nowrap">
                  <ThemeIcon
                    size={36}
                    radius="md"
                    variant="light"
                    color={botTypeColors[item.botType] ?? "gray"}
                    aria-hidden
                  >
                    <IconComponent size={18} />
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {item.title || m.fallbackTitle}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(item.createdAt, m.fallbackTime)}
                    </Text>
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

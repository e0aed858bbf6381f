import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { reviewQueueMessages as m, type ReviewQueueItemDto } from "@studio/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useTRPC } from "../../lib/trpc";
import { formatDateTime } from "../admin/format";
import { nextPageParam, usePagedItems } from "../admin/use-paged-query";

function Flags({ flags }: { flags: ReviewQueueItemDto["flags"] }) {
  if (!flags)
    return (
      <Text size="sm" c="dimmed">
        {m.notChecked}
      </Text>
    );
  return (
    <Group gap={4}>
      <Badge color={flags.block ? "red" : "gray"} variant="light">
        {m.blocking(flags.block)}
      </Badge>
      <Badge color={flags.warn ? "yellow" : "gray"} variant="light">
        {m.warnings(flags.warn)}
      </Badge>
    </Group>
  );
}

/** The items in review, oldest submission first, each linking to its page (issue 24 item 9). */
export function ReviewQueuePage() {
  const trpc = useTRPC();
  const queue = useInfiniteQuery({
    ...trpc.review.queue.infiniteQueryOptions({}, { getNextPageParam: nextPageParam }),
    staleTime: 0,
  });
  const list = usePagedItems(queue);

  return (
    <Container size="lg" py="xl" w="100%" miw={0}>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {m.title}
          </Title>
          <Text c="dimmed">{m.intro}</Text>
        </div>
        {queue.isPending ? (
          <Center py={48} role="status" aria-label={m.loading}>
            <Loader />
          </Center>
        ) : queue.isError ? (
          <Text c="red">{m.failed}</Text>
        ) : list.items.length === 0 ? (
          <Text c="dimmed">{m.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={m.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.columns.title}</Table.Th>
                  <Table.Th>{m.columns.product}</Table.Th>
                  <Table.Th>{m.columns.writer}</Table.Th>
                  <Table.Th>{m.columns.submitted}</Table.Th>
                  <Table.Th>{m.columns.flags}</Table.Th>
                  <Table.Th>{m.columns.comments}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((item) => (
                  <Table.Tr key={item.id} data-testid="review-queue-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/content/${item.id}`}>
                        {item.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{item.productName ?? "—"}</Table.Td>
                    <Table.Td>{item.ownerName ?? "—"}</Table.Td>
                    <Table.Td>{formatDateTime(item.submittedAt)}</Table.Td>
                    <Table.Td>
                      <Flags flags={item.flags} />
                    </Table.Td>
                    <Table.Td>{m.openComments(item.openComments)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.hasMore && (
          <Group justify="center">
            <Button variant="default" loading={list.loadingMore} onClick={list.loadMore}>
              {m.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}

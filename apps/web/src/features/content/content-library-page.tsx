import {
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { CurrentUser } from "@studio/shared";
import {
  type ContentListItemDto,
  contentKindLabels,
  contentKinds,
  contentMessages,
  contentStatuses,
  contentStatusLabels,
} from "@studio/shared";
import { IconFiles, IconSearch } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useCallback, useState } from "react";
import { Link } from "react-router-dom";
import { useTRPC } from "../../lib/trpc";
import { EmptyState } from "../admin/empty-state";
import { LoadingState } from "../admin/loading-state";
import { useProducts } from "../home/catalog-queries";
import { ComplianceBadge, KindBadge, StatusBadge } from "./content-badges";
import { ContentGrid } from "./content-grid";
import { contentPagesOptions } from "./content-queries";
import { FilterSelect, useFilter } from "./filter-select";

function ContentCard({ item, showOwner }: { item: ContentListItemDto; showOwner: boolean }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/content/${item.id}`}
      data-testid="content-card"
      aria-label={item.title}
    >
      <Group gap={6} mb="xs">
        <KindBadge kind={item.kind} />
        <StatusBadge status={item.status} />
        <ComplianceBadge counts={item.compliance} />
      </Group>
      <Text fw={600} lineClamp={2}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed" mt={6}>
        {[
          item.productName,
          showOwner ? item.ownerName : null,
          `v${item.version}`,
          `Updated ${dayjs(item.updatedAt).format("MMM D, YYYY h:mm A")}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </Card>
  );
}

/**
 * /content: everything the person generated, newest first, filtered and searched on the server,
 * read a page at a time as the list scrolls (virtualized: the DOM holds only the rows in view).
 */
export function ContentLibraryPage({ user }: { user: CurrentUser }) {
  const trpc = useTRPC();
  const products = useProducts();
  const kind = useFilter(contentKinds);
  const status = useFilter(contentStatuses);
  const [productId, setProductId] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [scope, setScope] = useState<"mine" | "all">("mine");
  const isAdmin = user.role === "admin";

  const query = useInfiniteQuery(
    contentPagesOptions(trpc, {
      scope,
      botType: kind.value ?? undefined,
      status: status.value ?? undefined,
      productId: productId ? Number(productId) : undefined,
      q: q || undefined,
    }),
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(kind.value || status.value || productId || q);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {scope === "all" ? contentMessages.allContentTitle : contentMessages.pageTitle}
          </Title>
          <Text c="dimmed" size="sm">
            Drafts, reviews and approved pieces, newest first.
          </Text>
        </div>
        {isAdmin && (
          <SegmentedControl
            aria-label="Whose content"
            value={scope}
            onChange={(value) => setScope(value === "all" ? "all" : "mine")}
            data={[
              { value: "mine", label: contentMessages.pageTitle },
              { value: "all", label: contentMessages.allContentTitle },
            ]}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        <TextInput
          label="Search"
          placeholder="Search titles and text"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <FilterSelect
          label="Type"
          placeholder="All types"
          labels={contentKindLabels}
          filter={kind}
        />
        <Select
          label="Product"
          placeholder="All products"
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={productId}
          onChange={setProductId}
          clearable
          searchable
        />
        <FilterSelect
          label="Status"
          placeholder="All statuses"
          labels={contentStatusLabels}
          filter={status}
        />
      </SimpleGrid>
      {query.isPending ? (
        <LoadingState label="Loading content..." />
      ) : query.isError ? (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      ) : items.length === 0 ? (
        <EmptyState
          icon={IconFiles}
          title={filtered ? contentMessages.noMatches : contentMessages.empty}
          hint={filtered ? "Try other filters or a shorter search." : contentMessages.emptyHint}
        />
      ) : (
        <ContentGrid
          items={items}
          renderItem={(item) => (
            <ContentCard key={item.id} item={item} showOwner={scope === "all"} />
          )}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      )}
    </Container>
  );
}

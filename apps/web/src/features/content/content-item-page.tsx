import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import type { CurrentUser } from "@studio/shared";
import { contentMessages } from "@studio/shared";
import {
  IconCopy,
  IconDownload,
  IconFileOff,
  IconMessageChatbot,
  IconRefresh,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import dayjs from "dayjs";
import { Link } from "react-router-dom";
import { StatusCard } from "../../components/status-card";
import { copyRenderedTextWithToast } from "../../lib/clean-copy";
import { usePageTitle } from "../../lib/use-page-title";
import { LoadingState } from "../admin/loading-state";
import { useChatHandoff } from "../home/use-chat-handoff";
import { ComplianceBadge, KindBadge, StatusBadge } from "./content-badges";
import { EditorPanel } from "./editor-panel";
import { EventsTimeline } from "./events-timeline";
import { ExportMenu } from "./export-menu";
import { RecordActions } from "./record-actions";
import { ReviewActions } from "./review-actions";
import { SendTestButton } from "./send-test-button";
import { useContentItem } from "./use-content-item";
import { VersionHistory } from "./version-history";

function copy(text: string) {
  void copyRenderedTextWithToast(
    text,
    { title: contentMessages.copied, message: "Paste it into your email editor." },
    { title: contentMessages.copyFailedTitle, message: contentMessages.copyFailed },
  );
}

/** /content/:id: edit, compare, review, export, copy or hand off one item. */
export function ContentItemPage({ id, user }: { id: number; user: CurrentUser }) {
  const actions = useContentItem(id);
  const { item } = actions;
  usePageTitle(item.data?.title ?? contentMessages.pageTitle);
  const botType =
    item.data?.botType === "image" ? "newsletter" : (item.data?.botType ?? "newsletter");
  const handoff = useChatHandoff(botType);

  if (item.isPending) return <LoadingState label="Loading content..." />;
  if (item.isError) {
    return (
      <StatusCard
        icon={IconFileOff}
        color="gray"
        title={contentMessages.notFound}
        message={item.error.message}
      />
    );
  }
  const data = item.data;
  const isPicture = data.image !== null;
  const counts = data.compliance
    ? {
        block: data.compliance.flags.filter((f) => f.severity === "block").length,
        warn: data.compliance.flags.filter((f) => f.severity === "warn").length,
      }
    : null;

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/content" size="sm">
          {contentMessages.pageTitle}
        </Anchor>
        <Text size="sm" c="dimmed" truncate maw={320}>
          {data.title}
        </Text>
      </Breadcrumbs>
      <Stack gap="md" mb="md">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {data.title}
          </Title>
          <Group gap={6}>
            <KindBadge kind={data.kind} />
            <StatusBadge status={data.status} />
            <ComplianceBadge counts={counts} />
            <Text size="xs" c="dimmed">
              Version {data.version}
              {data.productName ? ` · ${data.productName}` : ""} · Updated{" "}
              {dayjs(data.updatedAt).format("MMM D, YYYY h:mm A")}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <ReviewActions item={data} viewer={user} actions={actions} />
          {!isPicture && (
            <>
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => copy(data.content)}
              >
                Copy
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                loading={actions.regenerate.isPending}
                onClick={() => actions.regenerate.mutate({ id: data.id })}
              >
                Regenerate
              </Button>
              <Button
                variant="light"
                leftSection={<IconMessageChatbot size={16} />}
                loading={handoff.isPending}
                onClick={() =>
                  handoff.start({
                    product: data.productName ?? undefined,
                    subject: data.title,
                    content: data.content,
                  })
                }
              >
                Open in Chat Assistant
              </Button>
              <ExportMenu
                id={data.id}
                version={data.version}
                botType={data.botType}
                approved={data.status === "approved"}
              />
              <SendTestButton item={data} />
            </>
          )}
        </Group>
      </Stack>
      {data.approval && (
        <Alert
          mb="md"
          color="green"
          variant="light"
          icon={<IconRosetteDiscountCheck size={18} />}
          title={`Version ${data.approval.version} approved`}
          data-testid="approval"
        >
          <Text size="sm">
            By {data.approval.approverName ?? "an administrator"} on{" "}
            {dayjs(data.approval.approvedAt).format("MMM D, YYYY h:mm A")}
            {data.approval.version !== data.version
              ? ` · the current version ${data.version} is a new draft`
              : ""}
          </Text>
          {data.approval.override && <Text size="sm">Override: {data.approval.override}</Text>}
          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
            SHA-256 {data.approval.contentHash}
          </Text>
          <RecordActions item={data} actions={actions} />
        </Alert>
      )}
      {isPicture && data.image ? (
        <Paper withBorder radius="md" p="md">
          <Image src={data.image.imageUrl} alt={data.title} radius="sm" maw={520} mx="auto" />
          <Group justify="center" mt="md">
            <Button
              component="a"
              href={data.image.imageUrl}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Download image
            </Button>
            <Button
              component="a"
              href={data.image.printUrl}
              download
              leftSection={<IconDownload size={16} />}
            >
              {data.image.kind === "cover"
                ? "Download Cover (A4 300DPI)"
                : "Download print (300 DPI)"}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Tabs defaultValue="editor" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="editor">Editor</Tabs.Tab>
            <Tabs.Tab value="history">Versions ({data.versions.length})</Tabs.Tab>
            <Tabs.Tab value="activity">Activity</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="editor">
            <EditorPanel key={data.version} item={data} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <VersionHistory key={data.version} item={data} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <EventsTimeline events={data.events} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}

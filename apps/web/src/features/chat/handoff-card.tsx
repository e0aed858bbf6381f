import { Badge, Card, Group, Spoiler, Text } from "@mantine/core";
import { chatMessages } from "@studio/shared";
import { IconArrowForwardUp } from "@tabler/icons-react";
import { GeneratedText } from "../home/generated-text";
import classes from "./chat.module.css";
import { formatMessageTime } from "./chat-dates";

/** A generator's output handed to the chat (a 'system' message): context, not a chat turn. */
export function HandoffCard({ content, timestamp }: { content: string; timestamp: string }) {
  return (
    <Card className={classes.handoff} padding="md" data-role="system" shadow="xs">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Badge
          variant="light"
          color="teal"
          leftSection={<IconArrowForwardUp size={12} aria-hidden />}
        >
          {chatMessages.handoffLabel}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatMessageTime(timestamp)}
        </Text>
      </Group>
      <Spoiler maxHeight={220} showLabel="Show more" hideLabel="Show less">
        <GeneratedText text={content} />
      </Spoiler>
    </Card>
  );
}

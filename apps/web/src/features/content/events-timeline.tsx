import { Text, Timeline } from "@mantine/core";
import { type ContentEventDto, contentEventLabels } from "@studio/shared";
import dayjs from "dayjs";

/** The item's history, oldest first, as it happened. */
export function EventsTimeline({ events }: { events: ContentEventDto[] }) {
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={14}
      lineWidth={2}
      data-testid="events-timeline"
    >
      {events.map((event, index) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only and ordered.
          key={index}
          title={`${contentEventLabels[event.kind]}${event.version ? ` · v${event.version}` : ""}`}
        >
          <Text size="xs" c="dimmed">
            {event.actorName ?? "Someone"} · {dayjs(event.at).format("MMM D, YYYY h:mm A")}
          </Text>
          {event.note && (
            <Text size="sm" mt={4}>
              {event.kind === "exported" ? `Format: ${event.note}` : event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

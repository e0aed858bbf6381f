import { Badge } from "@mantine/core";
import { type BotType, botTypeLabels, botTypes } from "@studio/shared";
import { botTypeColors } from "./bot-type-colors";

export { botTypeColors };

export function BotTypeBadge({ botType }: { botType: BotType }) {
  return (
    <Badge
      variant="light"
      color={botTypeColors[botType]}
      radius="sm"
      tt="none"
      // Labels are short and fixed: show them whole instead of Mantine's default ellipsis.
      styles={{ root: { maxWidth: "none", overflow: "visible" }, label: { overflow: "visible" } }}
    >
      {botTypeLabels[botType]}
    </Badge>
  );
}

export const botTypeOptions = Object.entries(botTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

/** Narrows a select's string value to a bot type; an empty or "all" value is not one. */
export const isBotType = (value: string): value is BotType =>
  (botTypes as readonly string[]).includes(value);

import type { GiftType } from "@studio/shared";
import { giftTypeLabels } from "@studio/shared";

const guidance: Record<Exclude<GiftType, "custom">, string> = {
  high_volume:
    "a broad, widely searched subject with mass appeal, for a gift that attracts as many new readers as possible",
  long_tail:
    "a narrow, specific question that a smaller group of readers urgently wants answered, for a gift that converts very well",
  latest_guidance:
    "what changed most recently and what readers should do about it now, for a timely gift",
};

/**
 * What {topic} means for a gift: the gift type shapes the angle, and a custom topic is the
 * subject itself (custom type) or a focus added to the angle (other types).
 */
export function giftTopic(options: {
  giftType: GiftType;
  customTopic?: string;
  topicName?: string;
}): string {
  const { giftType, customTopic, topicName } = options;
  const focus = [topicName, giftType === "custom" ? undefined : customTopic].filter(
    (f): f is string => Boolean(f?.trim()),
  );
  const subject =
    giftType === "custom"
      ? `${customTopic?.trim() || giftTypeLabels.custom} (custom topic)`
      : `${giftTypeLabels[giftType]}: ${guidance[giftType]}`;
  return focus.length > 0 ? `${subject}. Focus on: ${focus.join("; ")}` : subject;
}

/** The words that retrieval ranks knowledge against for a gift. */
export function giftSearchText(options: {
  giftType: GiftType;
  customTopic?: string;
  topicName?: string;
}): string {
  return (
    [options.customTopic, options.topicName].filter(Boolean).join(" ") ||
    giftTypeLabels[options.giftType]
  );
}

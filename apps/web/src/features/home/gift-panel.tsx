import { Radio, SimpleGrid, Text, TextInput } from "@mantine/core";
import { type GiftType, giftTypeLabels, giftTypes, NAME_MAX } from "@studio/shared";
import { IconGift } from "@tabler/icons-react";
import { useState } from "react";
import { notify } from "../../lib/notify";
import { homeStrings } from "./home-strings";
import classes from "./panels.module.css";
import { type NamedOption, ProductSelect } from "./product-topic-selects";
import { TextBotLayout } from "./text-bot-layout";

const giftTypeHints: Record<GiftType, string> = {
  high_volume: "Broad subjects many investors search for",
  long_tail: "Narrow, specific angles with eager readers",
  latest_guidance: "Timely takes on fresh market developments",
  custom: "Your own subject",
};

function isGiftType(value: string): value is GiftType {
  return (giftTypes as readonly string[]).includes(value);
}

/** The Free Gift panel (SPEC 2): product, gift type and, for custom, the topic to write about. */
export function GiftPanel() {
  const copy = homeStrings.gift;
  const [product, setProduct] = useState<NamedOption | null>(null);
  const [giftType, setGiftType] = useState<GiftType | null>(null);
  const [customTopic, setCustomTopic] = useState("");
  const trimmedTopic = customTopic.trim();
  const ready =
    product !== null && giftType !== null && (giftType !== "custom" || trimmedTopic.length > 0);

  const prepare = () => {
    if (!product || !giftType) {
      notify.error(homeStrings.selectionRequiredTitle, copy.selectionRequired);
      return null;
    }
    if (giftType === "custom" && trimmedTopic.length === 0) {
      notify.error(copy.customTopicRequiredTitle, copy.customTopicRequired);
      return null;
    }
    return {
      request: {
        productId: product.id,
        giftType,
        ...(giftType === "custom" ? { customTopic: trimmedTopic } : {}),
      },
      labels: { product: product.name, subject: giftType },
    };
  };

  return (
    <TextBotLayout
      botType="gift"
      ready={ready}
      prepare={prepare}
      placeholderIcon={IconGift}
      resultVariant="gift"
    >
      <ProductSelect value={product?.id ?? null} onChange={setProduct} />
      <Radio.Group
        label={copy.giftTypeLabel}
        description={copy.giftTypeDescription}
        value={giftType}
        onChange={(value) => setGiftType(isGiftType(value) ? value : null)}
      >
        <SimpleGrid cols={1} spacing={8} mt={8}>
          {giftTypes.map((type) => (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              className={classes.giftOption}
              aria-label={giftTypeLabels[type]}
            >
              <div className={classes.giftOptionInner}>
                <Radio.Indicator size="sm" />
                <div>
                  <Text size="sm" fw={600} lh={1.3}>
                    {giftTypeLabels[type]}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.35}>
                    {giftTypeHints[type]}
                  </Text>
                </div>
              </div>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {giftType === "custom" ? (
        <TextInput
          label={copy.customTopicLabel}
          placeholder={copy.customTopicPlaceholder}
          value={customTopic}
          onChange={(event) => setCustomTopic(event.currentTarget.value)}
          maxLength={NAME_MAX}
          size="sm"
          required
          autoFocus
        />
      ) : null}
    </TextBotLayout>
  );
}

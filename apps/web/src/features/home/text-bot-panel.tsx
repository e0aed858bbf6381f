import { IconMail, IconSpeakerphone } from "@tabler/icons-react";
import { useState } from "react";
import { notify } from "../../lib/notify";
import { homeStrings } from "./home-strings";
import { type NamedOption, ProductTopicSelects } from "./product-topic-selects";
import { TextBotLayout } from "./text-bot-layout";

interface TextBotPanelProps {
  botType: "newsletter" | "sam";
}

/** The Newsletter Generator and SAM Content Bot panels (SPEC 2): same layout, different words. */
export function TextBotPanel({ botType }: TextBotPanelProps) {
  const copy = homeStrings[botType];
  const [product, setProduct] = useState<NamedOption | null>(null);
  const [topic, setTopic] = useState<NamedOption | null>(null);

  const prepare = () => {
    if (!product || !topic) {
      notify.error(homeStrings.selectionRequiredTitle, copy.selectionRequired);
      return null;
    }
    return {
      request: { productId: product.id, topicId: topic.id },
      labels: { product: product.name, subject: topic.name },
    };
  };

  return (
    <TextBotLayout
      botType={botType}
      ready={product !== null && topic !== null}
      prepare={prepare}
      placeholderIcon={botType === "newsletter" ? IconMail : IconSpeakerphone}
    >
      <ProductTopicSelects
        product={product}
        topic={topic}
        onProductChange={setProduct}
        onTopicChange={setTopic}
        topicLabel={copy.topicLabel}
      />
    </TextBotLayout>
  );
}

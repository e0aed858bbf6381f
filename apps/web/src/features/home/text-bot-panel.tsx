import { IconMail, IconSpeakerphone } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { notify } from "../../lib/notify";
import { homeStrings } from "./home-strings";
import { type NamedOption, ProductTopicSelects } from "./product-topic-selects";
import { ResultPane } from "./result-pane";
import { TextBotLayout } from "./text-bot-layout";
import { optionsForRequest, useGenerationOptions } from "./use-generation-options";
import { useTextGeneration } from "./use-text-generation";

interface TextBotPanelProps {
  botType: "newsletter" | "sam";
}

/** The Newsletter Generator and SAM Content Bot panels (SPEC 2): same layout, different words. */
export function TextBotPanel({ botType }: TextBotPanelProps) {
  const copy = homeStrings[botType];
  const [product, setProduct] = useState<NamedOption | null>(null);
  const [topic, setTopic] = useState<NamedOption | null>(null);
  const generation = useTextGeneration(botType);
  const steering = useGenerationOptions(botType);
  const ready = product !== null && topic !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generation.isPending) return;
    if (!product || !topic) {
      notify.error(homeStrings.selectionRequiredTitle, copy.selectionRequired);
      return;
    }
    generation.generate({
      request: {
        productId: product.id,
        topicId: topic.id,
        botType,
        ...optionsForRequest(steering.options),
      },
      labels: { product: product.name, subject: topic.name },
    });
  };

  return (
    <TextBotLayout
      copy={copy}
      ready={ready}
      generation={generation}
      onSubmit={onSubmit}
      steering={steering}
      result={
        <ResultPane
          botType={botType}
          generation={generation}
          placeholderIcon={botType === "newsletter" ? IconMail : IconSpeakerphone}
        />
      }
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

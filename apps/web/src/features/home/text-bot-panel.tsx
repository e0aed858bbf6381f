import { Grid, Stack, Text } from "@mantine/core";
import { IconMail, IconSpeakerphone } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { notify } from "../../lib/notify";
import { DemoModeNote } from "./demo-mode-note";
import { GenerateButton } from "./generate-button";
import { GenerationOptionsSection } from "./generation-options-section";
import { homeStrings } from "./home-strings";
import classes from "./panels.module.css";
import { type NamedOption, ProductTopicSelects } from "./product-topic-selects";
import { ResultPane } from "./result-pane";
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
  const { options, update } = useGenerationOptions(botType);
  const ready = product !== null && topic !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generation.isPending) return;
    if (!product || !topic) {
      notify.error(homeStrings.selectionRequiredTitle, copy.selectionRequired);
      return;
    }
    generation.generate({
      request: { productId: product.id, topicId: topic.id, botType, ...optionsForRequest(options) },
      labels: { product: product.name, subject: topic.name },
    });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <form onSubmit={onSubmit} noValidate className={classes.form}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {copy.intro}
            </Text>
            <ProductTopicSelects
              product={product}
              topic={topic}
              onProductChange={setProduct}
              onTopicChange={setTopic}
              topicLabel={copy.topicLabel}
            />
            <GenerationOptionsSection options={options} onChange={update} />
            <GenerateButton label={copy.generate} ready={ready} isPending={generation.isPending} />
            <DemoModeNote />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ResultPane
          botType={botType}
          generation={generation}
          placeholderIcon={botType === "newsletter" ? IconMail : IconSpeakerphone}
        />
      </Grid.Col>
    </Grid>
  );
}

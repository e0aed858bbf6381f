import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BotPanelFrame } from "../../components/bot-panel-frame";
import { DemoModeNote } from "./demo-mode-note";
import { GenerateButton } from "./generate-button";
import { GenerationOptionsSection } from "./generation-options-section";
import { homeStrings, type TextBotId } from "./home-strings";
import { ResultPane } from "./result-pane";
import { optionsForRequest, useGenerationOptions } from "./use-generation-options";
import {
  type GenerateRequest,
  type GenerationLabels,
  useTextGeneration,
} from "./use-text-generation";

/** What a panel's own fields ask for; the layout adds the bot and the optional steering. */
export interface PanelRun {
  request: Omit<GenerateRequest, "botType">;
  labels: GenerationLabels;
}

interface TextBotLayoutProps {
  botType: TextBotId;
  /** Every required field is filled: the Generate button is enabled. */
  ready: boolean;
  /** The run the fields describe, or null when one is missing (after a toast that says which). */
  prepare: () => PanelRun | null;
  placeholderIcon: Icon;
  /** The gift panel's result pane names its actions in full. */
  resultVariant?: "standard" | "gift";
  /** The panel's own fields, between the intro and the optional steering. */
  children: ReactNode;
}

/**
 * What the three text-bot panels share (SPEC 2): intro, the panel's fields, the optional
 * steering, Generate and the demo-mode note on the left; the streamed result beside them on wide
 * screens.
 */
export function TextBotLayout({ botType, ...props }: TextBotLayoutProps) {
  const copy = homeStrings[botType];
  const generation = useTextGeneration(botType);
  const steering = useGenerationOptions(botType);

  const onSubmit = () => {
    if (generation.isPending) return;
    const run = props.prepare();
    if (!run) return;
    generation.generate({
      request: { ...run.request, botType, ...optionsForRequest(steering.options) },
      labels: run.labels,
    });
  };

  const result = (
    <ResultPane
      botType={botType}
      generation={generation}
      placeholderIcon={props.placeholderIcon}
      variant={props.resultVariant ?? "standard"}
    />
  );

  return (
    <BotPanelFrame formSpan={4} intro={copy.intro} onSubmit={onSubmit} result={result}>
      {props.children}
      <GenerationOptionsSection options={steering.options} onChange={steering.update} />
      <GenerateButton label={copy.generate} ready={props.ready} isPending={generation.isPending} />
      <DemoModeNote />
    </BotPanelFrame>
  );
}

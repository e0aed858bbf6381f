import { Button, Textarea } from "@mantine/core";
import { IMAGE_PROMPT_MAX, type ImageResult as ImageResultDto } from "@studio/shared";
import { IconSparkles } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { BotPanelFrame } from "../../components/bot-panel-frame";
import { generationError } from "./generation-error";
import { ImageResult } from "./image-result";
import { imageStrings } from "./image-strings";

interface ImageFormLayoutProps {
  copy: {
    intro: string;
    descriptionLabel: string;
    descriptionPlaceholder: string;
    generate: string;
    failed: string;
    resultAlt: string;
    placeholder: string;
    download: string;
  };
  /** The panel's generation mutation: its state drives the button and the result column. */
  generation: {
    error: unknown;
    data: ImageResultDto | undefined;
    isSuccess: boolean;
    isPending: boolean;
  };
  /** Starts a run for the description, which is never blank here. */
  onSubmit: (description: string) => void;
  /** The download's file name if the server's response does not name the file. */
  fallbackFileName: () => string;
  /** The panel's own fields, between the description and the Generate button. */
  children: ReactNode;
}

/**
 * What both image panels share (SPEC 2): intro, required description, the panel's fields, and a
 * Generate button that stays disabled until the description is non-blank and while a run is
 * pending (reading 'Generating...'); the result (image, error, downloads) sits beside the form on
 * wide screens.
 */
export function ImageFormLayout(props: ImageFormLayoutProps) {
  const { copy, generation } = props;
  const [description, setDescription] = useState("");
  const ready = description.trim() !== "";

  const submit = () => {
    // A new run replaces the mutation's state, which clears the last image and error.
    if (ready && !generation.isPending) props.onSubmit(description);
  };
  const result = (
    <ImageResult
      result={generation.data}
      error={generationError(generation, copy.failed)}
      isPending={generation.isPending}
      alt={copy.resultAlt}
      placeholder={copy.placeholder}
      downloadLabel={copy.download}
      fallbackFileName={props.fallbackFileName}
    />
  );

  return (
    <BotPanelFrame formSpan={5} intro={copy.intro} onSubmit={submit} result={result}>
      <Textarea
        label={copy.descriptionLabel}
        placeholder={copy.descriptionPlaceholder}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={IMAGE_PROMPT_MAX}
        autosize
        minRows={3}
        maxRows={8}
        required
      />
      {props.children}
      <Button
        type="submit"
        size="md"
        fullWidth
        disabled={!ready || generation.isPending}
        leftSection={<IconSparkles size={18} />}
      >
        {generation.isPending ? imageStrings.generating : copy.generate}
      </Button>
    </BotPanelFrame>
  );
}

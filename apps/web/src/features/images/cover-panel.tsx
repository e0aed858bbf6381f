import {
  artStyleLabels,
  type CoverStyle,
  coverDownloadName,
  coverStyles,
  DEFAULT_COVER_STYLE,
} from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ImageFormLayout } from "./image-form-layout";
import { ChoiceSelect, GenerationResult } from "./image-panel-parts";
import { imageStrings } from "./image-strings";

const copy = imageStrings.cover;

/** SPEC 2 Cover panel: a description and a cover style; the print download is A4 at 300 DPI. */
export function CoverPanel() {
  const trpc = useTRPC();
  const generation = useMutation(trpc.images.generateCover.mutationOptions());
  const [description, setDescription] = useState("");
  const [style, setStyle] = useState<CoverStyle>(DEFAULT_COVER_STYLE);

  return (
    <ImageFormLayout
      copy={copy}
      description={description}
      onDescriptionChange={setDescription}
      isPending={generation.isPending}
      onSubmit={() => generation.mutate({ description, style })}
      result={
        <GenerationResult
          generation={generation}
          copy={copy}
          fallbackFileName={() =>
            coverDownloadName((generation.data?.id ?? "cover").slice(0, 8), Date.now())
          }
        />
      }
    >
      <ChoiceSelect
        label={copy.styleLabel}
        values={coverStyles}
        labels={artStyleLabels}
        value={style}
        onChange={setStyle}
      />
    </ImageFormLayout>
  );
}

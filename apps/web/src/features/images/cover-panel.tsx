import {
  artStyleLabels,
  coverDownloadName,
  coverStyles,
  DEFAULT_COVER_STYLE,
} from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { ImageFormLayout } from "./image-form-layout";
import { ChoiceSelect, useChoice } from "./image-panel-parts";
import { imageStrings } from "./image-strings";

const copy = imageStrings.cover;

/** SPEC 2 Cover panel: a description and a cover style; the print download is A4 at 300 DPI. */
export function CoverPanel() {
  const trpc = useTRPC();
  const generation = useMutation(trpc.images.generateCover.mutationOptions());
  const style = useChoice(coverStyles, DEFAULT_COVER_STYLE);

  return (
    <ImageFormLayout
      copy={copy}
      generation={generation}
      onSubmit={(description) => generation.mutate({ description, style: style.value })}
      fallbackFileName={() =>
        coverDownloadName((generation.data?.id ?? "cover").slice(0, 8), Date.now())
      }
    >
      <ChoiceSelect label={copy.styleLabel} labels={artStyleLabels} choice={style} />
    </ImageFormLayout>
  );
}

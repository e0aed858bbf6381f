import { Select } from "@mantine/core";
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
import { generationError } from "./generation-error";
import { ImageFormLayout, isOneOf } from "./image-form-layout";
import { ImageResult } from "./image-result";
import { imageStrings } from "./image-strings";

const copy = imageStrings.cover;
const styleOptions = coverStyles.map((value) => ({ value, label: artStyleLabels[value] }));

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
        <ImageResult
          result={generation.data}
          error={generationError(generation, copy.failed)}
          isPending={generation.isPending}
          alt={copy.resultAlt}
          placeholder={copy.placeholder}
          downloadLabel={copy.download}
          fallbackFileName={() =>
            coverDownloadName((generation.data?.id ?? "cover").slice(0, 8), Date.now())
          }
        />
      }
    >
      <Select
        label={copy.styleLabel}
        data={styleOptions}
        value={style}
        onChange={(value) => {
          if (isOneOf(coverStyles, value)) setStyle(value);
        }}
        allowDeselect={false}
      />
    </ImageFormLayout>
  );
}

import { Select } from "@mantine/core";
import type { ImageResult as ImageResultDto } from "@studio/shared";
import { generationError } from "./generation-error";
import { isOneOf } from "./image-form-layout";
import { ImageResult } from "./image-result";

interface ChoiceSelectProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}

/** A Select over a fixed list of values (a style, a size): always one of them, never blank. */
export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { label, values, labels, value, onChange } = props;
  return (
    <Select
      label={label}
      data={values.map((v) => ({ value: v, label: labels[v] }))}
      value={value}
      onChange={(next) => {
        if (isOneOf(values, next)) onChange(next);
      }}
      allowDeselect={false}
    />
  );
}

interface GenerationResultProps {
  /** The panel's generation mutation. */
  generation: {
    error: unknown;
    data: ImageResultDto | undefined;
    isSuccess: boolean;
    isPending: boolean;
  };
  copy: { failed: string; resultAlt: string; placeholder: string; download: string };
  fallbackFileName: () => string;
}

/** The result column of an image panel, fed by its generation mutation. */
export function GenerationResult({ generation, copy, fallbackFileName }: GenerationResultProps) {
  return (
    <ImageResult
      result={generation.data}
      error={generationError(generation, copy.failed)}
      isPending={generation.isPending}
      alt={copy.resultAlt}
      placeholder={copy.placeholder}
      downloadLabel={copy.download}
      fallbackFileName={fallbackFileName}
    />
  );
}

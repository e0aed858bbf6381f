import { Radio, Stack, TextInput } from "@mantine/core";
import {
  artStyleLabels,
  BUTTON_TEXT_MAX,
  DEFAULT_BUTTON_TEXT,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_IMAGE_TYPE,
  HEADLINE_MAX,
  type ImageType,
  imageDownloadName,
  imageSizeLabels,
  imageSizes,
  imageStyles,
  imageTypeLabels,
  imageTypes,
  SUBHEADLINE_MAX,
} from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ImageFormLayout } from "./image-form-layout";
import { ChoiceSelect, useChoice } from "./image-panel-parts";
import { imageStrings } from "./image-strings";

const copy = imageStrings.image;

type OverlayField = "headline" | "subheadline" | "buttonText";
type OverlayText = Record<OverlayField, string>;

/** The texts each image type sets on top of the picture, in form order. */
const overlayFields: Record<ImageType, readonly OverlayField[]> = {
  "image-only": [],
  "image-text": ["headline", "subheadline"],
  "image-text-button": ["headline", "subheadline", "buttonText"],
};

interface OverlayInput {
  label: string;
  placeholder: string;
  maxLength: number;
}

const overlayInputs: Record<OverlayField, OverlayInput> = {
  headline: {
    label: copy.headlineLabel,
    placeholder: copy.headlinePlaceholder,
    maxLength: HEADLINE_MAX,
  },
  subheadline: {
    label: copy.subheadlineLabel,
    placeholder: copy.subheadlinePlaceholder,
    maxLength: SUBHEADLINE_MAX,
  },
  buttonText: {
    label: copy.buttonTextLabel,
    placeholder: DEFAULT_BUTTON_TEXT,
    maxLength: BUTTON_TEXT_MAX,
  },
};

/** Only the texts the type uses go into the request: a hidden field's value is kept, not sent. */
function overlayFor(type: ImageType, text: OverlayText): Partial<OverlayText> {
  const picked: Partial<OverlayText> = {};
  for (const field of overlayFields[type]) picked[field] = text[field];
  return picked;
}

/** SPEC 2 Image panel: a description, optional overlay text, style and size; then the image. */
export function ImagePanel() {
  const trpc = useTRPC();
  const generation = useMutation(trpc.images.generate.mutationOptions());
  const type = useChoice(imageTypes, DEFAULT_IMAGE_TYPE);
  const [text, setText] = useState<OverlayText>({
    headline: "",
    subheadline: "",
    buttonText: DEFAULT_BUTTON_TEXT,
  });
  const style = useChoice(imageStyles, DEFAULT_IMAGE_STYLE);
  const size = useChoice(imageSizes, DEFAULT_IMAGE_SIZE);

  return (
    <ImageFormLayout
      copy={copy}
      generation={generation}
      onSubmit={(description) =>
        generation.mutate({
          prompt: description,
          type: type.value,
          style: style.value,
          size: size.value,
          ...overlayFor(type.value, text),
        })
      }
      fallbackFileName={() => imageDownloadName(Date.now())}
    >
      <Radio.Group label={copy.typeLabel} value={type.value} onChange={type.select}>
        <Stack gap={8} mt={8}>
          {imageTypes.map((value) => (
            <Radio key={value} value={value} label={imageTypeLabels[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {overlayFields[type.value].map((field) => (
        <TextInput
          key={field}
          size="sm"
          {...overlayInputs[field]}
          value={text[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
      <ChoiceSelect label={copy.styleLabel} labels={artStyleLabels} choice={style} />
      <ChoiceSelect label={copy.sizeLabel} labels={imageSizeLabels} choice={size} />
    </ImageFormLayout>
  );
}

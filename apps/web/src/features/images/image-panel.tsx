import { Radio, Stack, TextInput } from "@mantine/core";
import {
  artStyleLabels,
  BUTTON_TEXT_MAX,
  DEFAULT_BUTTON_TEXT,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_IMAGE_TYPE,
  HEADLINE_MAX,
  type ImageSizeName,
  type ImageStyle,
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
import { ImageFormLayout, isOneOf } from "./image-form-layout";
import { ChoiceSelect, GenerationResult } from "./image-panel-parts";
import { imageStrings } from "./image-strings";

const copy = imageStrings.image;

/** SPEC 2 Image panel: a description, optional overlay text, style and size; then the image. */
export function ImagePanel() {
  const trpc = useTRPC();
  const generation = useMutation(trpc.images.generate.mutationOptions());
  const [description, setDescription] = useState("");
  const [type, setType] = useState<ImageType>(DEFAULT_IMAGE_TYPE);
  const [headline, setHeadline] = useState("");
  const [subheadline, setSubheadline] = useState("");
  const [buttonText, setButtonText] = useState(DEFAULT_BUTTON_TEXT);
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE);
  const [size, setSize] = useState<ImageSizeName>(DEFAULT_IMAGE_SIZE);
  const withText = type !== "image-only";

  const onSubmit = () => {
    // A new run replaces the mutation's state, which clears the last image and error.
    generation.mutate({
      prompt: description,
      type,
      style,
      size,
      ...(withText ? { headline, subheadline } : {}),
      ...(type === "image-text-button" ? { buttonText } : {}),
    });
  };

  return (
    <ImageFormLayout
      copy={copy}
      description={description}
      onDescriptionChange={setDescription}
      isPending={generation.isPending}
      onSubmit={onSubmit}
      result={
        <GenerationResult
          generation={generation}
          copy={copy}
          fallbackFileName={() => imageDownloadName(Date.now())}
        />
      }
    >
      <Radio.Group
        label={copy.typeLabel}
        value={type}
        onChange={(value) => {
          if (isOneOf(imageTypes, value)) setType(value);
        }}
      >
        <Stack gap={8} mt={8}>
          {imageTypes.map((value) => (
            <Radio key={value} value={value} label={imageTypeLabels[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {withText ? (
        <>
          <TextInput
            size="sm"
            label={copy.headlineLabel}
            placeholder={copy.headlinePlaceholder}
            value={headline}
            onChange={(event) => setHeadline(event.currentTarget.value)}
            maxLength={HEADLINE_MAX}
          />
          <TextInput
            size="sm"
            label={copy.subheadlineLabel}
            placeholder={copy.subheadlinePlaceholder}
            value={subheadline}
            onChange={(event) => setSubheadline(event.currentTarget.value)}
            maxLength={SUBHEADLINE_MAX}
          />
        </>
      ) : null}
      {type === "image-text-button" ? (
        <TextInput
          size="sm"
          label={copy.buttonTextLabel}
          placeholder={DEFAULT_BUTTON_TEXT}
          value={buttonText}
          onChange={(event) => setButtonText(event.currentTarget.value)}
          maxLength={BUTTON_TEXT_MAX}
        />
      ) : null}
      <ChoiceSelect
        label={copy.styleLabel}
        values={imageStyles}
        labels={artStyleLabels}
        value={style}
        onChange={setStyle}
      />
      <ChoiceSelect
        label={copy.sizeLabel}
        values={imageSizes}
        labels={imageSizeLabels}
        value={size}
        onChange={setSize}
      />
    </ImageFormLayout>
  );
}

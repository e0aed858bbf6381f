import { Button, Grid, Select, Stack, Text, Textarea } from "@mantine/core";
import {
  artStyleLabels,
  type CoverStyle,
  coverDownloadName,
  coverStyles,
  DEFAULT_COVER_STYLE,
  IMAGE_PROMPT_MAX,
} from "@studio/shared/images";
import { IconSparkles } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { generationError } from "./generation-error";
import { ImageResult } from "./image-result";
import { imageStrings } from "./image-strings";
import classes from "./images.module.css";

const copy = imageStrings.cover;
const styleOptions = coverStyles.map((value) => ({ value, label: artStyleLabels[value] }));
const isCoverStyle = (value: string | null): value is CoverStyle =>
  value !== null && (coverStyles as readonly string[]).includes(value);

/** SPEC 2 Cover panel: a description and a cover style; the print download is A4 at 300 DPI. */
export function CoverPanel() {
  const trpc = useTRPC();
  const generation = useMutation(trpc.images.generateCover.mutationOptions());
  const [description, setDescription] = useState("");
  const [style, setStyle] = useState<CoverStyle>(DEFAULT_COVER_STYLE);
  const ready = description.trim() !== "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || generation.isPending) return;
    generation.mutate({ description, style });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <form onSubmit={onSubmit} noValidate className={classes.form}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {copy.intro}
            </Text>
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
            <Select
              label={copy.styleLabel}
              data={styleOptions}
              value={style}
              onChange={(value) => {
                if (isCoverStyle(value)) setStyle(value);
              }}
              allowDeselect={false}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={!ready || generation.isPending}
              leftSection={<IconSparkles size={18} />}
            >
              {generation.isPending ? imageStrings.generating : copy.generate}
            </Button>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
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
      </Grid.Col>
    </Grid>
  );
}

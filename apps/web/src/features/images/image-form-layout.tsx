import { Button, Grid, Stack, Text, Textarea } from "@mantine/core";
import { IMAGE_PROMPT_MAX } from "@studio/shared";
import { IconSparkles } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { imageStrings } from "./image-strings";
import classes from "./images.module.css";

interface ImageFormLayoutProps {
  copy: {
    intro: string;
    descriptionLabel: string;
    descriptionPlaceholder: string;
    generate: string;
  };
  description: string;
  onDescriptionChange: (value: string) => void;
  isPending: boolean;
  onSubmit: () => void;
  /** The panel's own fields, between the description and the Generate button. */
  children: ReactNode;
  /** The result column (image, error, downloads). */
  result: ReactNode;
}

/**
 * The layout both image panels share (SPEC 2): intro, required description, the panel's fields,
 * and a Generate button that stays disabled until the description is non-blank and while a run
 * is pending (reading 'Generating...'); the result sits beside the form on wide screens.
 */
export function ImageFormLayout(props: ImageFormLayoutProps) {
  const { copy, description, isPending } = props;
  const ready = description.trim() !== "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !isPending) props.onSubmit();
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <form onSubmit={submit} noValidate className={classes.form}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {copy.intro}
            </Text>
            <Textarea
              label={copy.descriptionLabel}
              placeholder={copy.descriptionPlaceholder}
              value={description}
              onChange={(event) => props.onDescriptionChange(event.currentTarget.value)}
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
              disabled={!ready || isPending}
              leftSection={<IconSparkles size={18} />}
            >
              {isPending ? imageStrings.generating : copy.generate}
            </Button>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>{props.result}</Grid.Col>
    </Grid>
  );
}

/** Narrows a Select/Radio value to one of the allowed ids. */
export const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

import { Grid, Stack, Text } from "@mantine/core";
import type { GenerationOptions } from "@studio/shared";
import type { FormEvent, ReactNode } from "react";
import { DemoModeNote } from "./demo-mode-note";
import { GenerateButton } from "./generate-button";
import { GenerationOptionsSection } from "./generation-options-section";
import classes from "./panels.module.css";

interface TextBotLayoutProps {
  copy: { intro: string; generate: string };
  /** Every required field is filled: the Generate button is enabled. */
  ready: boolean;
  generation: { isPending: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The optional steering, as useGenerationOptions keeps it. */
  steering: { options: GenerationOptions; update: (patch: Partial<GenerationOptions>) => void };
  /** The panel's own fields, between the intro and the optional steering. */
  children: ReactNode;
  /** The result column. */
  result: ReactNode;
}

/**
 * The layout the three text-bot panels share (SPEC 2): intro, the panel's fields, the optional
 * steering, Generate and the demo-mode note on the left; the result beside them on wide screens.
 */
export function TextBotLayout(props: TextBotLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <form onSubmit={props.onSubmit} noValidate className={classes.form}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {props.copy.intro}
            </Text>
            {props.children}
            <GenerationOptionsSection
              options={props.steering.options}
              onChange={props.steering.update}
            />
            <GenerateButton
              label={props.copy.generate}
              ready={props.ready}
              isPending={props.generation.isPending}
            />
            <DemoModeNote />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{props.result}</Grid.Col>
    </Grid>
  );
}

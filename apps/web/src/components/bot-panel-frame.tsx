import { Grid, Stack, Text } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import classes from "./bot-panel-frame.module.css";

interface BotPanelFrameProps {
  /** The form column's share of the 12-column grid on wide screens; the result takes the rest. */
  formSpan: number;
  intro: string;
  /** Enter or Generate: the page itself never submits. */
  onSubmit: () => void;
  /** The form's fields and buttons, below the intro. */
  children: ReactNode;
  result: ReactNode;
}

/**
 * The frame every bot panel on the home page shares (SPEC 2): the form, opening with the
 * panel's intro, and the result beside it on wide screens (below it on narrow ones).
 */
export function BotPanelFrame({ formSpan, intro, onSubmit, children, result }: BotPanelFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: formSpan }}>
        <form onSubmit={submit} noValidate className={classes.form}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
            {children}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - formSpan }}>{result}</Grid.Col>
    </Grid>
  );
}

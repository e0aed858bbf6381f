import { type MantineSpacing, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PanelSectionProps {
  title: string;
  /** Space between the title and the content. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A titled part of an admin panel, one heading level under the panel's own title. */
export function PanelSection({ title, gap = "xs", children }: PanelSectionProps) {
  return (
    <Stack gap={gap}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

import { Card, Center, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";

interface StatusCardProps {
  icon: Icon;
  color: string;
  title: string;
  message: string;
  children?: ReactNode;
}

/** A centred card for full-page states: access denied, sign-in required. */
export function StatusCard({
  icon: IconComponent,
  color,
  title,
  message,
  children,
}: StatusCardProps) {
  const titleId = useId();
  return (
    <Center px="md" py={96} style={{ flex: 1 }}>
      <Card
        component="section"
        aria-labelledby={titleId}
        padding="xl"
        maw={460}
        w="100%"
        ta="center"
      >
        <ThemeIcon size={56} radius="xl" variant="light" color={color} mx="auto" aria-hidden>
          <IconComponent size={30} />
        </ThemeIcon>
        <Title id={titleId} order={1} size="h3" mt="md">
          {title}
        </Title>
        <Text c="dimmed" mt="xs">
          {message}
        </Text>
        {children}
      </Card>
    </Center>
  );
}

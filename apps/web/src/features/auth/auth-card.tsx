import { Card, Center, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandMark } from "../../components/brand-mark";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card that frames the login pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center px="md" py={{ base: 40, sm: 72 }} style={{ flex: 1 }}>
      <Card w="100%" maw={440} padding="xl" shadow="md">
        <Stack align="center" gap={6} mb="lg" ta="center">
          <BrandMark size={44} />
          <Title order={1} size="h2" mt="xs">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Card>
    </Center>
  );
}

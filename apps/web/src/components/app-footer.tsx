import { Container, Divider, Group, Stack, Text } from "@mantine/core";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@studio/shared";
import { strings } from "../lib/strings";
import { BrandMark } from "./brand-mark";

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size="lg" w="100%" py="xl">
      <Divider mb="xl" />
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6}>
          <Group gap="xs">
            <BrandMark size={24} />
            <Text fw={700}>{PRODUCT_NAME}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {PRODUCT_TAGLINE}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed">
          {strings.footer.copyright(year, PRODUCT_NAME)}
        </Text>
      </Group>
    </Container>
  );
}

import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { strings } from "../../lib/strings";
import { bots } from "./bots";
import classes from "./bots-section.module.css";

/** "Our AI Bots": the cards become interactive panels in a later issue. */
export function BotsSection() {
  return (
    <Box
      component="section"
      id={strings.bots.sectionId}
      className={classes.section}
      aria-labelledby="bots-title"
    >
      <Container size="lg">
        <Stack align="center" gap="xs" mb={40}>
          <Title id="bots-title" order={2} className={classes.title}>
            {strings.bots.title}
          </Title>
          <Text c="dimmed" ta="center" maw={560}>
            {strings.bots.subtitle}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {bots.map((bot) => (
            <Card key={bot.id} padding="xl" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="light" color={bot.color} aria-hidden>
                <bot.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {bot.title}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {bot.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

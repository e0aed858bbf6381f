import { Badge, Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconCheck, IconCircleCheck } from "@tabler/icons-react";
import { strings } from "../../lib/strings";
import { BOTS_SECTION_ID } from "./bots";
import classes from "./hero.module.css";
import { scrollToSection } from "./scroll-to-section";
import { Planet, Starfield } from "./starfield";

const highlights = [
  "Five specialist bots",
  "Drafts stream in seconds",
  "Built for financial publishers",
];

/** The note above the title and the call to action below it are one size of pill. */
const pill = { size: "lg", radius: "xl" } as const;

export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Starfield />
      <Planet />
      <Container size="md" className={classes.content}>
        <Stack align="center" gap="lg">
          <Badge
            {...pill}
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={14} />}
            className={classes.badge}
          >
            {strings.hero.note}
          </Badge>
          <Title id="hero-title" order={1} className={classes.title}>
            {strings.hero.title}
          </Title>
          <Text className={classes.copy}>{strings.hero.copy}</Text>
          <Button
            {...pill}
            variant="white"
            color="navy"
            rightSection={<IconArrowDown size={18} />}
            onClick={() => scrollToSection(BOTS_SECTION_ID)}
            className={classes.cta}
          >
            {strings.hero.cta}
          </Button>
          <Group gap="lg" justify="center" className={classes.highlights}>
            {highlights.map((item) => (
              <span key={item} className={classes.highlight}>
                <IconCheck size={16} stroke={2.2} aria-hidden />
                {item}
              </span>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

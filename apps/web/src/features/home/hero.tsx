import { Badge, Box, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconCircleCheck } from "@tabler/icons-react";
import { strings } from "../../lib/strings";
import classes from "./hero.module.css";
import { scrollToSection } from "./scroll-to-section";

/**
 * Slot for the animated starfield canvas (700 px) and planet image from the starfield issue.
 * Until then the hero's gradient shows through; whatever renders here sits behind the copy.
 */
function HeroBackdrop() {
  return <div className={classes.backdrop} aria-hidden />;
}

export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <HeroBackdrop />
      <Container size="md" className={classes.content}>
        <Stack align="center" gap="lg">
          <Badge
            variant="light"
            color="teal"
            size="lg"
            radius="xl"
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
            size="lg"
            radius="xl"
            variant="white"
            color="navy"
            rightSection={<IconArrowDown size={18} />}
            onClick={() => scrollToSection(strings.bots.sectionId)}
            className={classes.cta}
          >
            {strings.hero.cta}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

import {
  ActionIcon,
  Box,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconX } from "@tabler/icons-react";
import { lazy, type ReactNode, type Ref, Suspense, useEffect, useRef, useState } from "react";
import { strings } from "../../lib/strings";
import { BOTS_SECTION_ID, type BotCard, type BotId, bots } from "./bots";
import classes from "./bots-section.module.css";

// Panels load on first open: the landing page itself stays light.
const TextBotPanel = lazy(() =>
  import("./text-bot-panel").then((module) => ({ default: module.TextBotPanel })),
);
const GiftPanel = lazy(() =>
  import("./gift-panel").then((module) => ({ default: module.GiftPanel })),
);
const ImagePanel = lazy(() =>
  import("../images/image-panel").then((module) => ({ default: module.ImagePanel })),
);
const CoverPanel = lazy(() =>
  import("../images/cover-panel").then((module) => ({ default: module.CoverPanel })),
);

function PanelLoader() {
  return (
    <Center py={64}>
      <Loader type="dots" aria-label="Loading" />
    </Center>
  );
}

/** SPEC 9: an opened panel scrolls into view after this delay (the layout settles first). */
export const PANEL_SCROLL_DELAY_MS = 300;

const panelId = (id: BotId) => `bot-panel-${id}`;
const panelTitleId = (id: BotId) => `bot-panel-${id}-title`;

function panelBody(id: BotId): ReactNode {
  switch (id) {
    case "newsletter":
      return <TextBotPanel botType="newsletter" />;
    case "sam":
      return <TextBotPanel botType="sam" />;
    case "gift":
      return <GiftPanel />;
    case "image":
      return <ImagePanel />;
    case "publication":
      return <CoverPanel />;
    default:
      return null;
  }
}

interface BotCardViewProps {
  bot: BotCard;
  open: boolean;
  onToggle: () => void;
}

function BotCardView({ bot, open, onToggle }: BotCardViewProps) {
  const BotIcon = bot.icon;
  return (
    <Card
      padding="xl"
      className={classes.card}
      data-open={open || undefined}
      data-testid={`bot-card-${bot.id}`}
      // The whole card is a mouse target; the button inside is the keyboard and screen-reader one.
      onClick={onToggle}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={52} radius="md" variant="light" color={bot.color} aria-hidden>
          <BotIcon size={28} stroke={1.6} />
        </ThemeIcon>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.6} className={classes.output}>
          {bot.output}
        </Text>
      </Group>
      <Title order={3} size="h4" mt="lg">
        {bot.title}
      </Title>
      <Text size="sm" c="dimmed" mt={8} className={classes.description}>
        {bot.description}
      </Text>
      <Button
        mt="lg"
        variant={open ? "filled" : "light"}
        color={open ? undefined : bot.color}
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        aria-expanded={open}
        aria-controls={panelId(bot.id)}
        aria-label={`${open ? "Hide" : "Try it"}: ${bot.title}`}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
        className={classes.toggle}
      >
        {open ? "Hide" : "Try it"}
      </Button>
    </Card>
  );
}

interface BotPanelProps {
  bot: BotCard;
  open: boolean;
  onClose: () => void;
  ref: Ref<HTMLDivElement>;
}

function BotPanel({ bot, open, onClose, ref }: BotPanelProps) {
  const BotIcon = bot.icon;
  return (
    <Paper
      ref={ref}
      id={panelId(bot.id)}
      component="section"
      aria-labelledby={panelTitleId(bot.id)}
      hidden={!open}
      display={open ? undefined : "none"}
      withBorder
      shadow="md"
      radius="xl"
      className={classes.panel}
      data-testid={`bot-panel-${bot.id}`}
    >
      <Group justify="space-between" wrap="nowrap" className={classes.panelHeader}>
        <Group gap="md" wrap="nowrap" miw={0}>
          <ThemeIcon size={44} radius="md" variant="light" color={bot.color} aria-hidden>
            <BotIcon size={24} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={panelTitleId(bot.id)}>
              {bot.title}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {bot.description}
            </Text>
          </div>
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onClose}
          aria-label={`Close ${bot.title}`}
        >
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <Box className={classes.panelBody}>
        <Suspense fallback={<PanelLoader />}>{panelBody(bot.id)}</Suspense>
      </Box>
    </Paper>
  );
}

/**
 * 'Our AI Bots': five cards, one panel open at a time (SPEC 2 and 4). A panel stays mounted
 * once opened, so switching bots keeps what each one generated.
 */
export function BotsSection() {
  const [openId, setOpenId] = useState<BotId | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<BotId>>(() => new Set());
  const panelRefs = useRef(new Map<BotId, HTMLDivElement>());
  const reduceMotion = useReducedMotion();

  const toggle = (id: BotId) => {
    setOpenId((current) => (current === id ? null : id));
    setVisited((current) => (current.has(id) ? current : new Set(current).add(id)));
  };

  useEffect(() => {
    if (openId === null) return;
    const timer = setTimeout(() => {
      panelRefs.current
        .get(openId)
        ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, PANEL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openId, reduceMotion]);

  return (
    <Box
      component="section"
      id={BOTS_SECTION_ID}
      className={classes.section}
      aria-labelledby="bots-title"
    >
      <Container size="lg">
        <Stack align="center" gap="xs" mb={48}>
          <Text size="sm" fw={700} c="navy.6" tt="uppercase" lts={1.2}>
            Five specialists, one studio
          </Text>
          <Title id="bots-title" order={2} className={classes.title}>
            {strings.bots.title}
          </Title>
          <Text c="dimmed" ta="center" maw={600} size="lg">
            Pick a bot, choose your publication, and get a publish-ready draft in seconds.
          </Text>
        </Stack>
        <Grid gap="lg" justify="center">
          {bots.map((bot) => (
            <Grid.Col key={bot.id} span={{ base: 12, sm: 6, md: 4 }}>
              <BotCardView bot={bot} open={openId === bot.id} onToggle={() => toggle(bot.id)} />
            </Grid.Col>
          ))}
        </Grid>
        {bots
          .filter((bot) => visited.has(bot.id))
          .map((bot) => (
            <BotPanel
              key={bot.id}
              bot={bot}
              open={openId === bot.id}
              onClose={() => setOpenId(null)}
              ref={(element) => {
                if (element) panelRefs.current.set(bot.id, element);
                else panelRefs.current.delete(bot.id);
              }}
            />
          ))}
      </Container>
    </Box>
  );
}

import {
  type Icon,
  IconBook2,
  IconGift,
  IconMail,
  IconPhoto,
  IconSpeakerphone,
} from "@tabler/icons-react";

/** The anchor the hero button scrolls to (SPEC 1). */
export const BOTS_SECTION_ID = "bots-section";

export const botIds = ["newsletter", "sam", "gift", "image", "publication"] as const;
export type BotId = (typeof botIds)[number];

export interface BotCard {
  id: BotId;
  title: string;
  description: string;
  /** A short label under the title that says what comes out. */
  output: string;
  icon: Icon;
  /** A Mantine theme colour for the card's icon and accents. */
  color: string;
}

/** SPEC 1 and 2: the five bots, in the order the home page lists them. */
export const bots: readonly BotCard[] = [
  {
    id: "newsletter",
    title: "Email Newsletter Bot",
    description:
      "Turn industry news and market trends into a polished newsletter issue, written in your publication's voice.",
    output: "Newsletters",
    icon: IconMail,
    color: "navy",
  },
  {
    id: "sam",
    title: "SAM Content Bot",
    description:
      "Draft marketing emails that sell the subscription, built around a free-gift offer readers want to claim.",
    output: "Marketing emails",
    icon: IconSpeakerphone,
    color: "indigo",
  },
  {
    id: "gift",
    title: "Free Gift Generator",
    description:
      "Brainstorm lead-magnet reports, from high-volume topics to the latest guidance, that convert browsers into subscribers.",
    output: "Lead magnets",
    icon: IconGift,
    color: "teal",
  },
  {
    id: "image",
    title: "Image Generator",
    description:
      "Create on-brand images for emails and landing pages, with an optional headline and call-to-action button.",
    output: "Images",
    icon: IconPhoto,
    color: "cyan",
  },
  {
    id: "publication",
    title: "Publication Cover Generator",
    description:
      "Design print-ready A4 covers at 300 DPI, with clear space left for your masthead and headline.",
    output: "A4 covers",
    icon: IconBook2,
    color: "violet",
  },
];

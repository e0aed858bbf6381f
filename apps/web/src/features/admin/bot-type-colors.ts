import type { ContentType } from "@studio/shared";

/**
 * One colour per bot, used by every table and the dashboard so a bot reads the same everywhere.
 * Its own module, with no runtime imports: the dashboard needs the colours and not the badge,
 * whose bot labels come with the shared validation code.
 */
export const botTypeColors: Record<ContentType, string> = {
  newsletter: "blue",
  sam: "violet",
  gift: "orange",
  image: "teal",
};

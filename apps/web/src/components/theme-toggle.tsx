import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { strings } from "../lib/strings";
import { useHydrating } from "../lib/use-hydrating";

/**
 * Light/dark switch in the header. The choice is stored under the `theme` key by the colour
 * scheme manager (lib/color-scheme.ts); the operating system's scheme is never followed.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computedDark = useComputedColorScheme("light") === "dark";
  // A prerendered page cannot know the stored scheme: it hydrates as light. The icon follows the
  // page's colour-scheme attribute (set before the first paint) through Mantine's hidden classes.
  const dark = !useHydrating() && computedDark;
  const label = dark ? strings.nav.lightTheme : strings.nav.darkTheme;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => setColorScheme(dark ? "light" : "dark")}
      aria-label={label}
      title={label}
    >
      <IconSun size={18} stroke={1.8} className="mantine-light-hidden" />
      <IconMoon size={18} stroke={1.8} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}

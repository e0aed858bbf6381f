import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { strings } from "../lib/strings";

/**
 * Light/dark switch in the header. The choice is stored under the `theme` key by the colour
 * scheme manager (lib/color-scheme.ts); the operating system's scheme is never followed.
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme("light") === "dark";
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
      {dark ? <IconSun size={18} stroke={1.8} /> : <IconMoon size={18} stroke={1.8} />}
    </ActionIcon>
  );
}

import { ThemeIcon } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";

/** The small logo tile beside the product name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="gradient"
      gradient={{ from: "navy.9", to: "indigo.5", deg: 135 }}
      aria-hidden
    >
      <IconSparkles size={Math.round(size * 0.6)} stroke={1.8} />
    </ThemeIcon>
  );
}

import { ActionIcon, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

const GLYPH_PX = { sm: 14, lg: 18 } as const;

interface IconActionProps {
  /** Both the tooltip and the accessible name. */
  label: string;
  icon: Icon;
  size: keyof typeof GLYPH_PX;
  onClick: () => void;
  disabled?: boolean;
}

/** A quiet icon-only button (copy, regenerate) that says what it does on hover. */
export function IconAction({ label, icon: Glyph, size, ...props }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size={size} aria-label={label} {...props}>
        <Glyph size={GLYPH_PX[size]} />
      </ActionIcon>
    </Tooltip>
  );
}

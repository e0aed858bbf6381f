import { Button } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";

interface GenerateButtonProps {
  label: string;
  /** Every required choice is made. */
  ready: boolean;
  isPending: boolean;
}

/**
 * The panel's submit button. Until the choices are made it is aria-disabled rather than inert,
 * so a click (or Enter) still reaches the form and the toast says what is missing.
 */
export function GenerateButton({ label, ready, isPending }: GenerateButtonProps) {
  const unavailable = !ready && !isPending;
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      loading={isPending}
      loaderProps={{ type: "dots" }}
      disabled={isPending}
      data-disabled={unavailable || undefined}
      aria-disabled={unavailable || isPending}
      leftSection={<IconSparkles size={18} />}
    >
      {label}
    </Button>
  );
}

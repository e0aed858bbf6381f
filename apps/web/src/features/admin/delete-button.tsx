import { Button, type ButtonProps } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

type DeleteButtonProps = Omit<ButtonProps, "size" | "variant" | "color" | "leftSection"> & {
  onClick: () => void;
  "aria-label"?: string;
};

/** The small red delete button of the cards and the bulk bar. */
export function DeleteButton(props: DeleteButtonProps) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      {...props}
    />
  );
}

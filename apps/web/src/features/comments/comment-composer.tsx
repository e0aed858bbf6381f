import { Button, Group, Stack, Textarea } from "@mantine/core";
import { COMMENT_BODY_MAX } from "@studio/shared";

/** Writing a comment or a reply: the text, Cancel, and a send button while there is text. */
export function CommentComposer({
  label,
  placeholder,
  minRows,
  value,
  onChange,
  submitLabel,
  pending,
  onCancel,
  onSubmit,
}: {
  label: string;
  placeholder?: string;
  minRows: number;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={COMMENT_BODY_MAX}
          autosize
          minRows={minRows}
        />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" type="submit" disabled={value.trim() === ""} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

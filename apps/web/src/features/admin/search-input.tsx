import { TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

interface SearchInputProps {
  /** Both the placeholder and the accessible name, so the field is named even when filled. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  style?: TextInputProps["style"];
}

export function SearchInput({ label, value, onChange, style }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={style}
      maw={420}
    />
  );
}

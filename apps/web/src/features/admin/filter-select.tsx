import { Select } from "@mantine/core";

interface FilterSelectProps<V extends string> {
  /** The accessible name; the chosen option is the visible label. */
  label: string;
  data: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  width: number;
}

/** A select that narrows a list: never empty, full width on phones, fixed width beside a search. */
export function FilterSelect<V extends string>({
  label,
  data,
  value,
  onChange,
  width,
}: FilterSelectProps<V>) {
  return (
    <Select
      aria-label={label}
      data={data}
      value={value}
      // allowDeselect is off, so the value is always one of `data`.
      onChange={(next) => onChange((next ?? value) as V)}
      allowDeselect={false}
      w={{ base: "100%", xs: width }}
    />
  );
}

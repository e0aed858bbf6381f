import { Select } from "@mantine/core";
import { useState } from "react";

/** Narrows a Select/Radio value to one of the allowed ids. */
const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** One pick from a fixed list of values (a type, a style, a size): always one of them. */
export interface Choice<T extends string> {
  values: readonly T[];
  value: T;
  /** Takes a Select's or Radio group's raw value; anything outside the list is ignored. */
  select: (next: string | null) => void;
}

export function useChoice<T extends string>(values: readonly T[], initial: T): Choice<T> {
  const [value, setValue] = useState<T>(initial);
  const select = (next: string | null) => {
    if (isOneOf(values, next)) setValue(next);
  };
  return { values, value, select };
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  labels: Readonly<Record<T, string>>;
  choice: Choice<T>;
}

/** A Select over a choice's values: never blank, so it cannot be deselected. */
export function ChoiceSelect<T extends string>({ label, labels, choice }: ChoiceSelectProps<T>) {
  return (
    <Select
      label={label}
      data={choice.values.map((v) => ({ value: v, label: labels[v] }))}
      value={choice.value}
      onChange={choice.select}
      allowDeselect={false}
    />
  );
}

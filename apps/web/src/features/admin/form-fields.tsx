import {
  Select,
  type SelectProps,
  SimpleGrid,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { commonAdmin } from "@studio/shared";
import type { ReactNode } from "react";
import { botTypeOptions } from "./bot-type-badge";
import { useProducts } from "./use-products";

/** The required name that opens an add/edit dialog, focused when the dialog opens. */
export function NameInput(props: TextInputProps) {
  return <TextInput label={commonAdmin.name} withAsterisk data-autofocus {...props} />;
}

type PickerProps = Omit<SelectProps, "label" | "placeholder" | "data">;

/** The required product picker of the admin dialogs, searchable by name. */
export function ProductSelect(props: PickerProps) {
  const { options } = useProducts();
  return (
    <Select
      label={commonAdmin.product}
      placeholder="Select a product"
      data={options}
      withAsterisk
      searchable
      nothingFoundMessage="No products"
      {...props}
    />
  );
}

/** The required bot type picker of the admin dialogs. */
export function BotTypeSelect(props: PickerProps) {
  return (
    <Select
      label={commonAdmin.botType}
      placeholder="Select a bot"
      data={botTypeOptions}
      withAsterisk
      {...props}
    />
  );
}

/** Two fields side by side, stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/**
 * Binds a select to a text field of the form. Mantine reports a cleared select as null; the
 * forms keep "" so the zod schema reports the field as missing.
 */
export function selectInputProps<TValues extends Record<string, unknown>>(
  form: UseFormReturnType<TValues>,
  field: keyof TValues & string,
) {
  const input = form.getInputProps(field);
  return { ...input, onChange: (value: string | null) => input.onChange(value ?? "") };
}

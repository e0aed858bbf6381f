import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ModelPriceDto, type ModelPriceInput, modelPriceInput } from "@studio/shared";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { formatUsd } from "../../usage/usage-format";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { DataTable } from "../data-table";
import { FormModal } from "../form-modal";
import { LoadingState } from "../loading-state";
import { useAdminMutation } from "../use-admin-mutation";
import { useResetOnOpen } from "../use-reset-on-open";
import { useRowDialog } from "../use-row-dialog";

/** The price per model that every recorded call is costed with. */
export function PriceTable() {
  const trpc = useTRPC();
  const prices = useQuery(trpc.admin.usage.prices.queryOptions());
  const form = useRowDialog<ModelPriceDto>();
  const confirm = useRowDialog<ModelPriceDto>();
  const remove = useAdminMutation(trpc.admin.usage.deletePrice, {
    success: {
      title: "Price removed",
      message: (d) => `${d.model} now costs nothing until priced again.`,
    },
    error: { title: "Could not remove the price", fallback: "Please try again." },
    onDone: confirm.close,
  });

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Model prices
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.open(null)}>
          Add model
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        USD per million tokens and per image. A new price applies to calls made from now on.
      </Text>
      {prices.isPending ? (
        <LoadingState label="Loading prices" />
      ) : (
        <DataTable
          caption="Model prices"
          minWidth={480}
          verticalSpacing="xs"
          head={
            <>
              <Table.Th>Model</Table.Th>
              <Table.Th ta="right">Input / 1M</Table.Th>
              <Table.Th ta="right">Output / 1M</Table.Th>
              <Table.Th ta="right">Per image</Table.Th>
              <Table.Th w={80}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
        >
          {prices.data?.map((price) => (
            <Table.Tr key={price.model}>
              <Table.Td>{price.model}</Table.Td>
              <Table.Td ta="right">{formatUsd(price.inputPerMillion)}</Table.Td>
              <Table.Td ta="right">{formatUsd(price.outputPerMillion)}</Table.Td>
              <Table.Td ta="right">{formatUsd(price.perImage)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${price.model}`}
                    onClick={() => form.open(price)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${price.model}`}
                    onClick={() => confirm.open(price)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <PriceFormModal opened={form.opened} price={form.row} onClose={form.close} />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        pending={remove.isPending}
        onConfirm={() => confirm.row && remove.mutate({ model: confirm.row.model })}
        message={`Remove the price of ${confirm.row?.model ?? "this model"}? Its future calls will cost nothing.`}
      />
    </Card>
  );
}

/** The three amounts of a price, all in USD. */
const amountFields = [
  ["inputPerMillion", "Input, USD per million tokens"],
  ["outputPerMillion", "Output, USD per million tokens"],
  ["perImage", "USD per image"],
] as const;

const blank: ModelPriceInput = { model: "", inputPerMillion: 0, outputPerMillion: 0, perImage: 0 };

function PriceFormModal({
  opened,
  price,
  onClose,
}: {
  opened: boolean;
  price: ModelPriceDto | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<ModelPriceInput>({
    initialValues: blank,
    validate: zod4Resolver(modelPriceInput),
  });
  useResetOnOpen(opened, price, () =>
    form.setValues(
      price
        ? {
            model: price.model,
            inputPerMillion: price.inputPerMillion,
            outputPerMillion: price.outputPerMillion,
            perImage: price.perImage,
          }
        : blank,
    ),
  );
  const save = useAdminMutation(trpc.admin.usage.savePrice, {
    success: { title: "Price saved", message: (d) => `${d.model} is priced.` },
    error: { title: "Could not save the price", fallback: "Please check the amounts." },
    onDone: onClose,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={price ? `Edit ${price.model}` : "Add a model price"}
      editing={price !== null}
      createLabel="Add"
      pending={save.isPending}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
    >
      <TextInput
        label="Model"
        required
        disabled={price !== null}
        {...form.getInputProps("model")}
      />
      {amountFields.map(([field, label]) => (
        <NumberInput
          key={field}
          label={label}
          min={0}
          decimalScale={4}
          {...form.getInputProps(field)}
        />
      ))}
    </FormModal>
  );
}

import { type FormValidateInput, useForm } from "@mantine/form";
import type { FormEvent } from "react";
import { type MutationProcedure, useAdminMutation } from "./use-admin-mutation";
import { useResetOnOpen } from "./use-reset-on-open";
import type { RowDialog } from "./use-row-dialog";

/**
 * The titles and toasts of an add/edit dialog, named as the entity message objects of
 * @studio/shared name them, so `productMessages` and its kind can be passed as they are.
 */
export interface RowFormMessages<TCreated, TUpdated> {
  addDialog: string;
  editDialog: string;
  created: string;
  createdDescription: string | ((created: TCreated) => string);
  createError: string;
  /** Shown when the server gave no readable reason. */
  createErrorFallback: string;
  updated: string;
  updatedDescription: string | ((updated: TUpdated) => string);
  updateError: string;
  updateErrorFallback: string;
}

interface RowFormOptions<TRow, TValues, TInput, TCreated, TUpdated, TCreateError, TUpdateError> {
  /** The entity's procedures; `update` takes what `create` takes plus the row's id. */
  procedures: {
    create: MutationProcedure<TCreated, TCreateError, TInput>;
    update: MutationProcedure<TUpdated, TUpdateError, NoInfer<TInput> & { id: number }>;
  };
  messages: RowFormMessages<TCreated, TUpdated>;
  /** The fields when adding. */
  blank: TValues;
  /** The fields when editing `row`. */
  toValues: (row: TRow) => TValues;
  validate: FormValidateInput<TValues>;
  /** What the procedures take (trimmed, parsed); null when the values cannot be sent. */
  toInput: (values: TValues) => TInput | null;
}

/**
 * The add/edit form of an admin list row: the fields start from the row (or blank) each time the
 * dialog opens; submitting creates or updates with the usual reload, toast and close. Returns the
 * form for the fields and the props of its FormModal.
 */
export function useRowForm<
  TRow extends { id: number },
  TValues extends Record<string, unknown>,
  TInput,
  TCreated,
  TUpdated,
  TCreateError,
  TUpdateError,
>(
  dialog: Pick<RowDialog<TRow>, "opened" | "row" | "close">,
  {
    procedures,
    messages: m,
    blank,
    toValues,
    validate,
    toInput,
  }: RowFormOptions<TRow, TValues, TInput, TCreated, TUpdated, TCreateError, TUpdateError>,
) {
  const { opened, row, close } = dialog;
  const form = useForm<TValues>({ initialValues: blank, validate });

  useResetOnOpen(opened, row, () => {
    form.setValues(row ? toValues(row) : blank);
    form.clearErrors();
    form.resetDirty();
  });

  const create = useAdminMutation(procedures.create, {
    success: { title: m.created, message: m.createdDescription },
    error: { title: m.createError, fallback: m.createErrorFallback },
    onDone: close,
  });
  const update = useAdminMutation(procedures.update, {
    success: { title: m.updated, message: m.updatedDescription },
    error: { title: m.updateError, fallback: m.updateErrorFallback },
    onDone: close,
  });

  const onSubmit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit((values) => {
    const input = toInput(values);
    if (input === null) return;
    if (row) update.mutate({ ...input, id: row.id });
    else create.mutate(input);
  });

  const editing = row !== null;
  return {
    form,
    editing,
    /** Spread on the FormModal. */
    modal: {
      opened,
      onClose: close,
      title: editing ? m.editDialog : m.addDialog,
      onSubmit,
      pending: create.isPending || update.isPending,
      editing,
    },
  };
}

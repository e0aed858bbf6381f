import { NumberInput, PasswordInput, Select, TextInput } from "@mantine/core";
import {
  type AdminUserDto,
  createUserInput,
  userAdminMessages as m,
  type Role,
  roleLabels,
  roles,
  updateUserInput,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type UserFormValues = {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
  /** Empty is unlimited (NumberInput reports an empty field as ""). */
  monthlyTokenQuota: number | "";
};

const quotaOf = (value: number | ""): number | null => (value === "" ? null : value);

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));
const isRole = (value: string | null): value is Role =>
  value !== null && (roles as readonly string[]).includes(value);
const blank: UserFormValues = {
  id: 0,
  username: "",
  email: "",
  password: "",
  role: "user",
  monthlyTokenQuota: "",
};

/** Create an account, or edit the dialog's row. */
export function UserFormModal({ dialog }: { dialog: RowDialog<AdminUserDto> }) {
  const trpc = useTRPC();
  const editing = dialog.row !== null;
  const { form, modal } = useRowForm(dialog, {
    procedures: trpc.admin.users,
    messages: {
      ...m,
      createdDescription: (created: AdminUserDto) => m.createdDescription(created.username),
      // Read when the update succeeds, from the values that were sent: a new password also
      // ended the person's other sessions and revoked their keys, and the toast says so.
      updatedDescription: (updated: AdminUserDto): string =>
        m.updatedDescription(updated.username, form.getValues().password !== ""),
    },
    blank,
    toValues: (user): UserFormValues => ({
      id: user.id,
      username: user.username,
      email: user.email,
      password: "",
      role: user.role,
      monthlyTokenQuota: user.monthlyTokenQuota ?? "",
    }),
    // SPEC 5: on edit the password is optional (the edit schema); on create it is required.
    validate: (values) =>
      zod4Resolver(editing ? updateUserInput : createUserInput)({
        ...values,
        monthlyTokenQuota: quotaOf(values.monthlyTokenQuota),
      }),
    // On edit an empty password keeps the current one (updateUserInput reads "" as absent).
    toInput: (values) => ({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      role: values.role,
      monthlyTokenQuota: quotaOf(values.monthlyTokenQuota),
    }),
  });

  return (
    <FormModal {...modal} createLabel={m.add}>
      <TextInput
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        withAsterisk
        data-autofocus
        {...form.getInputProps("username")}
      />
      <TextInput
        type="email"
        label="Email"
        autoComplete="off"
        withAsterisk
        {...form.getInputProps("email")}
      />
      <PasswordInput
        label={editing ? m.passwordKeep : "Password"}
        description={editing ? m.passwordChangeEffects : undefined}
        autoComplete="new-password"
        withAsterisk={!editing}
        {...form.getInputProps("password")}
      />
      <Select
        label="Role"
        data={roleOptions}
        allowDeselect={false}
        {...form.getInputProps("role")}
        onChange={(value) => {
          if (isRole(value)) form.setFieldValue("role", value);
        }}
      />
      <NumberInput
        label="Monthly token quota"
        description="Tokens a calendar month (UTC). Empty is unlimited."
        placeholder="Unlimited"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        {...form.getInputProps("monthlyTokenQuota")}
      />
    </FormModal>
  );
}

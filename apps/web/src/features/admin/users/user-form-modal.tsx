import { NumberInput, PasswordInput, Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminUserDto,
  createUserInput,
  userAdminMessages as m,
  type Role,
  roles,
  updateUserInput,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useResetOnOpen } from "../use-reset-on-open";

interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  user?: AdminUserDto | null;
}

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

const roleOptions = roles.map((r) => ({ value: r, label: r === "admin" ? "Admin" : "User" }));
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

export function UserFormModal({ opened, onClose, user }: UserFormModalProps) {
  const trpc = useTRPC();
  const editing = Boolean(user);
  // SPEC 5: on edit the password is optional (the edit schema); on create it is required.
  const form = useForm<UserFormValues>({
    initialValues: blank,
    validate: (values) =>
      zod4Resolver(editing ? updateUserInput : createUserInput)({
        ...values,
        monthlyTokenQuota: quotaOf(values.monthlyTokenQuota),
      }),
  });

  useResetOnOpen(opened, user, () => {
    form.setValues(
      user
        ? {
            id: user.id,
            username: user.username,
            email: user.email,
            password: "",
            role: user.role,
            monthlyTokenQuota: user.monthlyTokenQuota ?? "",
          }
        : blank,
    );
    form.clearErrors();
  });

  const create = useAdminMutation(trpc.admin.users.create, {
    success: { title: m.created, message: (created) => m.createdDescription(created.username) },
    error: { title: m.createError, fallback: m.createErrorFallback },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.users.update, {
    success: { title: m.updated, message: (updated) => m.updatedDescription(updated.username) },
    error: { title: m.updateError, fallback: m.updateErrorFallback },
    onDone: onClose,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const identity = {
      username: values.username.trim(),
      email: values.email.trim(),
      role: values.role,
      monthlyTokenQuota: quotaOf(values.monthlyTokenQuota),
    };
    if (user) {
      // An empty password is left out, so the current one is kept.
      update.mutate({
        id: user.id,
        ...identity,
        ...(values.password ? { password: values.password } : {}),
      });
    } else {
      create.mutate({ ...identity, password: values.password });
    }
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? m.editDialog : m.addDialog}
      onSubmit={submit}
      pending={pending}
      editing={editing}
      createLabel={m.add}
    >
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

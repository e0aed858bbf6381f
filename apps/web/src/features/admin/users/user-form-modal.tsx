import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { commonAdmin, userAdminMessages as m } from "@studio/shared/admin-messages";
import { type AdminUserDto, createUserInput, updateUserInput } from "@studio/shared/catalog";
import { type Role, roles } from "@studio/shared/roles";
import { useMutation } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useAdminRefresh } from "../use-admin-refresh";

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
};

const roleOptions = roles.map((r) => ({ value: r, label: r === "admin" ? "Admin" : "User" }));
const isRole = (value: string | null): value is Role =>
  value !== null && (roles as readonly string[]).includes(value);
const blank: UserFormValues = { id: 0, username: "", email: "", password: "", role: "user" };

export function UserFormModal({ opened, onClose, user }: UserFormModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const editing = Boolean(user);
  // SPEC 5: on edit the password is optional (the edit schema); on create it is required.
  const form = useForm<UserFormValues>({
    initialValues: blank,
    validate: (values) => zod4Resolver(editing ? updateUserInput : createUserInput)(values),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      user
        ? { id: user.id, username: user.username, email: user.email, password: "", role: user.role }
        : blank,
    );
    form.clearErrors();
  }, [opened, user]);

  const create = useMutation(
    trpc.admin.users.create.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        notify.success(m.created, m.createdDescription(created.username));
        onClose();
      },
      onError: (error) => notify.error(m.createError, errorMessage(error, m.createErrorFallback)),
    }),
  );
  const update = useMutation(
    trpc.admin.users.update.mutationOptions({
      onSuccess: async (updated) => {
        await refresh();
        notify.success(m.updated, m.updatedDescription(updated.username));
        onClose();
      },
      onError: (error) => notify.error(m.updateError, errorMessage(error, m.updateErrorFallback)),
    }),
  );
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const identity = {
      username: values.username.trim(),
      email: values.email.trim(),
      role: values.role,
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
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={editing ? m.editDialog : m.addDialog}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {commonAdmin.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {editing ? commonAdmin.update : m.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

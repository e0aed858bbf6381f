import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { authMessages, type SignupForm as SignupValues, signupForm } from "@studio/shared";
import { IconInfoCircle } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { Link } from "react-router-dom";
import { notify } from "../../lib/notify";
import { strings } from "../../lib/strings";
import { useHydrating } from "../../lib/use-hydrating";
import { useRegister } from "./use-auth-mutations";

interface SignupFormProps {
  /** Called with the server's message once the account exists. */
  onRegistered: (message: string) => void;
}

const s = strings.signup;

export function SignupForm({ onRegistered }: SignupFormProps) {
  const register = useRegister();
  // The form arrives prerendered: until the app takes it over, typing would be lost when it
  // does, so the fields take input only once it has (a few hundred milliseconds).
  const hydrating = useHydrating();
  const form = useForm<SignupValues>({
    initialValues: { username: "", email: "", password: "", confirmPassword: "", terms: false },
    validate: zod4Resolver(signupForm),
  });
  const typed = (path: keyof SignupValues & string) => ({
    ...form.getInputProps(path),
    readOnly: hydrating,
  });
  // The password and its confirmation alike: a new password (browsers offer to make one up).
  const newPassword = (label: string, path: "password" | "confirmPassword") => (
    <PasswordInput label={label} autoComplete="new-password" withAsterisk {...typed(path)} />
  );

  // Confirmation and terms stay in the browser (SPEC 7).
  const submit = form.onSubmit(({ username, email, password }) => {
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      {
        onSuccess: ({ message }) => {
          notify.success(authMessages.accountCreatedTitle, authMessages.accountCreated);
          onRegistered(message);
        },
        onError: notify.failure(authMessages.signupErrorTitle, authMessages.signupErrorFallback),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={s.usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          {...typed("username")}
        />
        <TextInput
          type="email"
          label={s.emailLabel}
          autoComplete="email"
          withAsterisk
          {...typed("email")}
        />
        {newPassword(s.passwordLabel, "password")}
        {newPassword(s.confirmPasswordLabel, "confirmPassword")}
        <Checkbox
          label={s.terms}
          {...form.getInputProps("terms", { type: "checkbox" })}
          disabled={hydrating}
        />
        <Button type="submit" size="md" fullWidth disabled={register.isPending}>
          {register.isPending ? s.submitting : s.submit}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <IconInfoCircle size={14} style={{ verticalAlign: "-2px", marginRight: 4 }} aria-hidden />
          {s.approvalNote}
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login" fw={600}>
            {s.haveAccount}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

import { Button, Checkbox, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { authMessages, type CurrentUser, cleanIdentifier, toLoginPayload } from "@studio/shared";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "../../lib/notify";
import { strings } from "../../lib/strings";
import { useHydrating } from "../../lib/use-hydrating";
import { useLogin } from "./use-auth-mutations";

interface LoginFormProps {
  /** Body of the success toast. */
  welcome: (user: CurrentUser) => string;
  /** Where to go after a successful login (by who logged in). */
  redirectTo: string | ((user: CurrentUser) => string);
  /** Shown under the submit button (sign-up link, contact note). */
  footer?: ReactNode;
}

interface LoginValues {
  identifier: string;
  password: string;
  rememberMe: boolean;
}

/** The login form shared by the user (/login, /auth) and admin (/admin/login) pages. */
export function LoginForm({ welcome, redirectTo, footer }: LoginFormProps) {
  const login = useLogin();
  const navigate = useNavigate();
  // The form arrives prerendered: until the app takes it over, typing would be lost when it
  // does, so the fields take input only once it has (a few hundred milliseconds).
  const hydrating = useHydrating();
  const form = useForm<LoginValues>({
    initialValues: { identifier: "", password: "", rememberMe: false },
  });
  const typed = (path: keyof LoginValues & string) => ({
    ...form.getInputProps(path),
    readOnly: hydrating,
  });

  const submit = form.onSubmit(({ identifier, password, rememberMe }) => {
    if (cleanIdentifier(identifier) === "" || password === "") {
      notify.error(authMessages.missingInformationTitle, authMessages.missingInformation);
      return;
    }
    login.mutate(toLoginPayload(identifier, password, rememberMe), {
      onSuccess: (user) => {
        notify.success(authMessages.loginSuccessTitle, welcome(user));
        navigate(typeof redirectTo === "string" ? redirectTo : redirectTo(user));
      },
      onError: notify.failure(authMessages.loginFailedTitle, authMessages.loginFailedFallback),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={strings.login.identifierLabel}
          placeholder={strings.login.identifierPlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...typed("identifier")}
        />
        <PasswordInput
          label={strings.login.passwordLabel}
          placeholder={strings.login.passwordPlaceholder}
          autoComplete="current-password"
          {...typed("password")}
        />
        <Checkbox
          label={strings.login.rememberMe}
          {...form.getInputProps("rememberMe", { type: "checkbox" })}
          disabled={hydrating}
        />
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? strings.login.submitting : strings.login.submit}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

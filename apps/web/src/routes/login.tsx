import { Anchor, Button, Text } from "@mantine/core";
import { authMessages, LOGIN_PAGE_TITLE } from "@studio/shared";
import { IconLock } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { StatusCard } from "../components/status-card";
import { AuthCard } from "../features/auth/auth-card";
import { isAuthRedirect } from "../features/auth/auth-redirect";
import { LoginForm } from "../features/auth/login-form";
import { loginDestination } from "../features/home/use-resume-handoff";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/**
 * /login and /auth: the user login page. A protected page that sent someone here (the chat)
 * shows SPEC 2's card instead: 'Authentication Required' with a Log In link to /admin/login.
 */
export default function LoginRoute() {
  usePageTitle(strings.login.submit);
  const { state } = useLocation();
  if (isAuthRedirect(state)) {
    return (
      <StatusCard
        icon={IconLock}
        color="navy"
        title={authMessages.authRequiredTitle}
        message={state.message}
      >
        <Button component={Link} to="/admin/login" mt="xl">
          {strings.nav.logIn}
        </Button>
        <Text size="sm" c="dimmed" mt="md">
          {strings.login.noAccount}{" "}
          <Anchor component={Link} to="/signup" fw={600}>
            {strings.login.signUpLink}
          </Anchor>
        </Text>
      </StatusCard>
    );
  }
  return (
    <AuthCard title={LOGIN_PAGE_TITLE} subtitle={strings.login.userSubtitle}>
      <LoginForm
        welcome={(user) => authMessages.loginWelcomeUser(user.username)}
        redirectTo={loginDestination("/")}
        footer={
          <Text size="sm" c="dimmed" ta="center">
            {strings.login.noAccount}{" "}
            <Anchor component={Link} to="/signup" fw={600}>
              {strings.login.signUpLink}
            </Anchor>
          </Text>
        }
      />
    </AuthCard>
  );
}

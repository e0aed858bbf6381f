import { Button } from "@mantine/core";
import { authMessages, LOGIN_PAGE_TITLE } from "@studio/shared";
import { Link, useLocation } from "react-router-dom";
import { AuthCard } from "../features/auth/auth-card";
import { isAuthRedirect } from "../features/auth/auth-redirect";
import { LoginForm } from "../features/auth/login-form";
import { SignInRequiredCard } from "../features/auth/sign-in-required-card";
import { SignUpPrompt } from "../features/auth/sign-up-prompt";
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
      <SignInRequiredCard message={state.message}>
        <Button component={Link} to="/admin/login" mt="xl">
          {strings.nav.logIn}
        </Button>
        <SignUpPrompt mt="md" />
      </SignInRequiredCard>
    );
  }
  return (
    <AuthCard title={LOGIN_PAGE_TITLE} subtitle={strings.login.userSubtitle}>
      <LoginForm
        welcome={(user) => authMessages.loginWelcomeUser(user.username)}
        redirectTo={loginDestination("/")}
        footer={<SignUpPrompt ta="center" />}
      />
    </AuthCard>
  );
}

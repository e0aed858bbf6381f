import { Button } from "@mantine/core";
import { authMessages, LOGIN_PAGE_TITLE } from "@studio/shared";
import { Link, useLocation } from "react-router-dom";
import { AuthCard } from "../features/auth/auth-card";
import {
  type AuthRedirectState,
  isAuthRedirect,
  type ReturnToState,
} from "../features/auth/auth-redirect";
import { LoginForm } from "../features/auth/login-form";
import { signInMessages } from "../features/auth/sign-in-messages";
import { SignInRequiredCard } from "../features/auth/sign-in-required-card";
import { SignUpPrompt } from "../features/auth/sign-up-prompt";
import { useReturnTo } from "../features/auth/use-return-to";
import { loginDestination } from "../features/home/pending-handoff";
import { startupSignedOutFrom } from "../lib/signed-out-from";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/**
 * Why a protected page sent someone here: the router state when the SPA redirected, or, on the
 * page the browser opened first, the page the server redirected from.
 */
function useAuthRedirect(): AuthRedirectState | null {
  const { state, key } = useLocation();
  if (isAuthRedirect(state)) return state;
  const from = key === "default" ? startupSignedOutFrom() : null;
  if (from === null || from === "admin-dashboard") return null;
  return { authRequired: true, message: signInMessages[from], from };
}

/**
 * Where the card's Log In leads: the chat's card to /admin/login as SPEC 2 says (that page
 * returns a regular user to the chat too), the other pages' cards to the user login form.
 */
function cardLogInPath(redirect: AuthRedirectState): string {
  return redirect.from === undefined || redirect.from === "chat" ? "/admin/login" : "/login";
}

/**
 * /login and /auth: the user login page. A protected page that sent someone here (the chat)
 * shows SPEC 2's card instead: 'Authentication Required' with a Log In link to /admin/login.
 */
export default function LoginRoute() {
  usePageTitle(strings.login.submit);
  const redirect = useAuthRedirect();
  const returnTo = useReturnTo();
  if (redirect) {
    // The Log In link carries the return path on (router state, so its href stays the page's).
    const state: ReturnToState | undefined = returnTo === null ? undefined : { returnTo };
    return (
      <SignInRequiredCard message={redirect.message}>
        <Button component={Link} to={cardLogInPath(redirect)} state={state} mt="xl">
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
        redirectTo={returnTo ?? loginDestination("/")}
        footer={<SignUpPrompt ta="center" />}
      />
    </AuthCard>
  );
}

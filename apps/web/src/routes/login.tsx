import { Alert, Anchor, Text } from "@mantine/core";
import { LOGIN_PAGE_TITLE } from "@studio/shared/brand";
import { authMessages } from "@studio/shared/messages";
import { IconLock } from "@tabler/icons-react";
import { Link, useLocation } from "react-router-dom";
import { AuthCard } from "../features/auth/auth-card";
import { isAuthRedirect } from "../features/auth/auth-redirect";
import { LoginForm } from "../features/auth/login-form";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /login and /auth: the user login page. */
export default function LoginRoute() {
  usePageTitle(strings.login.submit);
  const { state } = useLocation();
  return (
    <AuthCard title={LOGIN_PAGE_TITLE} subtitle={strings.login.userSubtitle}>
      {isAuthRedirect(state) && (
        <Alert
          mb="lg"
          color="navy"
          variant="light"
          icon={<IconLock size={18} />}
          title={authMessages.authRequiredTitle}
        >
          {state.message}
        </Alert>
      )}
      <LoginForm
        welcome={(user) => authMessages.loginWelcomeUser(user.username)}
        redirectTo="/"
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

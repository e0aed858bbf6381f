import { Text } from "@mantine/core";
import { ADMIN_LOGIN_TITLE, authMessages } from "@studio/shared";
import { AuthCard } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

export default function AdminLoginRoute() {
  usePageTitle(ADMIN_LOGIN_TITLE);
  return (
    <AuthCard title={ADMIN_LOGIN_TITLE} subtitle={strings.login.adminSubtitle}>
      <LoginForm
        welcome={() => authMessages.loginWelcomeAdmin}
        redirectTo="/admin"
        footer={
          <Text size="sm" c="dimmed" ta="center">
            {strings.login.adminFooter}
          </Text>
        }
      />
    </AuthCard>
  );
}

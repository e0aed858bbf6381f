import { Text } from "@mantine/core";
import { ADMIN_LOGIN_TITLE, authMessages, dashboardMessages } from "@studio/shared";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { AuthCard } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";
import { notify } from "../lib/notify";
import { startupSignedOutFrom } from "../lib/signed-out-from";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** Once per page load, not again when someone comes back to this history entry. */
let dashboardToastShown = false;

/**
 * SPEC 2's toast for a signed-out visit to /admin, when the server redirected it here before the
 * SPA started (on navigation, the dashboard shows it itself).
 */
function useDashboardRedirectToast(): void {
  const { key } = useLocation();
  const fromDashboard = key === "default" && startupSignedOutFrom() === "admin-dashboard";
  useEffect(() => {
    if (fromDashboard && !dashboardToastShown) {
      dashboardToastShown = true;
      notify.error(dashboardMessages.authRequiredTitle, dashboardMessages.authRequired);
    }
  }, [fromDashboard]);
}

export default function AdminLoginRoute() {
  usePageTitle(ADMIN_LOGIN_TITLE);
  useDashboardRedirectToast();
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

import { Text } from "@mantine/core";
import {
  ADMIN_LOGIN_TITLE,
  authMessages,
  type CurrentUser,
  dashboardMessages,
} from "@studio/shared";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { AuthCard } from "../features/auth/auth-card";
import { LoginForm } from "../features/auth/login-form";
import { useReturnTo } from "../features/auth/use-return-to";
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

/**
 * Where the admin login leads: the page that sent someone here (returnTo), else the dashboard
 * for an administrator and home for anyone else (the dashboard would only deny them).
 */
function destination(user: CurrentUser, returnTo: string | null): string {
  return returnTo ?? (user.role === "admin" ? "/admin" : "/");
}

/** Only an administrator bound for the admin pages is welcomed to the admin dashboard. */
function isAdminDestination(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin?") || path.startsWith("/admin/");
}

export default function AdminLoginRoute() {
  usePageTitle(ADMIN_LOGIN_TITLE);
  useDashboardRedirectToast();
  const returnTo = useReturnTo();
  return (
    <AuthCard title={ADMIN_LOGIN_TITLE} subtitle={strings.login.adminSubtitle}>
      <LoginForm
        welcome={(user) =>
          user.role === "admin" && isAdminDestination(destination(user, returnTo))
            ? authMessages.loginWelcomeAdmin
            : authMessages.loginWelcomeUser(user.username)
        }
        redirectTo={(user) => destination(user, returnTo)}
        footer={
          <Text size="sm" c="dimmed" ta="center">
            {strings.login.adminFooter}
          </Text>
        }
      />
    </AuthCard>
  );
}

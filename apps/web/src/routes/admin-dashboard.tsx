import { authMessages, dashboardMessages, SIGN_IN_REDIRECTS } from "@studio/shared";
import { IconShieldLock } from "@tabler/icons-react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import { AdminPage } from "../features/admin/admin-page";
import { adminTabMeta, isAdminTab } from "../features/admin/admin-tabs";
import type { ReturnToState } from "../features/auth/auth-redirect";
import { useRequireUser } from "../features/auth/use-require-user";
import { notify } from "../lib/notify";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /admin[?tab=...]: signed-out visitors are sent to /admin/login; plain users are refused. */
export default function AdminDashboardRoute() {
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab = isAdminTab(requested) ? requested : "dashboard";
  usePageTitle(tab === "dashboard" ? strings.admin.dashboardTitle : adminTabMeta[tab].label);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, isAdmin } = useRequireUser(() => {
    notify.error(dashboardMessages.authRequiredTitle, dashboardMessages.authRequired);
    const state: ReturnToState = { returnTo: `${pathname}${search}` };
    navigate(SIGN_IN_REDIRECTS["admin-dashboard"], { replace: true, state });
  });

  if (!user) return <PageLoader label={dashboardMessages.loading} />;
  if (!isAdmin) {
    return (
      <StatusCard
        icon={IconShieldLock}
        color="red"
        title={strings.admin.accessDenied}
        message={authMessages.adminOnly}
      />
    );
  }
  return <AdminPage tab={tab} username={user.username} />;
}

import { Button } from "@mantine/core";
import { userAdminMessages } from "@studio/shared";
import { IconShieldLock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import { AdminPage } from "../features/admin/admin-page";
import { useCurrentUser } from "../features/auth/use-current-user";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /admin/users: non-admins and unknown visitors see Access Denied (SPEC 2), not a redirect. */
export default function AdminUsersRoute() {
  usePageTitle(userAdminMessages.title);
  const { user, isLoading, isAdmin } = useCurrentUser();

  if (isLoading) return <PageLoader />;
  if (!user || !isAdmin) {
    return (
      <StatusCard
        icon={IconShieldLock}
        color="red"
        title={userAdminMessages.accessDeniedTitle}
        message={userAdminMessages.accessDenied}
      >
        {/* Signed out, the way in is the admin login; a signed-in non-admin has no way in. */}
        {!user && (
          <Button component={Link} to="/admin/login" mt="xl">
            {strings.nav.logIn}
          </Button>
        )}
      </StatusCard>
    );
  }
  return <AdminPage tab="users" username={user.username} />;
}

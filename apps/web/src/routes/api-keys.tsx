import { IconLock } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import { apiKeyStrings } from "../features/api-keys/api-key-strings";
import { ApiKeysPage } from "../features/api-keys/api-keys-page";
import type { AuthRedirectState } from "../features/auth/auth-redirect";
import { useRequireUser } from "../features/auth/use-require-user";
import { usePageTitle } from "../lib/use-page-title";

/** /api-keys: signed-in people only; others go to the login page with a note. */
export default function ApiKeysRoute() {
  usePageTitle(apiKeyStrings.title);
  const navigate = useNavigate();
  const { user, isLoading } = useRequireUser(() => {
    const state: AuthRedirectState = { authRequired: true, message: apiKeyStrings.signInRequired };
    navigate("/auth", { replace: true, state });
  });

  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <StatusCard
        icon={IconLock}
        color="navy"
        title={apiKeyStrings.title}
        message={apiKeyStrings.signInRequired}
      />
    );
  }
  return <ApiKeysPage user={user} />;
}

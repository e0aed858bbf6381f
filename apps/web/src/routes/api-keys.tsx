import { PageLoader } from "../components/page-loader";
import { apiKeyStrings } from "../features/api-keys/api-key-strings";
import { ApiKeysPage } from "../features/api-keys/api-keys-page";
import { SignInRequiredCard } from "../features/auth/sign-in-required-card";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { usePageTitle } from "../lib/use-page-title";

/** /api-keys: signed-in people only; others go to the login page with a note. */
export default function ApiKeysRoute() {
  usePageTitle(apiKeyStrings.title);
  const { user, isLoading } = useRequireSignIn("api-keys");

  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <SignInRequiredCard title={apiKeyStrings.title} message={apiKeyStrings.signInRequired} />
    );
  }
  return <ApiKeysPage user={user} />;
}

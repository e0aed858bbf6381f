import { contentMessages } from "@studio/shared";
import { useNavigate } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import type { AuthRedirectState } from "../features/auth/auth-redirect";
import { useRequireUser } from "../features/auth/use-require-user";
import { ContentLibraryPage } from "../features/content/content-library-page";
import { usePageTitle } from "../lib/use-page-title";

const SIGN_IN_MESSAGE = "Log in to see your content.";

/** /content: "My Content", signed-in people only. */
export default function ContentRoute() {
  usePageTitle(contentMessages.pageTitle);
  const navigate = useNavigate();
  const { user, isLoading } = useRequireUser(() => {
    const state: AuthRedirectState = { authRequired: true, message: SIGN_IN_MESSAGE };
    navigate("/login", { replace: true, state });
  });
  if (isLoading || !user) return <PageLoader />;
  return <ContentLibraryPage user={user} />;
}

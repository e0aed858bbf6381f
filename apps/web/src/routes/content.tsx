import { contentMessages } from "@studio/shared";
import { PageLoader } from "../components/page-loader";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { ContentLibraryPage } from "../features/content/content-library-page";
import { usePageTitle } from "../lib/use-page-title";

const SIGN_IN_MESSAGE = "Log in to see your content.";

/** /content: "My Content", signed-in people only. */
export default function ContentRoute() {
  usePageTitle(contentMessages.pageTitle);
  const { user, isLoading } = useRequireSignIn("/login", SIGN_IN_MESSAGE);
  if (isLoading || !user) return <PageLoader />;
  return <ContentLibraryPage user={user} />;
}

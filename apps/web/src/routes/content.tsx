import { contentMessages } from "@studio/shared";
import { PageLoader } from "../components/page-loader";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { ContentLibraryPage } from "../features/content/content-library-page";
import { usePageTitle } from "../lib/use-page-title";

/** /content: "My Content", signed-in people only. */
export default function ContentRoute() {
  usePageTitle(contentMessages.pageTitle);
  const { user, isLoading } = useRequireSignIn("content");
  if (isLoading || !user) return <PageLoader />;
  return <ContentLibraryPage user={user} />;
}

import { canReview, reviewQueueMessages } from "@studio/shared";
import { PageLoader } from "../components/page-loader";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { ReviewQueuePage } from "../features/review/review-queue-page";
import { usePageTitle } from "../lib/use-page-title";
import NotFoundRoute from "./not-found";

/**
 * /review: the reviewer's queue, for reviewers and administrators. Signed out, the login page;
 * signed in as anyone else, the app's not-found page (the queue's procedure answers them 403).
 */
export default function ReviewRoute() {
  usePageTitle(reviewQueueMessages.title);
  const { user, isLoading } = useRequireSignIn("review");
  if (isLoading || !user) return <PageLoader />;
  if (!canReview(user.role)) return <NotFoundRoute />;
  return <ReviewQueuePage />;
}

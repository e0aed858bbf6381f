import { contentMessages } from "@studio/shared";
import { useNavigate, useParams } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import type { AuthRedirectState } from "../features/auth/auth-redirect";
import { useRequireUser } from "../features/auth/use-require-user";
import { ContentItemPage } from "../features/content/content-item-page";

/** /content/:id: one item with its editor, versions, review and exports. */
export default function ContentItemRoute() {
  const navigate = useNavigate();
  const { id } = useParams();
  const { user, isLoading } = useRequireUser(() => {
    const state: AuthRedirectState = { authRequired: true, message: contentMessages.notFound };
    navigate("/login", { replace: true, state });
  });
  if (isLoading || !user) return <PageLoader />;
  return <ContentItemPage key={id} id={Number(id)} user={user} />;
}

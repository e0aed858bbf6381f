import { useParams } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { ContentItemPage } from "../features/content/content-item-page";

/** /content/:id: one item with its editor, versions, review and exports. */
export default function ContentItemRoute() {
  const { id } = useParams();
  const { user, isLoading } = useRequireSignIn("content-item");
  if (isLoading || !user) return <PageLoader />;
  return <ContentItemPage key={id} id={Number(id)} user={user} />;
}

import { Button } from "@mantine/core";
import { Link } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { SignInRequiredCard } from "../features/auth/sign-in-required-card";
import { useRequireSignIn } from "../features/auth/use-require-user";
import { ChatPage } from "../features/chat/chat-page";
import { ResumePendingHandoff } from "../features/home/resume-pending-handoff";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /chat and /chat/:id: signed-in people only (SPEC 2); others go to /auth with the card. */
export default function ChatRoute() {
  usePageTitle(strings.chat.title);
  const { user, isLoading } = useRequireSignIn("chat");

  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <SignInRequiredCard message={strings.chat.authRequired}>
        <Button component={Link} to="/admin/login" mt="xl">
          {strings.chat.logIn}
        </Button>
      </SignInRequiredCard>
    );
  }
  return (
    <>
      <ResumePendingHandoff />
      <ChatPage user={user} />
    </>
  );
}

import { Button } from "@mantine/core";
import { authMessages } from "@studio/shared";
import { IconLock } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import type { AuthRedirectState } from "../features/auth/auth-redirect";
import { useRequireUser } from "../features/auth/use-require-user";
import { ChatPage } from "../features/chat/chat-page";
import { useResumeHandoff } from "../features/home/use-resume-handoff";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /chat and /chat/:id: signed-in people only (SPEC 2); others go to /auth with the card. */
export default function ChatRoute() {
  usePageTitle(strings.chat.title);
  const navigate = useNavigate();
  const { user, isLoading } = useRequireUser(() => {
    const state: AuthRedirectState = { authRequired: true, message: strings.chat.authRequired };
    navigate("/auth", { replace: true, state });
  });
  useResumeHandoff(user !== null);

  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <StatusCard
        icon={IconLock}
        color="navy"
        title={authMessages.authRequiredTitle}
        message={strings.chat.authRequired}
      >
        <Button component={Link} to="/admin/login" mt="xl">
          {strings.chat.logIn}
        </Button>
      </StatusCard>
    );
  }
  return <ChatPage user={user} />;
}

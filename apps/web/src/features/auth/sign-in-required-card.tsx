import { authMessages } from "@studio/shared";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { StatusCard } from "../../components/status-card";

interface SignInRequiredCardProps {
  /** SPEC 2's 'Authentication Required' unless the page names itself. */
  title?: string;
  message: string;
  /** The ways on: a Log In button, a sign-up link. */
  children?: ReactNode;
}

/** The full-page card for someone who has to sign in before they can use the page. */
export function SignInRequiredCard({
  title = authMessages.authRequiredTitle,
  message,
  children,
}: SignInRequiredCardProps) {
  return (
    <StatusCard icon={IconLock} color="navy" title={title} message={message}>
      {children}
    </StatusCard>
  );
}

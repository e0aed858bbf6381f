import { SIGN_IN_REDIRECTS } from "@studio/shared";
import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { AuthRedirectState } from "./auth-redirect";
import { signInMessages } from "./sign-in-messages";
import { type CurrentUserState, useCurrentUser } from "./use-current-user";

/**
 * For pages that need a signed-in person: calls `onSignedOut` once the session is known to be
 * empty. Someone who logs out while on the page is not treated as arriving signed out: the
 * Log Out action already takes them home with its own toast.
 */
export function useRequireUser(onSignedOut: () => void): CurrentUserState {
  const state = useCurrentUser();
  const hadUser = useRef(false);
  const signedOut = useEffectEvent(onSignedOut);
  const { user, isLoading } = state;

  useEffect(() => {
    if (user) {
      hadUser.current = true;
      return;
    }
    if (!isLoading && !hadUser.current) signedOut();
  }, [user, isLoading]);

  return state;
}

/**
 * useRequireUser for a page whose signed-out visitors go to a login page (`/auth` or `/login`,
 * SIGN_IN_REDIRECTS), which shows them the page's sign-in message to say why they are there.
 */
export function useRequireSignIn(page: keyof typeof signInMessages): CurrentUserState {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useRequireUser(() => {
    // The server's redirect says the same with its cookies (apps/server/src/plugins/static.ts).
    const state: AuthRedirectState = {
      authRequired: true,
      message: signInMessages[page],
      from: page,
      returnTo: `${pathname}${search}${hash}`,
    };
    navigate(SIGN_IN_REDIRECTS[page], { replace: true, state });
  });
}

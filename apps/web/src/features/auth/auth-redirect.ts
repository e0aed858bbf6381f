import type { SignInRequiredPage } from "@studio/shared";

/** Router state carried when a protected page sends someone to the login page. */
export interface AuthRedirectState {
  authRequired: true;
  message: string;
  /** The page that sent them (which login its card's Log In leads to). */
  from?: SignInRequiredPage;
  /** Where to return after sign-in (checked with safeReturnTo where it is read). */
  returnTo?: string;
}

/** Router state of a link to a sign-in page: where to return after sign-in. */
export interface ReturnToState {
  returnTo: string;
}

/** The return path router state carries, if any (not yet checked: see useReturnTo). */
export function returnToOfState(state: unknown): unknown {
  return typeof state === "object" && state !== null && "returnTo" in state
    ? state.returnTo
    : undefined;
}

export function isAuthRedirect(state: unknown): state is AuthRedirectState {
  return (
    typeof state === "object" &&
    state !== null &&
    "authRequired" in state &&
    state.authRequired === true &&
    "message" in state &&
    typeof state.message === "string"
  );
}

/** Router state carried when a protected page sends someone to the login page. */
export interface AuthRedirectState {
  authRequired: true;
  message: string;
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

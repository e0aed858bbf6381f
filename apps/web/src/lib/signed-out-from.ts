import {
  isSignInRequiredPage,
  RETURN_TO_COOKIE,
  SIGNED_OUT_FROM_COOKIE,
  type SignInRequiredPage,
  safeReturnTo,
} from "@studio/shared";

/**
 * The page that sent this browser to log in, when the server redirected it before the SPA
 * started (see SIGN_IN_REDIRECTS): read once from its short-lived cookie, which is cleared at
 * once so a reload does not say it again. The prerender sets it for the page it renders.
 */
let signedOutFrom: SignInRequiredPage | null | undefined;
let returnTo: string | null | undefined;

/** A cookie's value, cleared at once so it is read once. */
function takeCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const prefix = `${name}=`;
  const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
  if (entry === undefined) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed expiry; Firefox has no Cookie Store API.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

export function startupSignedOutFrom(): SignInRequiredPage | null {
  if (signedOutFrom === undefined) {
    const value = takeCookie(SIGNED_OUT_FROM_COOKIE);
    signedOutFrom = isSignInRequiredPage(value) ? value : null;
  }
  return signedOutFrom;
}

/**
 * The path of the page the server redirected from (RETURN_TO_COOKIE), for the login page to
 * return to after sign-in; read once, like startupSignedOutFrom, and only when safe.
 */
export function startupReturnTo(): string | null {
  if (returnTo === undefined) returnTo = safeReturnTo(takeCookie(RETURN_TO_COOKIE));
  return returnTo;
}

/** For the prerender, which renders each redirect's login page in turn. */
export function setStartupSignedOutFrom(page: SignInRequiredPage | null): void {
  signedOutFrom = page;
}

import {
  isSignInRequiredPage,
  SIGNED_OUT_FROM_COOKIE,
  type SignInRequiredPage,
} from "@studio/shared";

/**
 * The page that sent this browser to log in, when the server redirected it before the SPA
 * started (see SIGN_IN_REDIRECTS): read once from its short-lived cookie, which is cleared at
 * once so a reload does not say it again. The prerender sets it for the page it renders.
 */
let signedOutFrom: SignInRequiredPage | null | undefined;

function readCookie(): SignInRequiredPage | null {
  if (typeof document === "undefined") return null;
  const prefix = `${SIGNED_OUT_FROM_COOKIE}=`;
  const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
  if (entry === undefined) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed expiry; Firefox has no Cookie Store API.
  document.cookie = `${SIGNED_OUT_FROM_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  const value = decodeURIComponent(entry.slice(prefix.length));
  return isSignInRequiredPage(value) ? value : null;
}

export function startupSignedOutFrom(): SignInRequiredPage | null {
  if (signedOutFrom === undefined) signedOutFrom = readCookie();
  return signedOutFrom;
}

/** For the prerender, which renders each redirect's login page in turn. */
export function setStartupSignedOutFrom(page: SignInRequiredPage | null): void {
  signedOutFrom = page;
}

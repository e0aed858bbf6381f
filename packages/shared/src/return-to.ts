/**
 * Where a sign-in page sends someone back to: the private page that sent them there. It travels
 * in a `next` query parameter, in router state, or (after the server's redirect) in the
 * RETURN_TO_COOKIE, and is only ever followed as a same-origin path: an absolute URL
 * ("https://evil.example"), a protocol-relative one ("//evil.example", "/\evil.example"), a
 * scheme ("javascript:…") or anything with control characters is refused (null), so a crafted
 * link cannot send a fresh session to another site.
 */

/** A short-lived cookie (set with SIGNED_OUT_FROM_COOKIE by the server's redirect): the path. */
export const RETURN_TO_COOKIE = "sign-in-return-to";

/** The query parameter a sign-in page reads its return path from. */
export const RETURN_TO_PARAM = "next";

/** Longer paths are refused: no page of the app needs one, and it bounds the cookie. */
export const RETURN_TO_MAX_LENGTH = 1024;

/** Sign-in pages: returning to one would loop. */
const SIGN_IN_PATHS = new Set(["/login", "/auth", "/signup", "/admin/login"]);

const ORIGIN = "http://return-to.invalid";

function hasControlOrBackslash(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === "/") end -= 1;
  return path.slice(0, end);
}

/**
 * The same-origin path (with its query and hash) `value` names, or null when it is not a plain
 * relative path of this site: only strings that start with one "/" and resolve on this origin.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) {
    return null;
  }
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (hasControlOrBackslash(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (SIGN_IN_PATHS.has(withoutTrailingSlashes(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in page's path with the return path in its `next` parameter (when there is one). */
export function withReturnTo(signInPath: string, returnTo: string | null): string {
  const safe = safeReturnTo(returnTo);
  return safe === null
    ? signInPath
    : `${signInPath}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/**
 * The SPA's lazily loaded pages, by path. The SPA (apps/web/src/routes/route-modules.ts) and the
 * server (which sends `Link: rel=modulepreload` hints for the page being opened) read the same
 * table, so the browser fetches a page's chunk together with the main bundle, not after it.
 */
export const lazySpaPages = [
  "login",
  "signup",
  "admin-login",
  "admin-dashboard",
  "admin-users",
  "chat",
  "content",
  "content-item",
  "api-keys",
  "review",
] as const;
export type LazySpaPage = (typeof lazySpaPages)[number];

/** The module of a lazy page, as named in the web build's manifest. */
export function spaPageModule(page: LazySpaPage): string {
  return `src/routes/${page}.tsx`;
}

/**
 * Modules a page loads lazily itself but shows at once (the admin pages' first panel, see
 * apps/web/src/features/admin/admin-panels.ts), as named in the manifest: the server hints them
 * with the page's chunk. /admin usually opens on its dashboard.
 */
export function spaPageFirstModules(page: LazySpaPage): string[] {
  if (page === "admin-dashboard") return ["src/features/admin/dashboard/dashboard-panel.tsx"];
  if (page === "admin-users") return ["src/features/admin/users/users-panel.tsx"];
  return [];
}

// (?<!\/): a slash run is tried from its first slash only, so a long run is read once.
const TRAILING_SLASHES = /(?<!\/)\/+$/;

/** Which lazy page a path renders (the route table of SPEC 2); null for home and not-found. */
export function lazySpaPageFor(pathname: string): LazySpaPage | null {
  const path = pathname.length > 1 ? pathname.replace(TRAILING_SLASHES, "") : pathname;
  if (path === "/login" || path === "/auth") return "login";
  if (path === "/signup") return "signup";
  if (path === "/admin/login") return "admin-login";
  if (path === "/admin") return "admin-dashboard";
  if (path === "/admin/users") return "admin-users";
  if (path === "/chat" || /^\/chat\/[^/]+$/.test(path)) return "chat";
  if (path === "/content") return "content";
  if (/^\/content\/[^/]+$/.test(path)) return "content-item";
  if (path === "/api-keys") return "api-keys";
  if (path === "/review") return "review";
  return null;
}

/**
 * Pages only a signed-in person can use, and the login page a signed-out visitor is sent to
 * (SPEC 2: the dashboard to /admin/login, the chat to /auth). The SPA redirects on navigation;
 * the server redirects a signed-out browser before sending any HTML, and names the page it came
 * from in the SIGNED_OUT_FROM_COOKIE, so the login page can say why (a toast, or the card).
 * /admin/users is not here: signed out, it shows Access Denied with a Log In link.
 */
export const SIGN_IN_REDIRECTS = {
  "admin-dashboard": "/admin/login",
  chat: "/auth",
  "api-keys": "/auth",
  content: "/login",
  "content-item": "/login",
  review: "/login",
} as const satisfies Partial<Record<LazySpaPage, string>>;
export type SignInRequiredPage = keyof typeof SIGN_IN_REDIRECTS;

/** A short-lived cookie (read and cleared by the SPA at start-up): the page that redirected. */
export const SIGNED_OUT_FROM_COOKIE = "signed-out-from";

export function isSignInRequiredPage(value: unknown): value is SignInRequiredPage {
  return typeof value === "string" && Object.hasOwn(SIGN_IN_REDIRECTS, value);
}

/**
 * Pages whose first screen is the same for everyone, so the web build renders it to HTML once
 * (apps/web/src/prerender.tsx) and the server sends it in place of the empty index.html: it
 * paints before any script has run, and the SPA hydrates it. The login page also has one file
 * per page that can send a signed-out visitor there, since it then shows that page's card.
 */
export const PRERENDERED_DIR = "prerendered";

const prerenderedPages = ["login", "signup", "admin-login"] as const;
type PrerenderedPage = (typeof prerenderedPages)[number];

/** Redirected pages whose login page (/auth or /login) shows their card. */
const cardPages = (Object.keys(SIGN_IN_REDIRECTS) as SignInRequiredPage[]).filter(
  (from) => SIGN_IN_REDIRECTS[from] !== "/admin/login",
);

function fileOf(page: PrerenderedPage, signedOutFrom: SignInRequiredPage | null): string {
  const card = page === "login" && signedOutFrom !== null && cardPages.includes(signedOutFrom);
  return card ? `login~${signedOutFrom}.html` : `${page}.html`;
}

/** The prerendered file for a page (and the page that sent the visitor there), if it has one. */
export function prerenderedFile(
  page: LazySpaPage | null,
  signedOutFrom: SignInRequiredPage | null,
): string | null {
  const prerendered = prerenderedPages.find((candidate) => candidate === page);
  return prerendered ? fileOf(prerendered, signedOutFrom) : null;
}

/** Every prerendered file, with the path and the redirect it is rendered for. */
export function prerenderedVariants(): {
  file: string;
  path: string;
  signedOutFrom: SignInRequiredPage | null;
}[] {
  const plain = [
    { page: "login", path: "/login" },
    { page: "signup", path: "/signup" },
    { page: "admin-login", path: "/admin/login" },
  ] as const;
  return [
    ...plain.map(({ page, path }) => ({ file: fileOf(page, null), path, signedOutFrom: null })),
    ...cardPages.map((from) => ({
      file: fileOf("login", from),
      path: SIGN_IN_REDIRECTS[from],
      signedOutFrom: from,
    })),
  ];
}

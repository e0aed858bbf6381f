import {
  ADMIN_USER_PAGE_SIZE,
  CONTENT_LIBRARY_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
} from "./page-sizes";

/*
 * The route manifest (SPEC 2's route table): each page of the SPA once, with its paths, whether a
 * signed-out visitor is sent to log in (and where), whether the web build prerenders it, and what
 * it reads first as (procedure, input) pairs. Everything else is derived from it: the SPA's
 * routes and start-up preload (apps/web), the server's sign-in redirects, `Link` data hints and
 * prerendered files (apps/server/src/plugins/static.ts), the web build's prerender list.
 * A page is named by its key; which module renders it is apps/web's business
 * (apps/web/src/routes/route-modules.ts), so nothing here names a file of apps/web.
 *
 * No zod here, nor any module that builds schemas: the SPA's start-up imports this file, and all
 * it pulls in is part of the home page's first download.
 */

/**
 * The first-page inputs the first reads carry, which the screens also send: one definition, so
 * the preloaded page and the screen's own query are the same page.
 */
export const FIRST_PAGE_INPUTS = {
  conversations: { limit: CONVERSATION_PAGE_SIZE },
  users: { limit: ADMIN_USER_PAGE_SIZE },
  content: { limit: CONTENT_LIBRARY_PAGE_SIZE, scope: "mine" },
  messages: (conversationId: number) => ({ conversationId, limit: MESSAGE_PAGE_SIZE }),
} as const;

/**
 * The procedures a page may read first (tRPC paths), with the input each sends; undefined: none.
 * The SPA's table of how each fills the query cache is typed by these keys, and a test of
 * packages/api checks each names a procedure of the appRouter.
 */
export interface FirstReadInputs {
  "auth.me": undefined;
  "usage.mine": undefined;
  "conversations.list": typeof FIRST_PAGE_INPUTS.conversations;
  "conversations.messages": ReturnType<typeof FIRST_PAGE_INPUTS.messages>;
  "admin.dashboard": undefined;
  "admin.usage.monthCost": undefined;
  "admin.users.list": typeof FIRST_PAGE_INPUTS.users;
  "content.list": typeof FIRST_PAGE_INPUTS.content;
}
export type FirstReadProcedure = keyof FirstReadInputs;

/** One first read: a procedure and the input it is called with. */
export interface FirstReadOf<P extends FirstReadProcedure> {
  procedure: P;
  input: FirstReadInputs[P];
}
export type FirstRead = { [P in FirstReadProcedure]: FirstReadOf<P> }[FirstReadProcedure];

/** Where a page is opened: its path and query string, as `window.location` has them. */
export interface RouteLocation {
  pathname: string;
  search: string;
}

/** A first read as the manifest declares it: its input from where the page was opened. */
interface FirstReadSpec<P extends FirstReadProcedure = FirstReadProcedure> {
  procedure: P;
  /** The input at this location; SKIP: the page does not read this here. */
  input: (at: RouteLocation) => FirstReadInputs[P] | typeof SKIP;
}

const SKIP = null;

function read<P extends FirstReadProcedure>(
  procedure: P,
  input: FirstReadInputs[P] | ((at: RouteLocation) => FirstReadInputs[P] | typeof SKIP),
): FirstReadSpec<P> {
  return { procedure, input: typeof input === "function" ? input : () => input };
}

/** The conversation a /chat/<id> path opens, or null (the SPA shows its own error for a bad id). */
export function openConversationId(pathname: string): number | null {
  const match = /^\/chat\/(\d{1,15})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /admin opens on its dashboard for no `tab`, or `tab=dashboard`. */
function onDashboardTab(at: RouteLocation): boolean {
  const tab = new URLSearchParams(at.search).get("tab");
  return tab === null || tab === "dashboard";
}

/** The login pages a signed-out visitor can be sent to. */
type SignInPath = "/login" | "/auth" | "/admin/login";

interface RouteEntry {
  /** The page's key: apps/web maps it to the module that renders it. */
  page: string;
  /** Its paths, as React Router writes them (`:name` is one path segment); the first is its own. */
  paths: readonly string[];
  /** In the main bundle rather than a lazily loaded chunk (home: the first visit's page). */
  eager?: true;
  /**
   * Only for a signed-in person: a signed-out visitor is sent to this login page (by the server
   * before any HTML, by the SPA on navigation), which says why (SIGNED_OUT_FROM_COOKIE).
   */
  signIn?: SignInPath;
  /**
   * The first screen is the same for everyone, so the web build renders it to HTML once and the
   * server sends it in place of the empty index.html. "with-cards": also one file per page that
   * sends signed-out visitors here, since the page then shows that page's card.
   */
  prerender?: "page" | "with-cards";
  /** What the page waits for before it paints, besides the current user that every page reads. */
  firstReads: readonly FirstReadSpec[];
}

/** The SPA's pages (SPEC 2). A path not here renders the SPA's not-found page. */
export const ROUTES = [
  { page: "home", paths: ["/"], eager: true, firstReads: [] },
  { page: "login", paths: ["/login", "/auth"], prerender: "with-cards", firstReads: [] },
  { page: "signup", paths: ["/signup"], prerender: "page", firstReads: [] },
  { page: "admin-login", paths: ["/admin/login"], prerender: "page", firstReads: [] },
  {
    page: "admin-dashboard",
    paths: ["/admin"],
    signIn: "/admin/login",
    firstReads: [
      read("admin.dashboard", (at) => (onDashboardTab(at) ? undefined : SKIP)),
      read("admin.usage.monthCost", (at) => (onDashboardTab(at) ? undefined : SKIP)),
    ],
  },
  // No sign-in rule: signed out, /admin/users shows Access Denied with a Log In link.
  {
    page: "admin-users",
    paths: ["/admin/users"],
    firstReads: [read("admin.users.list", FIRST_PAGE_INPUTS.users)],
  },
  {
    page: "chat",
    paths: ["/chat", "/chat/:id"],
    signIn: "/auth",
    firstReads: [
      read("conversations.list", FIRST_PAGE_INPUTS.conversations),
      read("usage.mine", undefined),
      // The open conversation's newest page of messages, on /chat/<id>.
      read("conversations.messages", (at) => {
        const conversationId = openConversationId(at.pathname);
        return conversationId === null ? SKIP : FIRST_PAGE_INPUTS.messages(conversationId);
      }),
    ],
  },
  {
    page: "content",
    paths: ["/content"],
    signIn: "/login",
    firstReads: [read("content.list", FIRST_PAGE_INPUTS.content)],
  },
  { page: "content-item", paths: ["/content/:id"], signIn: "/login", firstReads: [] },
  { page: "api-keys", paths: ["/api-keys"], signIn: "/auth", firstReads: [] },
  { page: "review", paths: ["/review"], signIn: "/login", firstReads: [] },
] as const satisfies readonly RouteEntry[];

type Route = (typeof ROUTES)[number];
/** Every page of the manifest. */
export type PageKey = Route["page"];
/** The pages in the main bundle (apps/web imports them statically). */
export type EagerPage = Extract<Route, { eager: true }>["page"];
/** The pages loaded lazily, each its own chunk. */
export type LazySpaPage = Exclude<PageKey, EagerPage>;
/** Pages only a signed-in person can use. */
export type SignInRequiredPage = Extract<Route, { signIn: SignInPath }>["page"];

const routes: readonly (RouteEntry & { page: PageKey })[] = ROUTES;

function isLazy(page: PageKey): page is LazySpaPage {
  return routes.some((route) => route.page === page && route.eager === undefined);
}

export const lazySpaPages: readonly LazySpaPage[] = routes
  .map((route) => route.page)
  .filter(isLazy);

/**
 * Where each sign-in page sends a signed-out visitor (SPEC 2: the dashboard to /admin/login, the
 * chat to /auth). The SPA redirects on navigation; the server redirects a signed-out browser
 * before sending any HTML, and names the page it came from in the SIGNED_OUT_FROM_COOKIE.
 */
export const SIGN_IN_REDIRECTS = Object.fromEntries(
  routes.flatMap((route) => (route.signIn ? [[route.page, route.signIn]] : [])),
) as { readonly [P in SignInRequiredPage]: Extract<Route, { page: P }>["signIn"] };

/** A short-lived cookie (read and cleared by the SPA at start-up): the page that redirected. */
export const SIGNED_OUT_FROM_COOKIE = "signed-out-from";

export function isSignInRequiredPage(value: unknown): value is SignInRequiredPage {
  return typeof value === "string" && Object.hasOwn(SIGN_IN_REDIRECTS, value);
}

// (?<!\/): a slash run is tried from its first slash only, so a long run is read once.
const TRAILING_SLASHES = /(?<!\/)\/+$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(":") ? have[i] !== "" : segment === have[i]))
  );
}

/** The manifest's page for a path (trailing slashes ignored), or null: the not-found page. */
export function pageAt(pathname: string): PageKey | null {
  const path = pathname.length > 1 ? pathname.replace(TRAILING_SLASHES, "") : pathname;
  return routes.find((route) => route.paths.some((p) => matches(p, path)))?.page ?? null;
}

/** Which lazy page a path renders; null for home and not-found. */
export function lazySpaPageFor(pathname: string): LazySpaPage | null {
  const page = pageAt(pathname);
  return page !== null && isLazy(page) ? page : null;
}

/** What every page reads first: the current user, whom the header waits on. */
const CURRENT_USER: FirstRead = { procedure: "auth.me", input: undefined };

/**
 * What `page` reads first when opened at `location`, the current user first (null: a path with
 * no page of its own, which reads only the current user).
 */
export function firstReadsOf(page: PageKey | null, location: RouteLocation): FirstRead[] {
  const specs = routes.find((route) => route.page === page)?.firstReads ?? [];
  const own = specs.flatMap((spec) => {
    const input = spec.input(location);
    return input === SKIP ? [] : [{ procedure: spec.procedure, input } as FirstRead];
  });
  return [CURRENT_USER, ...own];
}

/**
 * The key of a first read's answer, by procedure and input: how the SPA finds a preloaded
 * answer, whatever the order of the batch that carried it.
 */
export function firstReadKey(read: FirstRead): string {
  return `${read.procedure}?${JSON.stringify(read.input ?? null)}`;
}

/**
 * The reads as one tRPC batch GET, as the tRPC client's batch link asks for them: procedures
 * joined, inputs by their place in the batch (tRPC's wire format; only this function and the
 * SPA's reader of the answer, which pairs each answer with its read, rely on it).
 */
export function firstReadsUrl(reads: readonly FirstRead[]): string {
  const inputs: Record<number, unknown> = {};
  reads.forEach((read, index) => {
    if (read.input !== undefined) inputs[index] = read.input;
  });
  const procedures = reads.map((read) => read.procedure).join(",");
  return `/trpc/${procedures}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/**
 * The current user alone, as the tRPC client's batch link asks for it: what every page without
 * data of its own (home, the sign-in forms…) waits on before its header settles.
 */
export const CURRENT_USER_DATA_URL = firstReadsUrl([CURRENT_USER]);

/**
 * The data batch a page opens with, or null for a page whose only first read is the current user
 * (CURRENT_USER_DATA_URL). The server names this exact URL in a `Link: rel=preload` header of the
 * page's HTML, so the browser asks for the data while the bundle is still downloading, and the
 * SPA's start-up fetches the same URL (a preloaded answer is reused only on an exact match).
 */
export function routeDataUrlFor(page: PageKey | null, location: RouteLocation): string | null {
  const reads = firstReadsOf(page, location);
  return reads.length > 1 ? firstReadsUrl(reads) : null;
}

const at = (pathname: string): RouteLocation => ({ pathname, search: "" });

/** The batches of /chat, /admin, /admin/users and /content, by name (for tests and tools). */
export const CHAT_ROUTE_DATA_URL = firstReadsUrl(firstReadsOf("chat", at("/chat")));
export const ADMIN_DASHBOARD_DATA_URL = firstReadsUrl(
  firstReadsOf("admin-dashboard", at("/admin")),
);
export const ADMIN_USERS_DATA_URL = firstReadsUrl(firstReadsOf("admin-users", at("/admin/users")));
export const CONTENT_LIBRARY_DATA_URL = firstReadsUrl(firstReadsOf("content", at("/content")));
/** /chat/<id>: what /chat opens with, plus the open conversation's newest page of messages. */
export function openConversationDataUrl(conversationId: number): string {
  return firstReadsUrl(firstReadsOf("chat", at(`/chat/${conversationId}`)));
}

/**
 * The folder of the web build's output holding the prerendered pages
 * (apps/web/build/prerender.ts), where the server finds them.
 */
export const PRERENDERED_DIR = "prerendered";

/** The first path of a page: where its prerendered HTML is rendered. */
function ownPath(page: PageKey): string {
  return routes.find((route) => route.page === page)?.paths[0] ?? "/";
}

/** Sign-in pages whose login page is `page` and shows their card there ("with-cards"). */
function cardPagesOf(page: PageKey): SignInRequiredPage[] {
  const route = routes.find((candidate) => candidate.page === page);
  if (route?.prerender !== "with-cards") return [];
  return (Object.keys(SIGN_IN_REDIRECTS) as SignInRequiredPage[]).filter(
    (from) => pageAt(SIGN_IN_REDIRECTS[from]) === page,
  );
}

/** The prerendered file for a page (and the page that sent the visitor there), if it has one. */
export function prerenderedFile(
  page: PageKey | null,
  signedOutFrom: SignInRequiredPage | null,
): string | null {
  const route = routes.find((candidate) => candidate.page === page);
  if (!route?.prerender) return null;
  const card = signedOutFrom !== null && cardPagesOf(route.page).includes(signedOutFrom);
  return card ? `${route.page}~${signedOutFrom}.html` : `${route.page}.html`;
}

/** Every prerendered file, with the path and the redirect it is rendered for. */
export function prerenderedVariants(): {
  file: string;
  path: string;
  signedOutFrom: SignInRequiredPage | null;
}[] {
  return routes.flatMap(({ page, prerender }) => {
    if (!prerender) return [];
    const plain = { file: `${page}.html`, path: ownPath(page), signedOutFrom: null };
    const cards = cardPagesOf(page).map((from) => ({
      file: `${page}~${from}.html`,
      path: SIGN_IN_REDIRECTS[from],
      signedOutFrom: from,
    }));
    return [plain, ...cards];
  });
}

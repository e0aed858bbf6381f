import {
  ADMIN_USER_PAGE_SIZE,
  CONTENT_LIBRARY_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
} from "./page-sizes";
import type { LazySpaPage } from "./spa-routes";

/*
 * No zod here, nor any module that builds schemas: the SPA's start-up imports this file, and all
 * it pulls in is part of the home page's first download.
 */

/**
 * The first-page inputs the batches below carry, which the SPA also sends when a preloaded answer
 * is missing: one definition, so the preloaded page and the fallback are the same page.
 */
export const FIRST_PAGE_INPUTS = {
  conversations: { limit: CONVERSATION_PAGE_SIZE },
  users: { limit: ADMIN_USER_PAGE_SIZE },
  content: { limit: CONTENT_LIBRARY_PAGE_SIZE, scope: "mine" },
  messages: (conversationId: number) => ({ conversationId, limit: MESSAGE_PAGE_SIZE }),
} as const;

/**
 * What /chat waits for before it paints, as one tRPC batch GET: the current user, the first page
 * of conversations and the header's usage meter. The server names this exact URL in a
 * `Link: rel=preload` header of the /chat HTML, so the browser asks for the data while the bundle
 * is still downloading, and the SPA's start-up fetches the same URL (a preloaded answer is reused
 * only on an exact match). CHAT_ROUTE_DATA_PROCEDURES lists the batch in order.
 */
export const CHAT_ROUTE_DATA_PROCEDURES = ["auth.me", "conversations.list", "usage.mine"] as const;
export const CHAT_ROUTE_DATA_URL = batchUrl(CHAT_ROUTE_DATA_PROCEDURES, {
  1: FIRST_PAGE_INPUTS.conversations,
});

/**
 * What the admin dashboard waits for before it paints, as one tRPC batch GET: the current user,
 * the counts and recent activity, and the month's cost, preloaded like CHAT_ROUTE_DATA_URL.
 */
export const ADMIN_DASHBOARD_DATA_PROCEDURES = [
  "auth.me",
  "admin.dashboard",
  "admin.usage.monthCost",
] as const;
export const ADMIN_DASHBOARD_DATA_URL = batchUrl(ADMIN_DASHBOARD_DATA_PROCEDURES);

/**
 * The current user alone, as the tRPC client's batch link asks for it: what every other page
 * (home, the sign-in forms, the content library…) waits on before its header settles. The
 * server preloads it with the HTML of those pages, so it no longer starts only after the bundle
 * has run.
 */
export const CURRENT_USER_DATA_URL = batchUrl(["auth.me"]);

/** A tRPC batch GET of `procedures`, with the inputs of those that take one, by position. */
function batchUrl(procedures: readonly string[], inputs: Record<number, unknown> = {}): string {
  return `/trpc/${procedures.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** /admin/users: the current user and the first page of accounts (pending sign-ups first). */
export const ADMIN_USERS_DATA_PROCEDURES = ["auth.me", "admin.users.list"] as const;
export const ADMIN_USERS_DATA_URL = batchUrl(ADMIN_USERS_DATA_PROCEDURES, {
  1: FIRST_PAGE_INPUTS.users,
});

/** /content: the current user and the first page of their own items. */
export const CONTENT_LIBRARY_DATA_PROCEDURES = ["auth.me", "content.list"] as const;
export const CONTENT_LIBRARY_DATA_URL = batchUrl(CONTENT_LIBRARY_DATA_PROCEDURES, {
  1: FIRST_PAGE_INPUTS.content,
});

/**
 * /chat/<id>: what /chat opens with (CHAT_ROUTE_DATA_PROCEDURES), plus the open conversation's
 * newest page of messages.
 */
export const OPEN_CONVERSATION_DATA_PROCEDURES = [
  ...CHAT_ROUTE_DATA_PROCEDURES,
  "conversations.messages",
] as const;
export function openConversationDataUrl(conversationId: number): string {
  return batchUrl(OPEN_CONVERSATION_DATA_PROCEDURES, {
    1: FIRST_PAGE_INPUTS.conversations,
    3: FIRST_PAGE_INPUTS.messages(conversationId),
  });
}

/** The conversation a /chat/<id> path opens, or null (the SPA shows its own error for a bad id). */
export function openConversationId(pathname: string): number | null {
  const match = /^\/chat\/(\d{1,15})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The data batch a page opens with, or null for a page whose only first read is the current user
 * (CURRENT_USER_DATA_URL): /chat (with the open conversation's messages on /chat/<id>), /admin
 * when it opens on its dashboard (no `tab`, or `tab=dashboard`), /admin/users and /content.
 */
export function routeDataUrlFor(
  page: LazySpaPage | null,
  location: { pathname: string; search: string },
): string | null {
  if (page === "chat") {
    const conversationId = openConversationId(location.pathname);
    return conversationId === null ? CHAT_ROUTE_DATA_URL : openConversationDataUrl(conversationId);
  }
  if (page === "admin-dashboard") {
    const tab = new URLSearchParams(location.search).get("tab");
    return tab === null || tab === "dashboard" ? ADMIN_DASHBOARD_DATA_URL : null;
  }
  if (page === "admin-users") return ADMIN_USERS_DATA_URL;
  if (page === "content") return CONTENT_LIBRARY_DATA_URL;
  return null;
}

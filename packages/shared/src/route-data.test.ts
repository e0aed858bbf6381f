import { describe, expect, it } from "vitest";
import { MESSAGE_PAGE_SIZE } from "./page-sizes";
import {
  ADMIN_DASHBOARD_DATA_URL,
  ADMIN_USERS_DATA_URL,
  CHAT_ROUTE_DATA_URL,
  CONTENT_LIBRARY_DATA_URL,
  CURRENT_USER_DATA_URL,
  openConversationDataUrl,
  openConversationId,
  routeDataUrlFor,
} from "./routes";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("routeDataUrlFor", () => {
  it("gives each data page its own batch", () => {
    expect(routeDataUrlFor("chat", at("/chat"))).toBe(CHAT_ROUTE_DATA_URL);
    expect(routeDataUrlFor("chat", at("/chat/7"))).toBe(openConversationDataUrl(7));
    expect(routeDataUrlFor("admin-dashboard", at("/admin"))).toBe(ADMIN_DASHBOARD_DATA_URL);
    expect(routeDataUrlFor("admin-dashboard", at("/admin", "tab=dashboard"))).toBe(
      ADMIN_DASHBOARD_DATA_URL,
    );
    expect(routeDataUrlFor("admin-users", at("/admin/users"))).toBe(ADMIN_USERS_DATA_URL);
    expect(routeDataUrlFor("content", at("/content"))).toBe(CONTENT_LIBRARY_DATA_URL);
  });

  it("leaves the other pages to the current-user batch", () => {
    expect(routeDataUrlFor("admin-dashboard", at("/admin", "tab=users"))).toBeNull();
    expect(routeDataUrlFor("login", at("/login"))).toBeNull();
    expect(routeDataUrlFor(null, at("/"))).toBeNull();
    expect(CURRENT_USER_DATA_URL).toBe("/trpc/auth.me?batch=1&input=%7B%7D");
  });

  it("asks for the open conversation's newest page by its id", () => {
    const url = new URL(openConversationDataUrl(12), "http://x");
    expect(url.pathname).toBe("/trpc/auth.me,conversations.list,usage.mine,conversations.messages");
    const input = JSON.parse(url.searchParams.get("input") ?? "") as Record<string, unknown>;
    expect(input["3"]).toEqual({ conversationId: 12, limit: MESSAGE_PAGE_SIZE });
  });
});

describe("openConversationId", () => {
  it("reads a positive id from /chat/<id>", () => {
    expect(openConversationId("/chat/5")).toBe(5);
    expect(openConversationId("/chat/5/")).toBe(5);
  });

  it("is null for anything else", () => {
    for (const path of ["/chat", "/chat/0", "/chat/abc", "/chat/1e3", "/chat/9999999999999999"]) {
      expect(openConversationId(path), path).toBeNull();
    }
  });
});

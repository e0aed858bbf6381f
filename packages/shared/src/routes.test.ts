import { describe, expect, it } from "vitest";
import {
  CHAT_ROUTE_DATA_URL,
  CONTENT_LIBRARY_DATA_URL,
  firstReadKey,
  firstReadsOf,
  pageAt,
  ROUTES,
  routeDataUrlFor,
  SIGN_IN_REDIRECTS,
} from "./routes";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("the route manifest", () => {
  it("lists each page once and each path once", () => {
    const pages = ROUTES.map((route) => route.page);
    expect(new Set(pages).size).toBe(pages.length);
    const paths = ROUTES.flatMap((route) => route.paths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
  });

  it("finds each page at each of its paths", () => {
    for (const { page, paths } of ROUTES) {
      for (const path of paths) expect(pageAt(path.replace(/:\w+/g, "x1"))).toBe(page);
    }
    expect(pageAt("/content/42/")).toBe("content-item");
    expect(pageAt("/nope")).toBeNull();
  });

  it("sends signed-out visitors only to a page that needs no sign-in", () => {
    for (const target of Object.values(SIGN_IN_REDIRECTS)) {
      const page = pageAt(target);
      expect(page, target).not.toBeNull();
      expect(ROUTES.find((route) => route.page === page && "signIn" in route)).toBeUndefined();
    }
  });

  it("reads the current user first on every page, and each read once", () => {
    for (const { page, paths } of ROUTES) {
      for (const path of paths) {
        const reads = firstReadsOf(page, at(path.replace(/:\w+/g, "9")));
        expect(reads[0]).toEqual({ procedure: "auth.me", input: undefined });
        expect(new Set(reads.map(firstReadKey)).size).toBe(reads.length);
      }
    }
  });

  it("keys a read by its procedure and input, not its place", () => {
    const first = firstReadKey({
      procedure: "conversations.messages",
      input: { conversationId: 1, limit: 5 },
    });
    const other = firstReadKey({
      procedure: "conversations.messages",
      input: { conversationId: 2, limit: 5 },
    });
    expect(first).not.toBe(other);
    expect(firstReadKey({ procedure: "auth.me", input: undefined })).not.toBe(
      firstReadKey({ procedure: "usage.mine", input: undefined }),
    );
  });

  it("asks for a page's reads as the tRPC client's batch link does", () => {
    expect(CHAT_ROUTE_DATA_URL).toBe(
      `/trpc/auth.me,conversations.list,usage.mine?batch=1&input=${encodeURIComponent('{"1":{"limit":30}}')}`,
    );
    expect(CONTENT_LIBRARY_DATA_URL).toBe(
      `/trpc/auth.me,content.list?batch=1&input=${encodeURIComponent('{"1":{"limit":48,"scope":"mine"}}')}`,
    );
    expect(routeDataUrlFor("admin-dashboard", at("/admin"))).toBe(
      "/trpc/auth.me,admin.dashboard,admin.usage.monthCost?batch=1&input=%7B%7D",
    );
  });
});

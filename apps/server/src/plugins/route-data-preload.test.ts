import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import {
  ADMIN_DASHBOARD_DATA_URL,
  ADMIN_USER_PAGE_SIZE,
  ADMIN_USERS_DATA_URL,
  CHAT_ROUTE_DATA_URL,
  CONTENT_LIBRARY_DATA_URL,
  CONVERSATION_PAGE_SIZE,
  CURRENT_USER_DATA_URL,
  type DashboardDto,
  openConversationDataUrl,
} from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

let webDistDir: string;
let t: TestApp;
/** A signed-in browser: signed out, these pages redirect to log in (static.test.ts). */
let signedIn: TestClient;

beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), "chat-preload-test-"));
  const html = '<!doctype html><div id="root"></div>';
  writeFileSync(join(webDistDir, "index.html"), html);
  writeFileSync(join(webDistDir, "index.html.br"), brotliCompressSync(html));
  t = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
  signedIn = t.client();
  await signedIn.loginAs(TEST_ADMIN);
});

afterAll(async () => {
  await t?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe("/chat data preload", () => {
  it("names the chat's data batch in the HTML's Link header for a browser with a cookie", async () => {
    const withCookie = await signedIn.get("/chat");
    const without = await t.app.inject({ method: "GET", url: "/chat" });
    const elsewhere = await t.app.inject({
      method: "GET",
      url: "/login",
      headers: { cookie: "a=b" },
    });

    expect(withCookie.headers.link).toContain(
      `<${CHAT_ROUTE_DATA_URL}>; rel=preload; as=fetch; crossorigin`,
    );
    expect(String(without.headers.link ?? "")).not.toContain("/trpc/");
    expect(String(elsewhere.headers.link ?? "")).not.toContain(CHAT_ROUTE_DATA_URL);
  });

  it("answers that URL with the current user, the first conversations and the usage meter", async () => {
    const client = t.client();
    const user = await t.createUser();
    await client.loginAs(user);
    for (let i = 0; i < CONVERSATION_PAGE_SIZE + 2; i += 1)
      await client.post("/api/conversations", {});

    const response = await client.get(CHAT_ROUTE_DATA_URL);

    expect(response.statusCode).toBe(200);
    const [me, list, usage] = response.json() as [
      { result: { data: { username: string } } },
      { result: { data: { items: unknown[]; nextCursor: string | null } } },
      { result: { data: { monthTokens: number } } },
    ];
    expect(me.result.data.username).toBe(user.username);
    expect(list.result.data.items).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(list.result.data.nextCursor).toEqual(expect.any(String));
    expect(usage.result.data.monthTokens).toBe(0);
  });
});

describe("/admin data preload", () => {
  it("names the dashboard's data batch for /admin on its dashboard, not for other tabs", async () => {
    const dashboard = await signedIn.get("/admin");
    const dashboardTab = await signedIn.get("/admin?tab=dashboard");
    const usersTab = await signedIn.get("/admin?tab=users");

    const hint = `<${ADMIN_DASHBOARD_DATA_URL}>; rel=preload; as=fetch; crossorigin`;
    expect(dashboard.headers.link).toContain(hint);
    expect(dashboardTab.headers.link).toContain(hint);
    expect(String(usersTab.headers.link ?? "")).not.toContain(ADMIN_DASHBOARD_DATA_URL);
    expect(usersTab.headers.link).toContain(`<${CURRENT_USER_DATA_URL}>; rel=preload`);
  });

  it("answers that URL with the administrator, the dashboard and the month's cost", async () => {
    const client = t.client();
    await client.loginAs(TEST_ADMIN);

    const response = await client.get(ADMIN_DASHBOARD_DATA_URL);

    expect(response.statusCode).toBe(200);
    const [me, dashboard, cost] = response.json() as [
      { result: { data: { username: string } } },
      { result: { data: DashboardDto } },
      { result: { data: unknown } },
    ];
    expect(me.result.data.username).toBe(TEST_ADMIN.username);
    expect(dashboard.result.data.counts.products).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(dashboard.result.data.recent)).toBe(true);
    expect(cost.result.data).toBeTruthy();
  });
});

describe("current-user preload", () => {
  const hint = `<${CURRENT_USER_DATA_URL}>; rel=preload; as=fetch; crossorigin`;

  it("names the current-user answer for every other page, with a cookie or without", async () => {
    for (const url of ["/", "/login", "/signup", "/admin/login", "/api-keys", "/no-such-page"]) {
      const withCookie = await signedIn.get(url);
      expect(withCookie.headers.link, url).toContain(hint);
      // Signed out, /api-keys redirects to log in instead (static.test.ts).
      if (url === "/api-keys") continue;
      const signedOut = await t.app.inject({ method: "GET", url });
      expect(signedOut.headers.link, url).toContain(hint);
    }
  });

  it("leaves it out where the page's own batch already carries the current user", async () => {
    const chat = await signedIn.get("/chat");
    const admin = await signedIn.get("/admin");
    expect(String(chat.headers.link)).not.toContain(hint);
    expect(String(admin.headers.link)).not.toContain(hint);
  });

  it("answers that URL with the current user, and with null when signed out", async () => {
    const client = t.client();
    const user = await t.createUser();
    const signedOut = await client.get(CURRENT_USER_DATA_URL);
    await client.loginAs(user);
    const signedIn = await client.get(CURRENT_USER_DATA_URL);

    expect(signedOut.json()).toEqual([{ result: { data: null } }]);
    const [me] = signedIn.json() as [{ result: { data: { username: string } } }];
    expect(me.result.data.username).toBe(user.username);
  });
});

describe("list pages' data preload", () => {
  const hint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

  it("names the first page of /admin/users, /content and an open conversation", async () => {
    const users = await signedIn.get("/admin/users");
    const content = await signedIn.get("/content");
    const open = await signedIn.get("/chat/42");
    const signedOut = await t.app.inject({ method: "GET", url: "/admin/users" });

    expect(users.headers.link).toContain(hint(ADMIN_USERS_DATA_URL));
    expect(content.headers.link).toContain(hint(CONTENT_LIBRARY_DATA_URL));
    expect(open.headers.link).toContain(hint(openConversationDataUrl(42)));
    expect(String(signedOut.headers.link)).not.toContain(ADMIN_USERS_DATA_URL);
  });

  it("answers the users batch with the administrator and the first page of accounts", async () => {
    const pending = await t.createUser({ approved: false });
    const client = t.client();
    await client.loginAs(TEST_ADMIN);

    const response = await client.get(ADMIN_USERS_DATA_URL);

    const [me, list] = response.json() as [
      { result: { data: { username: string } } },
      { result: { data: { items: unknown[]; nextCursor: string | null } } },
    ];
    expect(me.result.data.username).toBe(TEST_ADMIN.username);
    const items = list.result.data.items as { username: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(ADMIN_USER_PAGE_SIZE);
    // Pending sign-ups first, as the panel shows them.
    expect(items[0]?.username).toBe(pending.username);
  });

  it("answers the content batch with the person's own first page", async () => {
    const client = t.client();
    await client.loginAs(await t.createUser());

    const response = await client.get(CONTENT_LIBRARY_DATA_URL);

    const [, list] = response.json() as [
      unknown,
      { result: { data: { items: unknown[]; nextCursor: string | null } } },
    ];
    expect(list.result.data).toEqual({ items: [], nextCursor: null });
  });

  it("answers an open conversation's batch with its newest page of messages", async () => {
    const client = t.client();
    await client.loginAs(await t.createUser());
    const { id } = (await client.post("/api/conversations", {})).json() as { id: number };

    const response = await client.get(openConversationDataUrl(id));

    const answers = response.json() as { result?: { data: unknown }; error?: unknown }[];
    expect(answers).toHaveLength(4);
    expect(answers[3]?.result?.data).toEqual([]);
  });
});

describe("caches and the session", () => {
  /** The names in a Vary header, lower-cased. */
  const varies = (header: unknown) =>
    String(header ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase());

  it("says Vary: Cookie on every HTML answer, whose Link header and page depend on the session", async () => {
    const signedInChat = await signedIn.get("/chat");
    const signedOutChat = await t.app.inject({ method: "GET", url: "/chat" });
    const home = await t.app.inject({ method: "GET", url: "/" });
    const login = await t.app.inject({ method: "GET", url: "/login", headers: { cookie: "a=b" } });
    const compressed = await signedIn.request({
      method: "GET",
      url: "/admin",
      headers: { "accept-encoding": "br" },
    });

    expect(signedInChat.headers.link).toContain(CHAT_ROUTE_DATA_URL);
    for (const answer of [signedInChat, signedOutChat, home, login, compressed]) {
      expect(varies(answer.headers.vary)).toContain("cookie");
    }
    expect(signedOutChat.statusCode).toBe(302);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(varies(compressed.headers.vary)).toContain("accept-encoding");
  });
});

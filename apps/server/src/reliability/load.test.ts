import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

/**
 * A bounded mixed read/write load on the real app over loopback HTTP: zero 5xx, zero dropped
 * connections, and every write the server acknowledged is readable afterwards.
 * RELIABILITY_LOAD_SECONDS (default 10 here; `pnpm bench` runs it for 60) and
 * RELIABILITY_LOAD_CONNECTIONS (default 64).
 */
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.RELIABILITY_LOAD_CONNECTIONS ?? 64);
const USERS = 8;

interface Session {
  cookie: string;
  conversationIds: number[];
}

interface Acknowledged {
  messages: { cookie: string; conversationId: number; content: string }[];
  conversations: { cookie: string; id: number }[];
  topics: number[];
  renames: number;
}

let t: TestApp;
let base: string;
let productId: number;
let adminCookie: string;
const sessions: Session[] = [];

async function login(username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, rememberMe: false }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const admin = await t.createUser({ role: "admin" });
  adminCookie = await login(admin.username, admin.password);
  for (let i = 0; i < USERS; i += 1) {
    const user = await t.createUser();
    sessions.push({ cookie: await login(user.username, user.password), conversationIds: [] });
  }
  const product = await send(adminCookie, "POST", "/api/products", { name: "Load Weekly" });
  productId = (product.body as { id: number }).id;
}, 60_000);
afterAll(() => t?.close());

async function send(
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe(`mixed load: ${SECONDS} s at ${CONNECTIONS} connections`, () => {
  it(
    "answers without a 5xx and keeps every acknowledged write",
    async () => {
      const ack: Acknowledged = { messages: [], conversations: [], topics: [], renames: 0 };
      const statuses = new Map<number, number>();
      const serverErrors: string[] = [];
      let networkErrors = 0;
      let requests = 0;
      const deadline = Date.now() + SECONDS * 1000;

      const note = (label: string, status: number, body: unknown) => {
        requests += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 && serverErrors.length < 10) {
          serverErrors.push(`${label} → ${status} ${JSON.stringify(body)}`);
        }
      };

      const step = async (worker: number, n: number) => {
        const session = sessions[worker % USERS] as Session;
        const roll = (worker * 7919 + n * 104729) % 100;
        if (roll < 20) {
          const r = await send(null, "GET", "/api/products");
          note("GET /api/products", r.status, r.body);
        } else if (roll < 35) {
          const r = await send(null, "GET", `/api/topics?productId=${productId}`);
          note("GET /api/topics", r.status, r.body);
        } else if (roll < 45) {
          const r = await send(session.cookie, "GET", "/api/conversations");
          note("GET /api/conversations", r.status, r.body);
        } else if (roll < 55) {
          const r = await send(session.cookie, "GET", "/api/user");
          note("GET /api/user", r.status, r.body);
        } else if (roll < 65 || session.conversationIds.length === 0) {
          const r = await send(session.cookie, "POST", "/api/conversations", {
            title: `Load ${worker}-${n}`,
          });
          note("POST /api/conversations", r.status, r.body);
          if (r.status < 300) {
            const id = (r.body as { id: number }).id;
            session.conversationIds.push(id);
            ack.conversations.push({ cookie: session.cookie, id });
          }
        } else if (roll < 85) {
          const conversationId = session.conversationIds[
            n % session.conversationIds.length
          ] as number;
          const content = `message ${worker}-${n}`;
          const r = await send(
            session.cookie,
            "POST",
            `/api/conversations/${conversationId}/messages`,
            {
              role: "user",
              content,
            },
          );
          note("POST /api/conversations/:id/messages", r.status, r.body);
          if (r.status < 300)
            ack.messages.push({ cookie: session.cookie, conversationId, content });
        } else if (roll < 95) {
          const r = await send(adminCookie, "POST", "/api/topics", {
            name: `Topic ${worker}-${n}`,
            productId,
            type: ["newsletter"],
          });
          note("POST /api/topics", r.status, r.body);
          if (r.status < 300) ack.topics.push((r.body as { id: number }).id);
        } else {
          const name = `Load Weekly ${worker}-${n}`;
          const r = await send(adminCookie, "PUT", `/api/products/${productId}`, { name });
          note("PUT /api/products/:id", r.status, r.body);
          if (r.status < 300) ack.renames += 1;
        }
      };

      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          for (let n = 0; Date.now() < deadline; n += 1) {
            try {
              await step(worker, n);
            } catch {
              networkErrors += 1;
            }
          }
        }),
      );

      console.info(
        `load: ${requests} requests in ${SECONDS} s (${Math.round(requests / SECONDS)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}, acknowledged ${ack.conversations.length} conversations, ${ack.messages.length} messages, ${ack.topics.length} topics, ${ack.renames} renames`,
      );
      expect(serverErrors).toEqual([]);
      expect(networkErrors).toBe(0);
      expect(ack.messages.length).toBeGreaterThan(0);

      // Every acknowledged write is readable afterwards.
      const missingConversations: number[] = [];
      for (const session of sessions) {
        const list = (await send(session.cookie, "GET", "/api/conversations")).body as {
          id: number;
        }[];
        const ids = new Set(list.map((c) => c.id));
        for (const c of ack.conversations) {
          if (c.cookie === session.cookie && !ids.has(c.id)) missingConversations.push(c.id);
        }
      }
      expect(missingConversations).toEqual([]);

      const missingMessages: string[] = [];
      const byConversation = new Map<number, Acknowledged["messages"]>();
      for (const m of ack.messages) {
        byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
      }
      for (const [conversationId, messages] of byConversation) {
        const cookie = (messages[0] as { cookie: string }).cookie;
        const r = await send(cookie, "GET", `/api/conversations/${conversationId}/messages`);
        const contents = new Set((r.body as { content: string }[]).map((m) => m.content));
        for (const m of messages) if (!contents.has(m.content)) missingMessages.push(m.content);
      }
      expect(missingMessages).toEqual([]);

      const topics = (await send(null, "GET", "/api/topics")).body as { id: number }[];
      const topicIds = new Set(topics.map((x) => x.id));
      expect(ack.topics.filter((id) => !topicIds.has(id))).toEqual([]);

      // Renames raced each other during the run, so which one won is not knowable from the
      // client; once the load is over, an edit must show in the very next list read.
      const finalName = `Load Weekly final ${Date.now()}`;
      const renamed = await send(adminCookie, "PUT", `/api/products/${productId}`, {
        name: finalName,
      });
      expect(renamed.status).toBe(200);
      const products = (await send(null, "GET", "/api/products")).body as { name: string }[];
      expect(products.map((p) => p.name)).toContain(finalName);
    },
    SECONDS * 1000 + 60_000,
  );
});

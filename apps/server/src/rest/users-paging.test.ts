import {
  type AdminUserDto,
  BULK_IDS_MAX,
  bulkIdsMessages,
  type Page,
  paginationMessages,
  userAdminMessages,
} from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";

/** The admin user list by pages (issue 18): keyset order, filters, legacy windows, bulk actions. */
let t: TestApp;
let admin: TestClient;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  rootId = (await admin.loginAs(TEST_ADMIN)).json().id;
});
afterAll(() => t.close());

let tagCounter = 0;
/** A search word only this test's accounts contain, so other tests' accounts stay out. */
function freshTag(): string {
  tagCounter += 1;
  return `pg${tagCounter}x${Math.random().toString(36).slice(2, 7)}`;
}

async function makeUsers(tag: string, count: number, approved = true) {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await t.createUser({ username: `${tag}_${approved ? "a" : "p"}${i}`, approved }));
  }
  return made;
}

async function page(input: Record<string, unknown>) {
  const answer = await admin.trpc("query", "admin.users.list", input);
  expect(answer.error).toBeNull();
  return answer.data as Page<AdminUserDto>;
}

/** Every page of a search, following nextCursor to the end. */
async function allPages(input: Record<string, unknown>): Promise<AdminUserDto[][]> {
  const pages: AdminUserDto[][] = [];
  let cursor: string | undefined;
  do {
    const next = await page({ ...input, cursor });
    pages.push(next.items);
    cursor = next.nextCursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

describe("admin user list pages", () => {
  it("answers an empty last page when nothing matches", async () => {
    expect(await page({ q: "no-such-account-anywhere" })).toEqual({ items: [], nextCursor: null });
  });

  it("lists pending sign-ups first, then newest, across pages without repeats", async () => {
    const tag = freshTag();
    const approved = await makeUsers(tag, 4, true);
    const pending = await makeUsers(tag, 3, false);

    const pages = await allPages({ q: tag, limit: 3 });

    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((u) => u.username)).toEqual([
      ...pending.map((u) => u.username).reverse(),
      ...approved.map((u) => u.username).reverse(),
    ]);
  });

  it("an exact multiple of the page size ends with nextCursor null, not an empty page", async () => {
    const tag = freshTag();
    await makeUsers(tag, 4);
    const first = await page({ q: tag, limit: 2 });
    const second = await page({ q: tag, limit: 2, cursor: first.nextCursor });
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it("accounts created or approved between pages neither repeat nor skip the others", async () => {
    const tag = freshTag();
    const original = [...(await makeUsers(tag, 3, false)), ...(await makeUsers(tag, 3, true))];
    const first = await page({ q: tag, limit: 2 });

    // A new sign-up and a new approved account arrive; one of page one's rows is approved.
    const newcomers = [
      ...(await makeUsers(`${tag}n`, 1, false)),
      ...(await makeUsers(`${tag}m`, 1)),
    ];
    const rest = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page({ q: tag, limit: 2, cursor });
      rest.push(...next.items);
      cursor = next.nextCursor;
    }

    const seen = [...first.items, ...rest].map((u) => u.id);
    expect(new Set(seen).size).toBe(seen.length);
    const newIds = new Set(newcomers.map((u) => u.id));
    expect(seen.filter((id) => !newIds.has(id)).sort()).toEqual(original.map((u) => u.id).sort());
  });

  it("filters by role and approval and searches username and email in the database", async () => {
    const tag = freshTag();
    const [pendingUser] = await makeUsers(tag, 1, false);
    const boss = await t.createUser({ username: `${tag}_boss`, role: "admin" });
    const byMail = await t.createUser({
      username: `mailonly${tag.slice(2)}`,
      email: `${tag}@mail.test`,
    });

    const pending = await page({ q: tag, approval: "pending" });
    const admins = await page({ q: tag, role: "admin" });
    const both = await page({ q: `${tag.toUpperCase()} boss` });

    expect(pending.items.map((u) => u.id)).toEqual([pendingUser?.id]);
    expect(admins.items.map((u) => u.id)).toEqual([boss.id]);
    expect(both.items.map((u) => u.id)).toEqual([boss.id]);
    expect((await page({ q: tag })).items.map((u) => u.id)).toContain(byMail.id);
    // LIKE's wildcards are plain characters in a search.
    expect((await page({ q: "%" })).items).toEqual([]);
  });

  it("refuses bad cursors, limits and filters with 400 and a clear message", async () => {
    const forged = Buffer.from(JSON.stringify(["x", 1])).toString("base64url");
    for (const input of [
      { cursor: "not-a-cursor" },
      { cursor: forged },
      { limit: 0 },
      { limit: 201 },
      { limit: 2.5 },
      { role: "owner" },
      { approval: "maybe" },
    ]) {
      const answer = await admin.trpc("query", "admin.users.list", input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
    }
    const bad = await admin.trpc("query", "admin.users.list", { cursor: "not-a-cursor" });
    expect(bad.error?.message).toBe(paginationMessages.invalidCursor);
  });
});

describe("GET /api/users (legacy window)", () => {
  it("still answers an array; limit, offset, q and the X-Next-Cursor header page through it", async () => {
    const tag = freshTag();
    const made = await makeUsers(tag, 5);
    const newestFirst = made.map((u) => u.username).reverse();

    const first = await admin.get(`/api/users?q=${tag}&limit=2`);
    const skipped = await admin.get(`/api/users?q=${tag}&limit=2&offset=2`);
    const cursor = first.headers["x-next-cursor"];
    const after = await admin.get(`/api/users?q=${tag}&limit=10&cursor=${cursor}`);

    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json().map((u: AdminUserDto) => u.username)).toEqual(newestFirst.slice(0, 2));
    expect(skipped.json().map((u: AdminUserDto) => u.username)).toEqual(newestFirst.slice(2, 4));
    expect(after.json().map((u: AdminUserDto) => u.username)).toEqual(newestFirst.slice(2));
    expect(after.headers["x-next-cursor"]).toBeUndefined();
    expect(first.body).not.toMatch(/password|argon2|hash/i);
  });

  it("sends at most 100 rows without a limit", async () => {
    const rows = (await admin.get("/api/users")).json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(100);
  });

  it("answers 400 for a bad window", async () => {
    for (const query of [
      "limit=0",
      "limit=1001",
      "limit=ten",
      "offset=-1",
      "cursor=%%%",
      "offset=1&cursor=abc",
      `q=${"x".repeat(201)}`,
    ]) {
      const response = await admin.get(`/api/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe("bulk approve and bulk delete", () => {
  it("approves the pending accounts named, skipping unknown and approved ones", async () => {
    const tag = freshTag();
    const pending = await makeUsers(tag, 3, false);
    const [already] = await makeUsers(tag, 1, true);

    const response = await admin.post("/api/users/bulk-approve", {
      ids: [...pending.map((u) => u.id), already?.id, 2_147_483_000],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    expect((await page({ q: tag, approval: "pending" })).items).toEqual([]);
    const login = await t.client().loginAs(pending[0] as { username: string; password: string });
    expect(login.statusCode).toBe(200);
  });

  it("deletes the accounts named with their sessions; unknown ids are skipped", async () => {
    const tag = freshTag();
    const doomed = await makeUsers(tag, 2);
    const client = t.client();
    expect(
      (await client.loginAs(doomed[0] as { username: string; password: string })).statusCode,
    ).toBe(200);

    const response = await admin.post("/api/users/bulk-delete", {
      ids: [...doomed.map((u) => u.id), 2_147_483_000],
    });

    expect(response.json()).toEqual({ deleted: 2 });
    expect((await page({ q: tag })).items).toEqual([]);
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });

  it("never deletes the acting administrator, and then deletes nothing at all", async () => {
    const tag = freshTag();
    const [bystander] = await makeUsers(tag, 1);

    const response = await admin.post("/api/users/bulk-delete", { ids: [bystander?.id, rootId] });
    const trpc = await admin.trpc("mutation", "admin.users.bulkDelete", { ids: [rootId] });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: userAdminMessages.cannotDeleteSelf });
    expect(trpc.status).toBe(403);
    expect((await page({ q: tag })).items).toHaveLength(1);
  });

  it("validates the ids: 1 to the maximum, whole numbers", async () => {
    const tooMany = Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1);
    const cases = [
      { body: {}, message: bulkIdsMessages.required },
      { body: { ids: [] }, message: bulkIdsMessages.required },
      { body: { ids: tooMany }, message: bulkIdsMessages.tooMany },
      { body: { ids: ["abc"] }, message: undefined },
    ];
    for (const { body, message } of cases) {
      for (const path of ["/api/users/bulk-approve", "/api/users/bulk-delete"]) {
        const response = await admin.post(path, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
        if (message) expect(response.json().error).toContain(message);
      }
    }
  });
});

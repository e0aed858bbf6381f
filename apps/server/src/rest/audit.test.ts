import type { AuditEventDto, AuditPage, AuditVerification } from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let owner: TestClient;
let ownerName: string;
let admin: TestClient;
let visitor: TestClient;
let productId: number;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedGenerationCatalog(t.db.db);
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  owner = t.client();
  admin = t.client();
  visitor = t.client();
  const user = await t.createUser();
  ownerName = user.username;
  await owner.loginAs(user);
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function generate(): Promise<number> {
  const response = await owner.post("/api/generate", { productId, topicId, botType: "newsletter" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { contentId: number }).contentId;
}

async function trail(query: string): Promise<AuditEventDto[]> {
  const response = await admin.get(`/api/audit?${query}&limit=500`);
  expect(response.statusCode).toBe(200);
  return (response.json() as AuditPage).items;
}

async function verify(): Promise<AuditVerification> {
  const response = await admin.get("/api/audit/verify");
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function eventCount(): Promise<number> {
  const row = await t.db.db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A superuser's edit behind the application's back: triggers off for this transaction only. */
async function tamper(seq: number, actorName: string | null): Promise<void> {
  await t.db.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`update audit_events set actor_name = ${actorName} where seq = ${seq}`.execute(trx);
  });
}

describe("/api/audit", () => {
  it("records every content change, in order, with who did it, in one unbroken chain", async () => {
    const id = await generate();
    await owner.put(`/api/content/${id}`, { content: "A better draft" });
    await owner.post(`/api/content/${id}/restore`, { version: 1 });
    await owner.post(`/api/content/${id}/submit`);
    await admin.post(`/api/content/${id}/request-changes`, { note: "Shorter, please" });
    await owner.post(`/api/content/${id}/submit`);
    await admin.post(`/api/content/${id}/approve`, {});
    await owner.post(`/api/content/${id}/use`);

    const events = await trail(`subjectType=content&subjectId=${id}`);

    expect(events.map((e) => [e.action, e.version, e.actorName])).toEqual([
      ["create", 1, ownerName],
      ["edit", 2, ownerName],
      ["restore", 3, ownerName],
      ["submit", 3, ownerName],
      ["request_changes", 3, TEST_ADMIN.username],
      ["submit", 3, ownerName],
      ["approve", 3, TEST_ADMIN.username],
      ["use", 3, ownerName],
    ]);
    expect(events[2]?.detail).toMatchObject({ restoredFrom: 1 });
    expect(events[4]?.detail).toEqual({ note: "Shorter, please" });
    for (const [index, event] of events.entries()) {
      expect(event.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      if (index > 0) expect(event.seq).toBeGreaterThan(events[index - 1]?.seq ?? 0);
    }
    const item = (await owner.get(`/api/content/${id}`)).json() as { events: { kind: string }[] };
    expect(item.events.map((e) => e.kind)).toEqual([
      "created",
      "edited",
      "restored",
      "submitted",
      "changes_requested",
      "submitted",
      "approved",
      "used",
    ]);
    const result = await verify();
    expect(result).toMatchObject({ ok: true, checked: await eventCount(), firstBrokenSeq: null });
  });

  it("records account, role, password, rule, template and key changes, never a secret", async () => {
    const created = await admin.post("/api/users", {
      username: "audited-person",
      email: "audited@example.com",
      password: "a long enough password",
      role: "user",
    });
    const userId = (created.json() as { id: number }).id;
    await admin.put(`/api/users/${userId}`, { role: "admin" });
    await admin.put(`/api/users/${userId}`, { password: "another long password" });
    await admin.patch(`/api/users/${userId}/approval`, { approved: false });
    await admin.delete(`/api/users/${userId}`);
    const rule = await admin.post("/api/compliance/rules", {
      phrase: "sure thing",
      category: "promissory",
      severity: "block",
      reason: "Promises an outcome.",
    });
    const ruleId = (rule.json() as { id: number }).id;
    await admin.patch(`/api/compliance/rules/${ruleId}`, { enabled: false });
    await admin.delete(`/api/compliance/rules/${ruleId}`);
    const template = await admin.post("/api/prompt-templates", {
      botType: "sam",
      name: "Audited template",
      template: "Write about {topic} for {product}.",
      active: false,
    });
    const templateId = (template.json() as { id: number }).id;
    const key = await owner.post("/api/api-keys", { name: "ci", scopes: ["read"] });
    const keyBody = key.json() as { id: number; key: string };
    await owner.delete(`/api/api-keys/${keyBody.id}`);

    const user = await trail(`subjectType=user&subjectId=${userId}`);
    const rules = await trail(`subjectType=compliance_rule&subjectId=${ruleId}`);
    const templates = await trail(`subjectType=prompt_template&subjectId=${templateId}`);
    const keys = await trail(`subjectType=api_key&subjectId=${keyBody.id}`);

    expect(created.statusCode).toBe(201);
    expect(user.map((e) => e.action)).toEqual([
      "create",
      "role_change",
      "password_change",
      "unapprove",
      "delete",
    ]);
    expect(user[1]?.detail).toEqual({ from: "user", to: "admin" });
    expect(user.every((e) => e.actorName === TEST_ADMIN.username)).toBe(true);
    expect(rules.map((e) => e.action)).toEqual(["create", "disable", "delete"]);
    expect(templates.map((e) => e.action)).toEqual(["create"]);
    expect(keys.map((e) => [e.action, e.actorName])).toEqual([
      ["create", ownerName],
      ["revoke", ownerName],
    ]);
    const everything = JSON.stringify(await trail(""));
    expect(everything).not.toContain(keyBody.key);
    expect(everything).not.toContain("another long password");
    expect((await verify()).ok).toBe(true);
  });

  it("pages by cursor without repeats, and filters by subject", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await admin.get(`/api/audit?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      const page = response.json() as AuditPage;
      seen.push(...page.items.map((e) => e.seq));
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual(Array.from({ length: await eventCount() }, (_, i) => i + 1));
    const users = await trail("subjectType=user");
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((e) => e.subjectType === "user")).toBe(true);
  });

  it("answers visitors 401, users 403 and bad input 400, on REST and tRPC alike", async () => {
    expect((await visitor.get("/api/audit")).statusCode).toBe(401);
    expect((await owner.get("/api/audit")).statusCode).toBe(403);
    expect((await owner.get("/api/audit/verify")).statusCode).toBe(403);
    expect((await admin.get("/api/audit?subjectType=planet")).statusCode).toBe(400);
    expect((await admin.get("/api/audit?subjectId=-1")).statusCode).toBe(400);
    expect((await admin.get("/api/audit?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await owner.trpc("query", "audit.list", {})).status).toBe(403);

    const rest = (await admin.get("/api/audit?subjectType=user")).json();
    const trpc = await admin.trpc("query", "audit.list", { subjectType: "user" });
    const verified = await admin.trpc("query", "audit.verify");
    expect(trpc.data).toEqual(rest);
    expect(verified.data).toEqual(await verify());
  });

  it("refuses to let a change commit without its event", async () => {
    const id = await generate();
    const before = await eventCount();
    // The event's insert fails (as a full disk or a bug would): the edit must not land either.
    await sql`alter table audit_events add constraint no_edits_today check (action <> 'edit') not valid`.execute(
      t.db.db,
    );
    try {
      const refused = await owner.put(`/api/content/${id}`, { content: "Unrecorded" });
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_events drop constraint no_edits_today`.execute(t.db.db);
    }
    const item = (await owner.get(`/api/content/${id}`)).json() as { version: number };
    expect(item.version).toBe(1);
    expect(await eventCount()).toBe(before);
  });

  it("names the row a superuser changed behind the application's back", async () => {
    const events = await trail("");
    const target = events[Math.floor(events.length / 2)];
    if (!target) throw new Error("no events");
    const original = target.actorName;
    // One byte: the first letter of the actor's name (or a name where there was none).
    const flipped = original
      ? String.fromCharCode(original.charCodeAt(0) ^ 1) + original.slice(1)
      : "x";

    await tamper(target.seq, flipped);
    const broken = await verify();
    await tamper(target.seq, original);
    const repaired = await verify();

    expect(broken).toMatchObject({
      ok: false,
      firstBrokenSeq: target.seq,
      checked: events.length,
      headHash: events.at(-1)?.hash,
    });
    expect(repaired).toMatchObject({ ok: true, firstBrokenSeq: null });
  });

  it("shows a deleted row as a break at the event after it", async () => {
    await generate();
    const events = await trail("");
    const last = events.at(-1);
    if (!last) throw new Error("no events");
    // Appending after the deletion would chain to a hash that no longer exists; the gap shows.
    await t.db.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from audit_events where seq = ${last.seq - 1}`.execute(trx);
    });

    const result = await verify();

    expect(result).toMatchObject({ ok: false, firstBrokenSeq: last.seq });
  });
});

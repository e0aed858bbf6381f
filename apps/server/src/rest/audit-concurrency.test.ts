import type { AuditVerification } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Issue 24's concurrency check: four app instances, each with its own connection pool on one
 * database (on PGlite, its own Kysely over the one embedded engine), write 2,000 audited changes
 * at once. The chain must come out whole: every event present, one line of hashes, no fork.
 */
const INSTANCES = 4;
const CHANGES = 2_000;
const ITEMS = 8;

let apps: TestApp[] = [];
let handles: Array<{ close(): Promise<void> }> = [];
let writers: TestClient[] = [];
let admin: TestClient;
let approved: number[] = [];
let drafts: number[] = [];

beforeAll(async () => {
  const first = await createTestApp();
  apps = [first];
  for (let i = 1; i < INSTANCES; i += 1) {
    const handle = await first.db.openSecondHandle();
    handles.push(handle);
    apps.push(await createTestApp({ db: { ...first.db, ...handle } }));
  }
  const catalog = await seedGenerationCatalog(first.db.db);
  const user = await first.createUser();
  writers = await Promise.all(
    apps.map(async (app) => {
      const client = app.client();
      await client.loginAs(user);
      return client;
    }),
  );
  admin = first.client();
  await admin.loginAs(TEST_ADMIN);
  const writer = writers[0];
  if (!writer) throw new Error("no writer");
  const generate = async () => {
    const response = await writer.post("/api/generate", {
      productId: catalog.product.id,
      topicId: catalog.topic.id,
      botType: "sam",
    });
    return (response.json() as { contentId: number }).contentId;
  };
  for (let i = 0; i < ITEMS; i += 1) {
    const id = await generate();
    await writer.post(`/api/content/${id}/submit`);
    await admin.post(`/api/content/${id}/approve`, { override: "Concurrency test" });
    approved.push(id);
    drafts.push(await generate());
  }
}, 300_000);

afterAll(async () => {
  // The first app owns the database; the others close only their own pools.
  for (const app of apps.slice(1).reverse()) await app.close();
  for (const handle of handles) await handle.close();
  await apps[0]?.close();
  apps = [];
  handles = [];
  writers = [];
  approved = [];
  drafts = [];
});

async function eventCount(): Promise<number> {
  const row = await apps[0]?.db.db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row?.n);
}

describe("the audit chain under concurrent writers", () => {
  it("holds 2,000 changes from four instances at once in one unbroken chain", async () => {
    const before = await eventCount();

    // Three in four are uses of approved items, one in four an edit of a draft (a new version):
    // both lock the item's row, then append under the chain's head lock.
    const responses = await Promise.all(
      Array.from({ length: CHANGES }, (_, i) => {
        const client = writers[i % INSTANCES];
        if (!client) throw new Error("no writer");
        return i % 4 === 3
          ? client.put(`/api/content/${drafts[i % ITEMS]}`, { content: `Edit number ${i}` })
          : client.post(`/api/content/${approved[i % ITEMS]}/use`);
      }),
    );

    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const verify = await admin.get("/api/audit/verify");
    const result = verify.json() as AuditVerification;
    expect(await eventCount()).toBe(before + CHANGES);
    expect(result).toMatchObject({ ok: true, checked: before + CHANGES, firstBrokenSeq: null });
    const seqs = await apps[0]?.db.db
      .selectFrom("audit_events")
      .select(["seq", "prev_hash"])
      .execute();
    // One chain: every hash is the parent of at most one event.
    expect(new Set(seqs?.map((r) => r.prev_hash)).size).toBe(seqs?.length);
  }, 300_000);
});

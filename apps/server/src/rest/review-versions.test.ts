import {
  type ContentItemDto,
  type ContentRecordDto,
  contentMessages,
  reviewMessages,
} from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";
import { generateDraft, seedGenerationCatalog, storeFlags } from "../testing/generation-fixtures";

/** Issue 24 items 3 and 4: approval of exactly what was reviewed, each blocking flag decided. */
let t: TestApp;
let writer: TestClient;
let reviewer: TestClient;
let reviewerName: string;
let catalog: { productId: number; topicId: number };

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedGenerationCatalog(t.db.db);
  catalog = { productId: seeded.product.id, topicId: seeded.topic.id };
  writer = t.client();
  reviewer = t.client();
  await writer.loginAs(await t.createUser());
  const rev = await t.createUser({ role: "reviewer" });
  reviewerName = rev.username;
  await reviewer.loginAs(rev);
});
afterAll(() => t.close());

const draft = () => generateDraft(writer, catalog);

async function save(id: number, body: object) {
  return writer.put(`/api/content/${id}`, body);
}

describe("PUT /api/content/{id} with expectedVersion", () => {
  it("names the version it created and refuses a save over a newer one (409), keeping both", async () => {
    const id = await draft();
    const first = await save(id, { content: "Edit one", expectedVersion: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, content: "Edit one", status: "draft" });

    // A second editor still on version 1: the save does not silently win.
    const late = await save(id, { content: "Edit from a stale tab", expectedVersion: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(contentMessages.editConflict(1, 2));
    const item = (await writer.get(`/api/content/${id}`)).json() as ContentItemDto;
    expect(item).toMatchObject({ version: 2, content: "Edit one" });

    // Without expectedVersion a save still works as before.
    expect((await save(id, { content: "Edit three" })).json()).toMatchObject({ version: 3 });
    const trpc = await writer.trpc("mutation", "content.update", {
      id,
      content: "x",
      expectedVersion: 2,
    });
    expect(trpc).toMatchObject({
      status: 409,
      error: { message: contentMessages.editConflict(2, 3) },
    });
    expect((await save(id, { content: "x", expectedVersion: "two" })).statusCode).toBe(400);
  });

  it("lets exactly one of several saves from the same version through", async () => {
    const id = await draft();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => save(id, { content: `Racer ${n}`, expectedVersion: 1 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const item = (await writer.get(`/api/content/${id}`)).json() as ContentItemDto;
    expect(item.version).toBe(2);
  });
});

describe("approve and request changes with the version the reviewer read", () => {
  it("an edit after submit withdraws the submission: the later version cannot be approved unseen", async () => {
    const id = await draft();
    await writer.post(`/api/content/${id}/submit`);
    const edited = await save(id, { content: "Changed after submit" });
    expect(edited.json()).toMatchObject({ status: "draft", version: 2 });

    const approve = await reviewer.post(`/api/content/${id}/approve`, { version: 1 });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(reviewMessages.noLongerSubmitted(1, 2));
    const bare = await reviewer.post(`/api/content/${id}/approve`, {});
    expect(bare.statusCode).toBe(409);
  });

  it("answers 409 naming the submitted version when the reviewer read another, on both transports", async () => {
    const id = await draft();
    await save(id, { content: "Version two" });
    await writer.post(`/api/content/${id}/submit`);

    const approve = await reviewer.post(`/api/content/${id}/approve`, { version: 1 });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error).toBe(reviewMessages.staleReview(1, 2));
    expect(approve.json().error).toContain("version 2");
    const back = await reviewer.trpc("mutation", "content.requestChanges", {
      id,
      note: "Fix",
      version: 3,
    });
    expect(back).toMatchObject({
      status: 409,
      error: { message: reviewMessages.staleReview(3, 2) },
    });
    const restBack = await reviewer.post(`/api/content/${id}/request-changes`, {
      note: "Fix",
      version: 1,
    });
    expect(restBack.statusCode).toBe(409);
    // Still in review: nothing happened.
    expect((await writer.get(`/api/content/${id}`)).json()).toMatchObject({ status: "in_review" });

    const ok = await reviewer.post(`/api/content/${id}/approve`, { version: 2 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: "approved", approval: { version: 2 } });
  });

  it("sends back the version read", async () => {
    const id = await draft();
    await writer.post(`/api/content/${id}/submit`);
    const back = await reviewer.post(`/api/content/${id}/request-changes`, {
      note: "Cite it",
      version: 1,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: "draft" });
  });

  it("refuses a malformed version with 400", async () => {
    const id = await draft();
    await writer.post(`/api/content/${id}/submit`);
    const bad = await reviewer.post(`/api/content/${id}/approve`, { version: 0 });
    expect(bad.statusCode).toBe(400);
  });
});

describe("override reasons contain visible text", () => {
  it("refuses whitespace-only, zero-width and invisible-only reasons with 400, on both transports", async () => {
    const id = await draft();
    await storeFlags(
      t.db.db,
      id,
      [{ rule: "guaranteed-returns", start: 0, excerpt: "Guaranteed" }],
      1,
    );
    await writer.post(`/api/content/${id}/submit`);
    for (const override of ["   ", "\u200b\u200b", "\u2060 \ufeff", "\u3164", "\u00a0\t"]) {
      const rest = await reviewer.post(`/api/content/${id}/approve`, { override });
      expect(rest.statusCode, JSON.stringify(override)).toBe(400);
      expect(rest.json().error).toBe(contentMessages.overrideInvisible);
    }
    const trpc = await reviewer.trpc("mutation", "content.approve", { id, override: "\u200b" });
    expect(trpc.status).toBe(400);
    expect((await writer.get(`/api/content/${id}`)).json()).toMatchObject({ status: "in_review" });

    const ok = await reviewer.post(`/api/content/${id}/approve`, { override: "Legal signed off" });
    expect(ok.statusCode).toBe(200);
  });
});

describe("each blocking flag decided (decisions)", () => {
  const flags = [
    { rule: "guaranteed-returns", start: 0, excerpt: "Guaranteed" },
    { rule: "no-risk", start: 20, excerpt: "no risk" },
  ];

  async function flaggedInReview(): Promise<number> {
    const id = await draft();
    await storeFlags(t.db.db, id, flags, 1);
    await writer.post(`/api/content/${id}/submit`);
    return id;
  }

  it("answers 409 naming the flag left without a reason", async () => {
    const id = await flaggedInReview();
    const partial = await reviewer.post(`/api/content/${id}/approve`, {
      decisions: [{ rule: "guaranteed-returns", start: 0, reason: "Quoted from the prospectus" }],
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error).toBe(contentMessages.decisionMissing("no-risk", 20, "no risk"));
    const none = await reviewer.trpc("mutation", "content.approve", { id, version: 1 });
    expect(none.status).toBe(409);
  });

  it("refuses decisions that name no flag, twice the same flag, or an invisible reason (400)", async () => {
    const id = await flaggedInReview();
    const reasons = [
      { rule: "guaranteed-returns", start: 0, reason: "Quoted" },
      { rule: "no-risk", start: 20, reason: "Disclaimed" },
    ];
    const unknown = await reviewer.post(`/api/content/${id}/approve`, {
      decisions: [...reasons, { rule: "no-risk", start: 99, reason: "?" }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(contentMessages.decisionUnknown("no-risk", 99, 1));
    const twice = await reviewer.post(`/api/content/${id}/approve`, {
      decisions: [...reasons, reasons[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(contentMessages.decisionDuplicate("guaranteed-returns", 0));
    const blank = await reviewer.post(`/api/content/${id}/approve`, {
      decisions: [reasons[0], { rule: "no-risk", start: 20, reason: "\u200b " }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(contentMessages.decisionReasonRequired);
  });

  it("records each flag's own reason, by and at, and the override fills the rest", async () => {
    const id = await flaggedInReview();
    const approved = await reviewer.post(`/api/content/${id}/approve`, {
      version: 1,
      decisions: [{ rule: "no-risk", start: 20, reason: "The disclaimer follows it" }],
      override: "Quoted from the prospectus",
    });
    expect(approved.statusCode).toBe(200);
    const record = (await reviewer.get(`/api/content/${id}/record`)).json() as ContentRecordDto;
    const byRule = Object.fromEntries(record.flags.map((f) => [f.rule, f.resolution]));
    expect(byRule["no-risk"]).toBe(
      `accepted: The disclaimer follows it, by ${reviewerName}, at ${record.approvedAt}`,
    );
    expect(byRule["guaranteed-returns"]).toBe(
      `accepted: Quoted from the prospectus, by ${reviewerName}, at ${record.approvedAt}`,
    );
  });

  it("lists a flag fixed before approval as fixed in its version, with decisions for the rest", async () => {
    const id = await draft();
    await storeFlags(t.db.db, id, flags, 1);
    await save(id, { content: "Rewritten without the promise" });
    await storeFlags(t.db.db, id, [flags[1]!], 2);
    await writer.post(`/api/content/${id}/submit`);
    const approved = await reviewer.post(`/api/content/${id}/approve`, {
      decisions: [{ rule: "no-risk", start: 20, reason: "Disclaimed below" }],
    });
    expect(approved.statusCode).toBe(200);
    const record = (await reviewer.get(`/api/content/${id}/record`)).json() as ContentRecordDto;
    const byRule = Object.fromEntries(record.flags.map((f) => [f.rule, f.resolution]));
    expect(byRule["guaranteed-returns"]).toBe("fixed in version 2");
    expect(byRule["no-risk"]).toMatch(/^accepted: Disclaimed below, by /);
    // The Activity tab's approval event carries the reasons given.
    const events = (approved.json() as ContentItemDto).events;
    expect(events.at(-1)).toMatchObject({ kind: "approved", note: "Disclaimed below" });

    const pdf = await reviewer.get(`/api/content/${id}/record?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

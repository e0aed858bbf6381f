import { createHash } from "node:crypto";
import type { ContentItemDto, ContentListPage } from "@studio/shared";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { snapshotDatabase } from "../testing/database-snapshot";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let owner: TestClient;
let intruder: TestClient;
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
  intruder = t.client();
  admin = t.client();
  visitor = t.client();
  await owner.loginAs(await t.createUser());
  await intruder.loginAs(await t.createUser());
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function generate(client: TestClient, botType = "newsletter"): Promise<number> {
  const response = await client.post("/api/generate", {
    productId,
    topicId,
    botType,
    ...(botType === "gift" ? { giftType: "high_volume" } : {}),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { contentId: number }).contentId;
}

async function item(client: TestClient, id: number): Promise<ContentItemDto> {
  const response = await client.get(`/api/content/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("/api/content", () => {
  it("keeps each generation as version 1 of a draft, listed newest first", async () => {
    const first = await generate(owner, "newsletter");
    const second = await generate(owner, "sam");

    const list = await owner.get("/api/content");
    const detail = await item(owner, second);

    expect(list.statusCode).toBe(200);
    const page = list.json() as ContentListPage;
    expect(page.items.map((i) => i.id).slice(0, 2)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({ botType: "sam", productId, status: "draft" });
    expect(typeof page.items[0]?.updatedAt).toBe("string");
    expect(detail).toMatchObject({
      id: second,
      botType: "sam",
      productId,
      topicId,
      status: "draft",
    });
    expect(detail.versions).toEqual([
      expect.objectContaining({ number: 1, source: "generated", authorId: expect.any(Number) }),
    ]);
    expect(detail.approval).toBeNull();
    expect(detail.events.map((e) => e.kind)).toEqual(["created"]);
  });

  it("saves edits and restores as new versions, and reads any version", async () => {
    const id = await generate(owner);
    const original = (await item(owner, id)).content;

    const edited = await owner.put(`/api/content/${id}`, {
      content: "##Hello##\n* one",
      title: "Q3 letter",
    });
    const v1 = await owner.get(`/api/content/${id}/versions/1`);
    const restored = await owner.post(`/api/content/${id}/restore`, { version: 1 });

    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 2,
      title: "Q3 letter",
      content: "##Hello##\n* one",
    });
    expect(v1.json()).toMatchObject({ number: 1, content: original, source: "generated" });
    const after = restored.json() as ContentItemDto;
    expect(after.version).toBe(3);
    expect(after.content).toBe(original);
    expect(after.versions.map((v) => [v.number, v.source])).toEqual([
      [3, "restored"],
      [2, "edited"],
      [1, "generated"],
    ]);
    expect(after.events.map((e) => e.kind)).toEqual(["created", "edited", "restored"]);
  });

  it("regenerates into a new version of the same item", async () => {
    const id = await generate(owner, "gift");
    const before = (await owner.get("/api/content?limit=100")).json() as ContentListPage;

    const regenerated = await owner.post(`/api/content/${id}/regenerate`);
    const byIntruder = await intruder.post(`/api/content/${id}/regenerate`);

    expect(regenerated.statusCode).toBe(200);
    const body = regenerated.json() as ContentItemDto;
    expect(body.version).toBe(2);
    expect(body.versions[0]).toMatchObject({ number: 2, source: "regenerated" });
    expect(body.content.length).toBeGreaterThan(50);
    expect(body.events.at(-1)).toMatchObject({ kind: "regenerated", version: 2 });
    const after = (await owner.get("/api/content?limit=100")).json() as ContentListPage;
    expect(after.items).toHaveLength(before.items.length);
    expect(byIntruder.statusCode).toBe(404);
  });

  it("runs the review: submit, approve with a hash, then an edit starts a new draft", async () => {
    const id = await generate(owner);
    const submitted = await owner.post(`/api/content/${id}/submit`);
    const again = await owner.post(`/api/content/${id}/submit`);
    const byUser = await owner.post(`/api/content/${id}/approve`, {});
    const approved = await admin.post(`/api/content/${id}/approve`, {});

    expect(submitted.json()).toMatchObject({ status: "in_review" });
    expect(again.statusCode).toBe(409);
    expect(byUser.statusCode).toBe(403);
    expect(approved.statusCode).toBe(200);
    const body = approved.json() as ContentItemDto;
    const hash = createHash("sha256").update(body.content, "utf8").digest("hex");
    expect(body.status).toBe("approved");
    expect(body.approval).toMatchObject({ version: 1, contentHash: hash, override: null });
    expect((await admin.post(`/api/content/${id}/approve`, {})).statusCode).toBe(409);

    const edited = (
      await owner.put(`/api/content/${id}`, { content: "A new draft" })
    ).json() as ContentItemDto;
    expect(edited).toMatchObject({ status: "draft", version: 2 });
    expect(edited.approval).toMatchObject({ version: 1, contentHash: hash });
    const v1 = await owner.get(`/api/content/${id}/versions/1`);
    expect(createHash("sha256").update(v1.json().content, "utf8").digest("hex")).toBe(hash);
  });

  it("needs an override reason to approve blocking compliance flags, and records it", async () => {
    const id = await generate(owner);
    const report = {
      passed: false,
      flags: [
        {
          start: 0,
          end: 5,
          excerpt: "Guaranteed",
          category: "promissory",
          severity: "block",
          rule: "guaranteed-returns",
          reason: "Promises a return.",
          suggestion: "may",
        },
      ],
      engine: "rules",
      rulebookVersion: "test",
    };
    await t.db.db
      .updateTable("content_versions")
      .set({ compliance: JSON.stringify(report) })
      .where("content_id", "=", id)
      .execute();
    await owner.post(`/api/content/${id}/submit`);

    const refused = await admin.post(`/api/content/${id}/approve`, {});
    const blank = await admin.post(`/api/content/${id}/approve`, { override: "  " });
    const approved = await admin.post(`/api/content/${id}/approve`, {
      override: "Legal signed off",
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/override/i);
    // A reason of spaces says nothing: refused as bad input (issue 24 item 3).
    expect(blank.statusCode).toBe(400);
    expect(approved.statusCode).toBe(200);
    const body = approved.json() as ContentItemDto;
    expect(body.approval).toMatchObject({ override: "Legal signed off" });
    expect(body.approval?.compliance?.flags).toHaveLength(1);
    expect(body.events.at(-1)).toMatchObject({ kind: "approved", note: "Legal signed off" });
  });

  it("sends an item back to draft with the administrator's note", async () => {
    const id = await generate(owner);
    await owner.post(`/api/content/${id}/submit`);

    const noNote = await admin.post(`/api/content/${id}/request-changes`, { note: " " });
    const byUser = await owner.post(`/api/content/${id}/request-changes`, { note: "x" });
    const sent = await admin.post(`/api/content/${id}/request-changes`, {
      note: "Softer subject line",
    });
    const twice = await admin.post(`/api/content/${id}/request-changes`, { note: "Again" });

    expect(noNote.statusCode).toBe(400);
    expect(byUser.statusCode).toBe(403);
    expect(sent.json()).toMatchObject({ status: "draft" });
    expect((sent.json() as ContentItemDto).events.at(-1)).toMatchObject({
      kind: "changes_requested",
      note: "Softer subject line",
    });
    expect(twice.statusCode).toBe(409);
  });

  it("exports md, txt, html email and docx as attachments named after the title", async () => {
    const id = await generate(owner);
    await owner.put(`/api/content/${id}`, {
      title: "Q3 Dividend Letter!",
      content: '##Big news##\n* first point\n* second point\nPrompt used: "secret"',
    });

    const md = await owner.get(`/api/content/${id}/export?format=md`);
    const txt = await owner.get(`/api/content/${id}/export?format=txt&version=2`);
    const html = await owner.get(`/api/content/${id}/export?format=html`);
    const docx = await owner.get(`/api/content/${id}/export?format=docx`);

    expect(md.headers["content-disposition"]).toBe(
      'attachment; filename="q3-dividend-letter-v2.md"',
    );
    expect(md.body).toContain("**Big news**\n- first point");
    expect(md.body).not.toContain("Prompt used");
    expect(txt.headers["content-type"]).toMatch(/^text\/plain/);
    expect(txt.body).toContain("Big news\n• first point");
    expect(html.headers["content-disposition"]).toBe(
      'attachment; filename="q3-dividend-letter-v2.html"',
    );
    expect(html.body).toContain("Draft · version 2");
    expect(html.body).toMatch(/<table[^>]*width="600"|max-width:600px/);
    expect(html.body).toContain("<strong>Big news</strong>");
    expect(docx.headers["content-disposition"]).toBe(
      'attachment; filename="q3-dividend-letter-v2.docx"',
    );
    const files = unzipSync(new Uint8Array(docx.rawPayload));
    const documentXml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
    expect(documentXml).toContain("first point");
    const headerXml = Object.entries(files)
      .filter(([name]) => name.startsWith("word/header"))
      .map(([, bytes]) => strFromU8(bytes))
      .join("");
    expect(headerXml).toContain("Draft");
    // Exports are reads: nothing is added to the history (see the test below).
    expect((await item(owner, id)).events.filter((e) => e.kind === "exported")).toHaveLength(0);
  });

  it("writes nothing on export: a read-only key on both transports, or a cross-site link", async () => {
    const id = await generate(owner);
    const created = await owner.post("/api/api-keys", { name: "reader", scopes: ["read"] });
    expect(created.statusCode).toBe(201);
    const key = (created.json() as { key: string }).key;
    const bearer = { authorization: `Bearer ${key}` };
    const before = await snapshotDatabase(t.db.db);

    const restWithKey = await t.app.inject({
      method: "GET",
      url: `/api/content/${id}/export?format=md`,
      headers: bearer,
    });
    const trpcWithKey = await t.app.inject({
      method: "POST",
      url: "/trpc/content.export",
      headers: { ...bearer, "content-type": "application/json" },
      payload: { id, format: "docx" },
    });
    // A link on another site, followed by the owner's browser with its (SameSite=Lax) cookie.
    const crossSite = await owner.request({
      method: "GET",
      url: `/api/content/${id}/export?format=html`,
      headers: {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
    });

    expect(restWithKey.statusCode).toBe(200);
    expect(trpcWithKey.statusCode).toBe(200);
    expect(crossSite.statusCode).toBe(200);
    expect(await snapshotDatabase(t.db.db)).toEqual(before);
  });

  it("filters, searches and pages the library; only admins see everyone's", async () => {
    const gift = await generate(owner, "gift");
    await owner.put(`/api/content/${gift}`, {
      content: "Zanzibar dividend almanac",
      title: "Almanac",
    });
    const theirs = await generate(intruder);

    const byType = (await owner.get("/api/content?botType=gift")).json() as ContentListPage;
    const search = (await owner.get("/api/content?q=zanzi")).json() as ContentListPage;
    const none = (
      await owner.get("/api/content?q=zanzibar&status=approved")
    ).json() as ContentListPage;
    const firstPage = (await owner.get("/api/content?limit=1")).json() as ContentListPage;
    const secondPage = (
      await owner.get(`/api/content?limit=1&cursor=${firstPage.nextCursor}`)
    ).json() as ContentListPage;
    const forbidden = await owner.get("/api/content?scope=all");
    const all = (await admin.get("/api/content?scope=all&limit=100")).json() as ContentListPage;

    expect(byType.items.map((i) => i.id)).toContain(gift);
    expect(byType.items.every((i) => i.kind === "gift")).toBe(true);
    expect(search.items.map((i) => i.id)).toEqual([gift]);
    expect(none.items).toEqual([]);
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    expect(secondPage.items[0]?.id).not.toBe(firstPage.items[0]?.id);
    expect(forbidden.statusCode).toBe(403);
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([gift, theirs]));
  });

  it("answers visitors 401, other accounts 404 and bad input 400 with a message", async () => {
    const id = await generate(owner);
    const cases: [TestClient, string, string, unknown, number][] = [
      [visitor, "GET", "/api/content", undefined, 401],
      [visitor, "GET", `/api/content/${id}`, undefined, 401],
      [intruder, "GET", `/api/content/${id}`, undefined, 404],
      [intruder, "PUT", `/api/content/${id}`, { content: "mine now" }, 404],
      [intruder, "POST", `/api/content/${id}/submit`, undefined, 404],
      [intruder, "GET", `/api/content/${id}/export?format=md`, undefined, 404],
      [intruder, "GET", `/api/content/${id}/versions/1`, undefined, 404],
      [owner, "GET", "/api/content/abc", undefined, 400],
      [owner, "GET", "/api/content/999999", undefined, 404],
      [owner, "GET", `/api/content/${id}/versions/x`, undefined, 400],
      [owner, "GET", `/api/content/${id}/versions/99`, undefined, 404],
      [owner, "GET", `/api/content/${id}/export?format=pdf`, undefined, 400],
      [owner, "GET", `/api/content/${id}/export?format=md&version=0`, undefined, 400],
      [owner, "PUT", `/api/content/${id}`, { content: "   " }, 400],
      [owner, "PUT", `/api/content/${id}`, { title: "no content" }, 400],
      [owner, "POST", `/api/content/${id}/restore`, { version: "one" }, 400],
      [owner, "GET", "/api/content?status=published", undefined, 400],
      [owner, "GET", "/api/content?limit=1000", undefined, 400],
      [owner, "GET", "/api/content?cursor=bm9wZQ", undefined, 400],
    ];
    for (const [client, method, url, payload, status] of cases) {
      const response = await client.request({
        method: method as "GET",
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status });
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it("answers the same over tRPC", async () => {
    const id = await generate(owner);

    const rest = await item(owner, id);
    const trpc = await owner.trpc("query", "content.get", { id });
    const intruding = await intruder.trpc("query", "content.get", { id });

    expect(trpc.data).toEqual(rest);
    expect(intruding.error?.code).toBe("NOT_FOUND");
  });
});

import { insertGeneratedContent } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveContent, contentHash, submitContent } from "../review/content-review";
import { getContentItem, listContent } from "./content-library";
import { editContent } from "./content-versions";

let t: TestDb;
let ownerId: number;
const admin = { id: 0, role: "admin" as const, username: "boss" };

beforeAll(async () => {
  t = await createTestDb();
  const user = await t.db
    .insertInto("users")
    .values({
      username: "writer",
      email: "writer@example.com",
      username_key: "writer",
      email_key: "writer@example.com",
      password_hash: "x",
      approved: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  ownerId = user.id;
  const adminRow = await t.db
    .insertInto("users")
    .values({
      username: "boss",
      email: "boss@example.com",
      username_key: "boss",
      email_key: "boss@example.com",
      password_hash: "x",
      role: "admin",
      approved: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  admin.id = adminRow.id;
});
afterAll(() => t.close());

function newItem(title = "Item", content = "First draft"): Promise<number> {
  return insertGeneratedContent(t.db, {
    product_id: null,
    topic_id: null,
    user_id: ownerId,
    bot_type: "newsletter",
    title,
    content,
    provider: "offline",
    model: "test",
    duration_ms: 1,
    size_bytes: 1,
  });
}

describe("content versions", () => {
  it("numbers concurrent edits from two instances one after another", async () => {
    const id = await newItem();
    const second = await t.openSecondHandle();
    const caller = { id: ownerId, role: "user" as const, username: "writer" };

    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          editContent(i % 2 === 0 ? t.db : second.db, caller, { id, content: `Edit ${i}` }),
        ),
      );
    } finally {
      await second.close();
    }

    const item = await getContentItem(t.db, caller, id);
    expect(item.version).toBe(9);
    expect(item.versions.map((v) => v.number)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(item.events.filter((e) => e.kind === "edited")).toHaveLength(8);
  });

  it("keeps an approved version unchanged when the item is edited again", async () => {
    const id = await newItem("Approved", "Final words");
    const caller = { id: ownerId, role: "user" as const, username: "writer" };
    await submitContent(t.db, caller, id);
    await approveContent(t.db, admin, { id }, { allowSelfApproval: false });

    const after = await editContent(t.db, caller, { id, content: "Second thoughts" });

    expect(after.status).toBe("draft");
    expect(after.approval).toMatchObject({ version: 1, contentHash: contentHash("Final words") });
    const v1 = await t.db
      .selectFrom("content_versions")
      .select("content")
      .where("content_id", "=", id)
      .where("number", "=", 1)
      .executeTakeFirstOrThrow();
    expect(v1.content).toBe("Final words");
  });

  it("pages the library by keyset without repeats or gaps", async () => {
    const caller = { id: ownerId, role: "user" as const, username: "writer" };
    for (let i = 0; i < 5; i += 1) await newItem(`Paged ${i}`);
    const seen: number[] = [];
    let cursor: string | undefined;

    do {
      const page = await listContent(t.db, caller, {
        limit: 2,
        scope: "mine",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);

    const all = await listContent(t.db, caller, { limit: 100, scope: "mine" });
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});

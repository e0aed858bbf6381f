import { insertUser, type UserRecord } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { GenerationEvent } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext, MemorySession, MemoryVisitor } from "../../context";
import { createCaller } from "../../root";
import { createScriptedProvider, NO_GENERATION_LIMITS } from "../../testing";
import { hashPassword } from "../accounts/passwords";

/**
 * Issue 27: what a visitor makes before signing up or in is theirs afterwards, from the same
 * browser only. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let db: TestDb;
let productId: number;
let topicId: number;
const password = "correct horse battery";

beforeAll(async () => {
  db = await createTestDb();
  const product = await db.db
    .insertInto("products")
    .values({ name: "Claims Weekly" })
    .returning("id")
    .executeTakeFirstOrThrow();
  productId = product.id;
  const topic = await db.db
    .insertInto("topics")
    .values({ name: "Payout ratios", product_id: productId, type: ["newsletter", "sam", "gift"] })
    .returning("id")
    .executeTakeFirstOrThrow();
  topicId = topic.id;
});
afterAll(() => db.close());

let counter = 0;
async function makeUser(): Promise<UserRecord> {
  counter += 1;
  return insertUser(db.db, {
    username: `claimer_${counter}`,
    email: `claimer_${counter}@example.com`,
    passwordHash: await hashPassword(password),
    approved: true,
  });
}

/** A browser: its session and its visitor claim, as the server keeps them between requests. */
function browser() {
  return { session: new MemorySession(null), visitor: new MemoryVisitor() };
}

async function callerIn(b: ReturnType<typeof browser>) {
  const ctx = await createInnerContext({
    db: db.db,
    session: b.session,
    visitor: b.visitor,
    ai: createScriptedProvider({ chunks: ["A draft about payout ratios."] }),
    clientIp: "203.0.113.9",
    generationLimits: NO_GENERATION_LIMITS,
  });
  return createCaller(ctx);
}

async function generateIn(b: ReturnType<typeof browser>): Promise<number> {
  const caller = await callerIn(b);
  let done: GenerationEvent | undefined;
  for await (const event of await caller.generation.generate({
    productId,
    topicId,
    botType: "newsletter",
  })) {
    done = event;
  }
  if (done?.type !== "done") throw new Error("no done event");
  return done.contentId;
}

async function myContentIds(b: ReturnType<typeof browser>): Promise<number[]> {
  const caller = await callerIn(b);
  const page = await caller.content.list({});
  return page.items.map((item) => item.id);
}

describe("visitor drafts", () => {
  it("are claimed at sign-in from the same browser, and only that browser's", async () => {
    const user = await makeUser();
    const mine = browser();
    const stranger = browser();
    const first = await generateIn(mine);
    const second = await generateIn(mine);
    const theirs = await generateIn(stranger);

    const signIn = await callerIn(mine);
    await signIn.auth.login({ username: user.username, password, rememberMe: false });

    expect(mine.session.userId).toBe(user.id);
    expect(await myContentIds(mine)).toEqual(expect.arrayContaining([first, second]));
    expect(await myContentIds(mine)).not.toContain(theirs);
    expect(mine.visitor.forgotten).toBe(true);
    const rows = await db.db
      .selectFrom("generated_content")
      .select(["id", "user_id", "visitor_claim"])
      .where("id", "in", [first, second, theirs])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: first, user_id: user.id, visitor_claim: null },
      { id: second, user_id: user.id, visitor_claim: null },
      { id: theirs, user_id: null, visitor_claim: stranger.visitor.presented },
    ]);
  });

  it("wait through sign-up and approval for the first sign-in", async () => {
    const b = browser();
    const draft = await generateIn(b);
    const signUp = await callerIn(b);
    await signUp.auth.register({
      username: "newcomer",
      email: "newcomer@example.com",
      password,
    });
    await db.db
      .updateTable("users")
      .set({ approved: true })
      .where("username", "=", "newcomer")
      .execute();

    await (await callerIn(b)).auth.login({ username: "newcomer", password, rememberMe: true });

    expect(await myContentIds(b)).toContain(draft);
  });

  it("are never taken by a wrong password, another account's sign-in elsewhere, or a spent claim", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const b = browser();
    const draft = await generateIn(b);

    await expect(
      (await callerIn(b)).auth.login({
        username: owner.username,
        password: "wrong",
        rememberMe: false,
      }),
    ).rejects.toThrow();
    const elsewhere = browser();
    await (await callerIn(elsewhere)).auth.login({
      username: other.username,
      password,
      rememberMe: false,
    });
    expect(await myContentIds(elsewhere)).not.toContain(draft);

    const claim = b.visitor.presented;
    await (await callerIn(b)).auth.login({ username: owner.username, password, rememberMe: false });
    expect(await myContentIds(b)).toContain(draft);
    // The same claim presented again (a copied cookie) finds nothing left to take.
    const replay = { session: new MemorySession(null), visitor: new MemoryVisitor(claim) };
    await (await callerIn(replay)).auth.login({
      username: other.username,
      password,
      rememberMe: false,
    });
    expect(await myContentIds(replay)).not.toContain(draft);
  });

  it("record no claim for a signed-in person's drafts", async () => {
    const user = await makeUser();
    const b = { session: new MemorySession(user.id), visitor: new MemoryVisitor() };
    const id = await generateIn(b);
    const row = await db.db
      .selectFrom("generated_content")
      .select(["user_id", "visitor_claim"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: user.id, visitor_claim: null });
    expect(b.visitor.presented).toBeNull();
  });
});

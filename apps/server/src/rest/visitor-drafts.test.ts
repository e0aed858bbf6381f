import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { generateStreamRequest, readGenerationStream } from "../trpc-stream";
import { VISITOR_COOKIE } from "../visitor-claim";

/**
 * Issue 27 over HTTP: a visitor's drafts (REST or the streamed tRPC call the home page uses)
 * are claimed by the account that signs in from the same browser, by its claim cookie, and by
 * no other browser.
 */
let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { GENERATION_LIMIT_ANON_PER_HOUR: "0", GENERATION_LIMIT_USER_PER_HOUR: "0" },
  });
  catalog = await seedGenerationCatalog(t.db.db);
});
afterAll(() => t.close());

const request = () => ({
  productId: catalog.product.id,
  topicId: catalog.topic.id,
  botType: "newsletter",
});

async function generateRest(client: TestClient): Promise<number> {
  const response = await client.post("/api/generate", request());
  expect(response.statusCode).toBe(200);
  return response.json().contentId;
}

async function generateStreamed(client: TestClient): Promise<number> {
  const response = await client.request(generateStreamRequest(request()));
  const done = readGenerationStream(response.body).events.at(-1);
  if (done?.type !== "done") throw new Error(`no done event: ${response.body.slice(0, 200)}`);
  return done.contentId;
}

async function myContentIds(client: TestClient): Promise<number[]> {
  const response = await client.get("/api/content");
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: number }[]).map((item) => item.id);
}

describe("visitor drafts over HTTP", () => {
  it("give a visitor's browser an HttpOnly browser-session claim cookie, on REST and on the stream", async () => {
    const rest = t.client();
    const restResponse = await rest.post("/api/generate", request());
    const streamed = await t.client().request(generateStreamRequest(request()));
    for (const response of [restResponse, streamed]) {
      const cookie = (
        response.cookies as {
          name: string;
          value: string;
          httpOnly?: boolean;
          sameSite?: string;
          maxAge?: number;
          expires?: Date;
        }[]
      ).find((c) => c.name === VISITOR_COOKIE);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      expect(cookie?.maxAge).toBeUndefined();
      expect(cookie?.expires).toBeUndefined();
    }
    // The same browser keeps its token; reads and signed-in people get none.
    const again = await rest.post("/api/generate", request());
    expect(again.cookies.find((c: { name: string }) => c.name === VISITOR_COOKIE)).toBeUndefined();
    const read = await t.client().get("/api/products");
    expect(read.cookies).toEqual([]);
    const member = t.client();
    await member.loginAs(await t.createUser());
    await member.post("/api/generate", request());
    expect(member.cookies.has(VISITOR_COOKIE)).toBe(false);
  });

  it("are claimed by the account that signs in from the same browser, and only those", async () => {
    const user = await t.createUser();
    const mine = t.client();
    const other = t.client();
    const drafts = [await generateRest(mine), await generateStreamed(mine)];
    const theirs = [await generateStreamed(other), await generateRest(other)];
    expect(mine.cookies.get(VISITOR_COOKIE)).not.toBe(other.cookies.get(VISITOR_COOKIE));

    expect((await mine.loginAs(user)).statusCode).toBe(200);

    expect(mine.cookies.has(VISITOR_COOKIE)).toBe(false);
    const listed = await myContentIds(mine);
    expect(listed).toEqual(expect.arrayContaining(drafts));
    for (const id of theirs) expect(listed).not.toContain(id);
    const rows = await t.db.db
      .selectFrom("generated_content")
      .select("user_id")
      .where("id", "in", theirs)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([null, null]);

    // The other browser's visitor signs up later and takes theirs.
    const newcomer = await t.createUser();
    await other.loginAs(newcomer);
    expect(await myContentIds(other)).toEqual(expect.arrayContaining(theirs));
    expect(await myContentIds(other)).not.toContain(drafts[0]);
  });

  it("ignore a claim cookie that is not one of ours", async () => {
    const user = await t.createUser();
    const client = t.client();
    client.cookies.set(VISITOR_COOKIE, "1' OR '1'='1");
    const draft = await generateRest(client);
    expect(client.cookies.get(VISITOR_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await client.loginAs(user);
    expect(await myContentIds(client)).toContain(draft);
  });
});

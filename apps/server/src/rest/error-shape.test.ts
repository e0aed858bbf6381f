import { createTestDb, type TestDb } from "@studio/db/testing";
import { httpMessages } from "@studio/shared";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

/**
 * Every error a client can meet, including Fastify's own and a lost database connection, is
 * `{ error }` (plus the request id on 5xx), with the right status and nothing internal.
 */
describe("error shape", () => {
  let db: TestDb;
  let t: TestApp;
  /** When set, statements naming this table fail the way a dropped PostgreSQL connection does. */
  let failTable: string | null = null;

  beforeAll(async () => {
    db = await createTestDb();
    const plugin: KyselyPlugin = {
      transformQuery(args) {
        if (failTable && JSON.stringify(args.node).includes(`"${failTable}"`)) {
          throw Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104 });
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    t = await createTestApp({ db: { ...db, db: db.db.withPlugin(plugin) } });
  });
  afterAll(async () => {
    failTable = null;
    await t?.close();
    await db?.close();
  });

  const expectOnlyError = (body: string) => {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(typeof parsed.error).toBe("string");
    expect(Object.keys(parsed).filter((k) => k !== "error" && k !== "requestId")).toEqual([]);
    expect(body).not.toMatch(/ECONNRESET|FST_|statusCode/);
  };

  it("a malformed URL is a 400 { error }", async () => {
    const response = await t.client().get("/api/products/%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expectOnlyError(response.body);
  });

  it("a too-long path parameter is a 404 { error }", async () => {
    const response = await t.client().get(`/api/products/${"9".repeat(500)}`);
    expect(response.statusCode).toBe(404);
    expectOnlyError(response.body);
  });

  it("a database connection reset is a masked 503 { error } on reads and on session writes", async () => {
    const user = await t.createUser();
    failTable = "products";
    const read = await t.client().get("/api/products");
    failTable = "sessions";
    const login = await t.client().loginAs(user);
    failTable = null;

    expect(read.statusCode).toBe(503);
    expectOnlyError(read.body);
    expect(read.json().error).toBe(httpMessages.unavailable);
    expect(login.statusCode).toBe(503);
    expectOnlyError(login.body);
  });
});

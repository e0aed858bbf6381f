import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Issue 27: ids and versions of 2^31 and above reached PostgreSQL's integer columns and answered
 * 500. Every id that comes in goes through one schema (packages/shared ids.ts): a 400.
 */
const TOO_BIG = 2 ** 31;
let t: TestApp;
let admin: TestClient;
let productId: number;
let topicId: number;
let contentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedGenerationCatalog(t.db.db, "Id Weekly");
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
  const generated = await admin.post("/api/generate", {
    productId,
    topicId,
    botType: "newsletter",
  });
  contentId = (generated.json() as { contentId: number }).contentId;
});
afterAll(() => t.close());

type RestCase = [
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string | (() => string),
  body: () => Record<string, unknown> | undefined,
];
type TrpcCase = [path: string, input: () => Record<string, unknown>];

describe("ids of 2^31 and above", () => {
  it.each<RestCase>([
    ["POST", "/api/generate", () => ({ productId: TOO_BIG, topicId, botType: "newsletter" })],
    ["POST", "/api/generate", () => ({ productId, topicId: TOO_BIG, botType: "newsletter" })],
    ["POST", "/api/generate", () => ({ productId: String(TOO_BIG), topicId, botType: "sam" })],
    ["GET", `/api/content/${TOO_BIG}`, () => undefined],
    ["PUT", `/api/content/${TOO_BIG}`, () => ({ content: "New text." })],
    ["GET", () => `/api/content/${contentId}/versions/${TOO_BIG}`, () => undefined],
    ["GET", () => `/api/content/${TOO_BIG}/versions/1`, () => undefined],
    ["POST", () => `/api/content/${contentId}/restore`, () => ({ version: TOO_BIG })],
    ["POST", `/api/content/${TOO_BIG}/regenerate`, () => undefined],
    ["POST", `/api/content/${TOO_BIG}/submit`, () => undefined],
    ["POST", `/api/content/${TOO_BIG}/approve`, () => ({})],
    ["POST", `/api/content/${TOO_BIG}/request-changes`, () => ({ note: "Fix it." })],
    ["GET", `/api/content/${TOO_BIG}/export?format=md`, () => undefined],
    ["GET", () => `/api/content/${contentId}/export?format=md&version=${TOO_BIG}`, () => undefined],
    ["GET", `/api/content?productId=${TOO_BIG}`, () => undefined],
    ["POST", "/api/compliance/check", () => ({ text: "Hello.", productId: TOO_BIG })],
    ["GET", `/api/knowledge-sources/${TOO_BIG}`, () => undefined],
    ["GET", `/api/topics?productId=${TOO_BIG}`, () => undefined],
    ["PUT", `/api/products/${TOO_BIG}`, () => ({ name: "X" })],
    ["DELETE", `/api/topics/${TOO_BIG}`, () => undefined],
    ["DELETE", `/api/api-keys/${TOO_BIG}`, () => undefined],
    ["GET", `/api/conversations/${TOO_BIG}/messages`, () => undefined],
  ])("%s %s answers 400", async (method, url, body) => {
    const path = typeof url === "function" ? url() : url;
    const payload = body();
    const response = await admin.request({
      method,
      url: path,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it.each<TrpcCase>([
    ["content.get", () => ({ id: TOO_BIG })],
    ["content.version", () => ({ id: contentId, version: TOO_BIG })],
    ["content.update", () => ({ id: TOO_BIG, content: "New text." })],
    ["content.restore", () => ({ id: contentId, version: TOO_BIG })],
    ["content.export", () => ({ id: contentId, format: "md", version: TOO_BIG })],
  ])("tRPC %s answers BAD_REQUEST", async (path, input) => {
    const isQuery = path === "content.get" || path === "content.version";
    const response = isQuery
      ? await admin.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input()))}`)
      : await admin.post(`/trpc/${path}`, input());
    expect(response.statusCode, response.body).toBe(400);
  });
});

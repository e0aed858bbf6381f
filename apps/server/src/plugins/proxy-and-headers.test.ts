import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

describe("response headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1", GENERATION_LIMIT_ANON_PER_HOUR: "0" } });
  });
  afterAll(() => t?.close());

  it("marks every session-dependent API answer no-store", async () => {
    const client = t.client();
    await client.loginAs(await t.createUser());
    const conversation = await client.post("/api/conversations", { title: "Mine" });

    for (const response of [
      await client.get("/api/user"),
      await client.get("/api/conversations"),
      await client.get(`/api/conversations/${conversation.json().id}/messages`),
      await client.get("/trpc/auth.me"),
      await client.post("/api/login", { username: "nobody", password: "whatever1" }),
      await t.client().get("/api/user"),
    ]) {
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("lets other sites embed generated images", async () => {
    const generated = await t.client().post("/api/generate-image", { prompt: "A lighthouse" });
    const image = await t.client().get(generated.json().imageUrl);

    expect(image.statusCode).toBe(200);
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(image.headers["cache-control"]).toContain("immutable");
  });

  it("sends HSTS over HTTPS only", async () => {
    const plain = await t.client().get("/healthz");
    const secure = await t.client().request({
      method: "GET",
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });

    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => t?.close());

  it("trusts one hop, so a client's own X-Forwarded-For cannot dodge per-address limits", async () => {
    // An appending proxy at 10.9.0.1 adds the real client (203.0.113.7) after whatever the
    // client claimed; each request claims a new address.
    const signUp = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: "10.9.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
        payload: {
          username: `proxied${i}`,
          email: `proxied${i}@example.com`,
          password: "long enough",
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signUp(i)).statusCode);
    // Another client behind the same proxy has its own budget (not the proxy's address).
    const neighbour = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: "10.9.0.1",
      headers: { "x-forwarded-for": "203.0.113.8" },
      payload: { username: "neighbour", email: "neighbour@example.com", password: "long enough" },
    });

    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(neighbour.statusCode).toBe(200);
  });
});

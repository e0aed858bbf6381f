import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeDocs, undocumentedRoutes } from "../openapi/documented-routes";
import { createTestApp, type TestApp } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const response = await t.client().get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes request and answer schemas and both ways to authenticate", async () => {
    const document = (await t.client().get("/api/openapi.json")).json();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const create = document.paths["/api/api-keys"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.properties.scopes.items.enum).toEqual(["read", "generate", "chat", "admin"]);
    expect(create.responses["201"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/CreatedApiKey",
    });
    expect(create.security).toEqual([{ session: [] }]);
    expect(document.paths["/api/users/{id}"].put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "path", name: "id" })]),
    );
  });

  it("describes every /api route the server has (declare new paths with .meta(rest…) on their procedure)", () => {
    const documented = new Set(
      routeDocs.map((r) => `${r.method.toUpperCase()} ${r.path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const skipped = new Set(undocumentedRoutes);
    const missing = t.app.registeredRoutes
      .filter((route) => route.split(" ")[1]?.startsWith("/api/"))
      .filter((route) => !route.startsWith("HEAD "))
      .filter((route) => !documented.has(route) && !skipped.has(route));
    expect(missing).toEqual([]);
    // And nothing documented that does not exist.
    const registered = new Set(t.app.registeredRoutes);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page and its script from this server, allowed by the CSP", async () => {
    const client = t.client();
    const page = await client.get("/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("/api/openapi.json");
    expect(page.body).not.toMatch(/https?:\/\/(cdn|fonts)\./);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-eval");

    const script = await client.get("/api/docs/js/scalar.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
  });
});

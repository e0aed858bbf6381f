import { appRouter } from "@studio/api";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../testing";
import {
  collectProcedures,
  collectRestRoutes,
  errorMessageOf,
  procedureInputs,
  type RouteRef,
  restCases,
  trpcCall,
  trpcFramingCases,
} from "./bad-input-cases";
import { runPool } from "./pool";

/**
 * Malformed input on every REST route and every tRPC procedure, as a visitor and as an
 * administrator: the server must refuse it with a 4xx that says why, never fail with a 5xx.
 */
let t: TestApp;
let visitor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  // Low allowances: an input that happens to be valid for a generator is answered quickly (429)
  // instead of producing dozens of images.
  t = await createTestApp({
    env: { GENERATION_LIMIT_ANON_PER_HOUR: "2", GENERATION_LIMIT_USER_PER_HOUR: "2" },
  });
  const account = await t.createUser({ role: "admin" });
  visitor = t.client();
  admin = t.client();
  expect((await admin.loginAs(account)).statusCode).toBe(200);
});
afterAll(() => t.close());

interface Finding {
  who: string;
  method: string;
  url: string;
  payload: string;
  status: number;
  body: string;
}

/** Signing out would turn the rest of the admin pass into a visitor pass. */
const signsOut = (url: string) =>
  url.startsWith("/api/logout") || url.startsWith("/trpc/auth.logout");

async function probe(who: string, client: TestClient, cases: InjectOptions[], findings: Finding[]) {
  await runPool(cases, 4, async (options) => {
    const response = await client.request(options);
    const message = response.statusCode >= 400 ? errorMessageOf(response.body) : "ok";
    if (response.statusCode >= 500 || !message || message.trim() === "") {
      findings.push({
        who,
        method: String(options.method),
        url: String(options.url).slice(0, 160),
        payload: String(options.payload ?? "").slice(0, 120),
        status: response.statusCode,
        body: response.body.slice(0, 300),
      });
    }
  });
  return cases.length;
}

describe("bad input", () => {
  let routes: RouteRef[];

  it("finds every REST route on the real app", async () => {
    routes = await collectRestRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter(
      (r) => !t.app.hasRoute({ method: r.method as "GET", url: r.url }),
    );
    expect(missing).toEqual([]);
  });

  it("refuses malformed REST requests with a 4xx and a message, never a 5xx", async () => {
    const findings: Finding[] = [];
    let tried = 0;
    for (const [who, client] of [
      ["visitor", visitor],
      ["admin", admin],
    ] as const) {
      const cases = routes
        .filter((r) => who === "visitor" || !signsOut(r.url))
        .flatMap((r) => restCases(r));
      tried += await probe(who, client, cases, findings);
    }
    console.info(`bad input (REST): ${tried} requests tried on ${routes.length} routes`);
    expect(findings).toEqual([]);
  }, 120_000);

  it("refuses malformed tRPC calls with a 4xx and a message, never a 5xx", async () => {
    const procedures = collectProcedures(appRouter);
    expect(procedures.length).toBeGreaterThan(30);
    const findings: Finding[] = [];
    let tried = 0;
    for (const [who, client] of [
      ["visitor", visitor],
      ["admin", admin],
    ] as const) {
      const cases = procedures
        .filter((p) => who === "visitor" || !signsOut(`/trpc/${p.path}`))
        .flatMap((p) => [
          ...procedureInputs(p).map((input) => trpcCall(p, input)),
          ...trpcFramingCases(p),
        ]);
      tried += await probe(who, client, cases, findings);
    }
    console.info(`bad input (tRPC): ${tried} requests tried on ${procedures.length} procedures`);
    expect(findings).toEqual([]);
  }, 120_000);

  it("still serves both roles normally afterwards", async () => {
    expect((await visitor.get("/api/products")).statusCode).toBe(200);
    expect((await admin.get("/api/user")).json()).toMatchObject({ role: "admin" });
  });
});

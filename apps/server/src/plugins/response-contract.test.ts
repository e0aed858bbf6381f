import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { responseContractPlugin } from "./response-contract";

/** A bare server with the check, answering a documented path (GET /api/gift-options) as told. */
async function serverAnswering(body: unknown, mode: "fail" | "log") {
  const app = Fastify({ logger: false });
  await app.register(responseContractPlugin, { mode });
  app.get("/api/gift-options", async () => body);
  app.get("/api/not-documented", async () => ({ anything: true }));
  return app;
}

describe("the response contract check", () => {
  it("lets an answer that matches its documented schema through unchanged", async () => {
    const app = await serverAnswering([{ id: 1, name: "Special report", type: "report" }], "fail");
    const response = await app.inject("/api/gift-options");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: 1, name: "Special report", type: "report" }]);
  });

  it("fails a test with a 500 naming the path and the field that drifted", async () => {
    const app = await serverAnswering([{ id: "1", name: "Special report" }], "fail");
    const response = await app.inject("/api/gift-options");
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatch(
      /^GET \/api\/gift-options does not match its documented answer: 0\.id: .*; 0\.type: /,
    );
  });

  it("in development only logs the drift and answers as the route did", async () => {
    const app = await serverAnswering([{ id: "1" }], "log");
    const response = await app.inject("/api/gift-options");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: "1" }]);
  });

  it("leaves paths the document does not describe alone", async () => {
    const app = await serverAnswering([], "fail");
    const response = await app.inject("/api/not-documented");
    expect(response.statusCode).toBe(200);
  });
});

import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, SERVER_TIMEOUTS } from "../app";
import { createTestApp, type TestApp } from "../testing";

/**
 * Connection timeouts on a real socket, scaled down (idle 1.5 s, request 3 s) so the test is
 * quick; production uses SERVER_TIMEOUTS (idle 10 s, request 30 s) through the same options.
 */
const timeouts = { idleMs: 1_500, requestMs: 3_000, checkIntervalMs: 100 };

describe("connection timeouts", () => {
  let harness: TestApp;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    harness = await createTestApp();
    app = await buildApp({
      config: harness.config,
      db: harness.db,
      logger: false,
      ai: harness.app.ai,
      timeouts,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await harness?.close();
  });

  /** Opens a socket, runs `act`, and resolves with the ms until the server closed it. */
  function closedAfter(
    act: (socket: Socket) => void,
  ): Promise<{ ms: number; received: string; sinceData: number }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      const started = performance.now();
      let lastData = started;
      socket.on("data", (d) => {
        received += d.toString();
        lastData = performance.now();
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        const now = performance.now();
        resolve({ ms: now - started, received, sinceData: now - lastData });
      });
      socket.on("connect", () => act(socket));
      setTimeout(() => reject(new Error("the server kept the socket open")), 10_000);
    });
  }

  it("closes a connection that sends no request within the idle time", async () => {
    const { ms } = await closedAfter(() => {});
    expect(ms).toBeGreaterThanOrEqual(timeouts.idleMs - 300);
    expect(ms).toBeLessThan(timeouts.idleMs + 1500);
  });

  it("closes a kept-alive connection that goes idle after its request", async () => {
    const { sinceData, received } = await closedAfter((socket) => {
      socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    });
    expect(received).toContain("200 OK");
    expect(sinceData).toBeGreaterThanOrEqual(timeouts.idleMs - 300);
    expect(sinceData).toBeLessThan(timeouts.idleMs + 1500);
  });

  it("cuts a request whose body trickles in past the request timeout", async () => {
    let timer: NodeJS.Timeout | undefined;
    const { ms, received } = await closedAfter((socket) => {
      socket.write(
        "POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      // One byte every 100 ms: never idle, never finished.
      timer = setInterval(() => socket.writable && socket.write(" "), 100);
    });
    clearInterval(timer);
    expect(ms).toBeGreaterThanOrEqual(timeouts.requestMs - 300);
    expect(ms).toBeLessThan(timeouts.requestMs + 1500);
    expect(received === "" || /^HTTP\/1.1 408/.test(received)).toBe(true);
  });

  it("uses 10 s idle and 30 s request timeouts in production", () => {
    expect(SERVER_TIMEOUTS).toMatchObject({ idleMs: 10_000, requestMs: 30_000 });
  });
});

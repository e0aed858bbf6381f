import { connect } from "node:net";
import { knowledgeUploadMessages as m } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Issue 27: malformed multipart answered 500, and the route read a body before it knew who was
 * sending it. Now a bad body is a 400 naming what is wrong, and anonymous or oversized uploads
 * are refused from their headers, before the body is read.
 */
let t: TestApp;
let admin: TestClient;
let adminCookie: string;
let productId: number;
let base: URL;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await seedGenerationCatalog(t.db.db, "Multipart Weekly")).product.id;
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false },
  });
  adminCookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
  base = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
});
afterAll(() => t.close());

const BOUNDARY = "----studio-test-boundary";

function part(name: string, value: string, fileName?: string): string {
  const disposition = fileName
    ? `form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: text/plain`
    : `form-data; name="${name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
}

async function send(body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await admin.request({
    method: "POST",
    url: "/api/knowledge-base/upload",
    payload: body,
    headers: { "content-type": contentType },
  });
  return { status: response.statusCode, error: (response.json() as { error?: string }).error };
}

const fields = () => part("productId", String(productId)) + part("botType", "newsletter");

/**
 * Sends the request head and the first bytes of a body that never ends, over a real socket, and
 * answers the status line the server sends and how long it took.
 */
function headThenStall(headers: string[]): Promise<{ statusLine: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(base.port), base.hostname, () => {
      socket.write(
        [
          "POST /api/knowledge-base/upload HTTP/1.1",
          `Host: ${base.host}`,
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
          ...headers,
          "",
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc`,
        ].join("\r\n"),
      );
    });
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
      if (received.includes("\r\n")) {
        resolve({ statusLine: received.split("\r\n")[0] ?? "", ms: performance.now() - started });
        socket.destroy();
      }
    });
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      resolve({ statusLine: "(no answer)", ms: performance.now() - started });
    }, 5_000);
  });
}

describe("knowledge-base uploads are authorized before their body is read", () => {
  it("answers an anonymous upload whose body never ends with 401 at once", async () => {
    const { statusLine, ms } = await headThenStall(["Content-Length: 5000000"]);

    expect(statusLine).toBe("HTTP/1.1 401 Unauthorized");
    expect(ms).toBeLessThan(2_000);
  });

  it("answers a user's upload that declares more than the limit with 413 at once", async () => {
    const { statusLine, ms } = await headThenStall([
      `Cookie: ${adminCookie}`,
      `Content-Length: ${50 * 1024 * 1024}`,
    ]);

    expect(statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(ms).toBeLessThan(2_000);
  });
});

describe("malformed multipart answers 400", () => {
  it("without a boundary", async () => {
    expect(await send(`${fields()}--${BOUNDARY}--\r\n`, "multipart/form-data")).toEqual({
      status: 400,
      error: m.malformed,
    });
  });

  it("cut short", async () => {
    const body = `${fields()}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf a fi`;
    expect(await send(body)).toEqual({ status: 400, error: m.malformed });
  });

  it("with two files", async () => {
    const body = `${fields()}${part("file", "one", "a.txt")}${part("file", "two", "b.txt")}--${BOUNDARY}--\r\n`;
    expect(await send(body)).toEqual({ status: 400, error: m.oneFile });
  });

  it("with many fields", async () => {
    const many = Array.from({ length: 20 }, (_, i) => part(`extra${i}`, "x")).join("");
    const body = `${fields()}${many}${part("file", "Some text.", "a.txt")}--${BOUNDARY}--\r\n`;
    expect(await send(body)).toEqual({ status: 400, error: m.tooManyFields });
  });

  it("while a well-formed one is still accepted", async () => {
    const body = `${fields()}${part("file", "Payout ratios matter.", "notes.txt")}--${BOUNDARY}--\r\n`;
    expect((await send(body)).status).toBe(201);
  });
});

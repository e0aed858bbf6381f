import { knowledgeUploadMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { buildDocx, buildPdf, multipartBody } from "../testing/documents";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let admin: TestClient;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await seedGenerationCatalog(t.db.db, "Upload Insider")).product.id;
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function upload(
  client: TestClient,
  file: { name: string; data: Uint8Array | string } | undefined,
  fields: Record<string, string> = { productId: String(productId), botType: "newsletter" },
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields, file);
  return client.request({
    method: "POST",
    url: "/api/knowledge-base/upload",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const entriesNamed = (names: string[]) =>
  t.db.db
    .selectFrom("knowledge_base")
    .select(["id", "name", "content", "product_id", "bot_type"])
    .where("name", "in", names)
    .orderBy("id")
    .execute();
const countEntries = async () =>
  Number(
    (
      await t.db.db
        .selectFrom("knowledge_base")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/knowledge-base/upload", () => {
  it("splits a Markdown file into one entry per heading, for the product and bot type", async () => {
    const markdown =
      "Preface about the fund.\n\n# Yield basics\nYield is income over price.\n\n## Payout safety\nKeep payouts under 60 percent.\n";

    const response = await upload(admin, { name: "guide.md", data: markdown });

    expect(response.statusCode).toBe(201);
    const { entries } = response.json();
    expect(entries.map((e: { name: string }) => e.name)).toEqual([
      "guide",
      "Yield basics",
      "Payout safety",
    ]);
    const stored = await entriesNamed(["guide", "Yield basics", "Payout safety"]);
    expect(stored.map((e) => e.id)).toEqual(entries.map((e: { id: number }) => e.id));
    expect(stored[2]).toMatchObject({
      content: "Keep payouts under 60 percent.",
      product_id: productId,
      bot_type: "newsletter",
    });
  });

  it("extracts a PDF's text, one entry per page", async () => {
    const pdf = await buildPdf([
      "Dividend growers beat the index in 2024",
      "Utilities pay steady income",
    ]);

    const response = await upload(admin, { name: "Research Notes.pdf", data: pdf });

    expect(response.statusCode).toBe(201);
    expect(response.json().entries.map((e: { name: string }) => e.name)).toEqual([
      "Research Notes (page 1)",
      "Research Notes (page 2)",
    ]);
    const [first, second] = await entriesNamed([
      "Research Notes (page 1)",
      "Research Notes (page 2)",
    ]);
    expect(first?.content).toContain("Dividend growers beat the index in 2024");
    expect(second?.content).toContain("Utilities pay steady income");
  });

  it("keeps a PDF page's heading out of its first sentence (issue 27)", async () => {
    const pdf = await buildPdf([
      "Dividend Safety\nPayout ratios matter more than yield. A ratio above 80 percent leaves\nlittle room for a bad year.",
    ]);

    const response = await upload(admin, { name: "Safety.pdf", data: pdf });

    expect(response.statusCode).toBe(201);
    const [entry] = await entriesNamed(["Safety"]);
    expect(entry?.content).toBe(
      "Dividend Safety\n\nPayout ratios matter more than yield. A ratio above 80 percent leaves\nlittle room for a bad year.",
    );
  });

  it("extracts a DOCX by its headings", async () => {
    const docx = await buildDocx([
      { heading: "Covered calls", body: "Selling calls caps the upside for income." },
      { heading: "Ladders", body: "A bond ladder spreads maturities over years." },
    ]);

    const response = await upload(admin, { name: "playbook.docx", data: docx });

    expect(response.statusCode).toBe(201);
    expect(response.json().entries.map((e: { name: string }) => e.name)).toEqual([
      "Covered calls",
      "Ladders",
    ]);
    const [calls] = await entriesNamed(["Covered calls"]);
    expect(calls?.content).toBe("Selling calls caps the upside for income.");
  });

  it("extracts HTML text by its headings, without markup or scripts", async () => {
    const html =
      "<html><head><style>p{}</style><script>alert(1)</script></head><body><h2>Fees matter</h2><p>Costs compound <b>against</b> you. <a href='https://x.test'>More</a></p></body></html>";

    const response = await upload(admin, { name: "fees.html", data: html });

    expect(response.statusCode).toBe(201);
    const [entry] = await entriesNamed(["Fees matter"]);
    expect(entry?.content).toBe("Costs compound against you. More");
  });

  it.each([
    [
      "a corrupt PDF",
      { name: "broken.pdf", data: "%PDF-1.7 not really" },
      knowledgeUploadMessages.unreadable(".pdf"),
    ],
    [
      "a corrupt DOCX",
      { name: "broken.docx", data: "PK not a zip" },
      knowledgeUploadMessages.unreadable(".docx"),
    ],
    ["an unsupported type", { name: "tool.exe", data: "MZ" }, knowledgeUploadMessages.unsupported],
    [
      "binary in a .txt",
      { name: "x.txt", data: new Uint8Array([0, 159, 146, 150]) },
      knowledgeUploadMessages.notText,
    ],
    ["an empty file", { name: "empty.md", data: "  \n" }, knowledgeUploadMessages.noText],
    ["no file", undefined, knowledgeUploadMessages.fileRequired],
  ])("refuses %s with a clear 400 and creates nothing", async (_case, file, message) => {
    const before = await countEntries();

    const response = await upload(admin, file);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await countEntries()).toBe(before);
  });

  it("refuses a file over 10 MB with a clear 400 and creates nothing", async () => {
    const before = await countEntries();

    const response = await upload(admin, {
      name: "huge.txt",
      data: "a".repeat(10 * 1024 * 1024 + 10),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(knowledgeUploadMessages.tooLarge);
    expect(await countEntries()).toBe(before);
  });

  it("refuses an unknown product (404) and a bad bot type (400), creating nothing", async () => {
    const before = await countEntries();

    const missing = await upload(
      admin,
      { name: "a.md", data: "# A\nb" },
      { productId: "999999", botType: "sam" },
    );
    const badBot = await upload(
      admin,
      { name: "a.md", data: "# A\nb" },
      { productId: String(productId), botType: "blog" },
    );

    expect(missing.statusCode).toBe(404);
    expect(badBot.statusCode).toBe(400);
    expect(await countEntries()).toBe(before);
  });

  it("is for administrators only: visitors 401, users 403", async () => {
    const user = await t.createUser();
    const member = t.client();
    await member.loginAs(user);

    const visitor = await upload(t.client(), { name: "a.md", data: "# A\nb" });
    const notAdmin = await upload(member, { name: "a.md", data: "# A\nb" });

    expect(visitor.statusCode).toBe(401);
    expect(notAdmin.statusCode).toBe(403);
  });

  it("refuses a cross-site upload, and multipart on other routes", async () => {
    const crossSite = await upload(admin, { name: "a.md", data: "# A\nb" }, undefined, {
      "sec-fetch-site": "cross-site",
    });
    const body = await multipartBody({
      name: "n",
      content: "c",
      productId: String(productId),
      botType: "sam",
    });
    const elsewhere = await admin.request({
      method: "POST",
      url: "/api/knowledge-base",
      payload: body.payload,
      headers: body.headers,
    });

    expect(crossSite.statusCode).toBe(403);
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe("uploading as JSON (base64), for JSON clients and tRPC", () => {
  it("creates the same entries from POST /api/knowledge-base/upload and admin.knowledge.upload", async () => {
    const data = Buffer.from("# Base64 rest\nFrom REST.\n").toString("base64");
    const trpcData = Buffer.from("# Base64 trpc\nFrom tRPC.\n").toString("base64");

    const rest = await admin.post("/api/knowledge-base/upload", {
      fileName: "notes.md",
      data,
      productId,
      botType: "gift",
    });
    const trpc = await admin.trpc("mutation", "admin.knowledge.upload", {
      fileName: "notes.md",
      data: trpcData,
      productId,
      botType: "gift",
    });

    expect(rest.statusCode).toBe(201);
    expect(rest.json().entries).toEqual([{ id: expect.any(Number), name: "Base64 rest" }]);
    expect(trpc.data).toEqual({ entries: [{ id: expect.any(Number), name: "Base64 trpc" }] });
    const [fromTrpc] = await entriesNamed(["Base64 trpc"]);
    expect(fromTrpc).toMatchObject({ content: "From tRPC.", bot_type: "gift" });
  });

  it("refuses data that is not base64 with the file message", async () => {
    const response = await admin.post("/api/knowledge-base/upload", {
      fileName: "notes.md",
      data: "not base64!",
      productId,
      botType: "gift",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(knowledgeUploadMessages.fileRequired);
  });
});

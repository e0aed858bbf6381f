import { parseTestMail, startTestSmtpServer, type TestSmtpServer } from "@studio/api/testing";
import { type ContentItemDto, emailMessages, SEND_TEST_PER_HOUR } from "@studio/shared";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Issue 25 items 1–3: email fields on the item, the email and eml exports of an approved version,
 * the "Draft, not approved" watermark of the other formats, and test sends through a real SMTP
 * server (smtp-server in this process; nothing mocked).
 */
const DISCLAIMER = "Investing involves risk, including the loss of principal.";
const TEAM = "team@example.com";

let smtp: TestSmtpServer;
let t: TestApp;
let owner: TestClient;
let ownerEmail: string;
let admin: TestClient;
let productId: number;
let topicId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Dividend Growth Insider <letters@example.com>",
      SEND_TEST_ALLOWLIST: ` ${TEAM.toUpperCase()} , editor@example.com`,
    },
  });
  const catalog = await seedGenerationCatalog(t.db.db);
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  await t.db.db
    .updateTable("products")
    .set({ disclaimer: DISCLAIMER })
    .where("id", "=", productId)
    .execute();
  owner = t.client();
  admin = t.client();
  const user = await t.createUser();
  ownerEmail = user.email;
  await owner.loginAs(user);
  await admin.loginAs(TEST_ADMIN);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function generate(client: TestClient, botType: "newsletter" | "sam" = "newsletter") {
  const response = await client.post("/api/generate", { productId, topicId, botType });
  expect(response.statusCode).toBe(200);
  return response.json() as { contentId: number; content: string };
}

async function item(client: TestClient, id: number): Promise<ContentItemDto> {
  const response = await client.get(`/api/content/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const BODY = [
  "Hi there,",
  "",
  "Read the [full analysis](https://example.com/analysis?a=1&b=2) before you decide.",
  "Our watch list lives at https://example.com/watch-list.",
  "",
  "**Claim your copy:** the guide is free for readers.",
  "",
  DISCLAIMER,
].join("\n");

/** An item with a known text and email fields, submitted and approved. */
async function approvedItem(client = owner): Promise<number> {
  const { contentId } = await generate(client);
  const saved = await client.put(`/api/content/${contentId}`, {
    title: "Internal working title 42",
    content: BODY,
    subjectLines: ["Payout ratios, explained", "Are dividends safe?"],
    subject: "Payout ratios, explained",
    preheader: "Three numbers that tell you whether a dividend is safe.",
  });
  expect(saved.statusCode).toBe(200);
  expect((await client.post(`/api/content/${contentId}/submit`)).statusCode).toBe(200);
  const approved = await admin.post(`/api/content/${contentId}/approve`, {});
  expect(approved.statusCode).toBe(200);
  return contentId;
}

/** The test message with this Message-ID (notifications of submits and approvals arrive too). */
async function receivedWith(messageId: string) {
  for (;;) {
    const mail = await smtp.next();
    if (mail.parsed.messageId === messageId) return mail;
  }
}

async function sendTest(client: TestClient, id: number, to: string) {
  const response = await client.post(`/api/content/${id}/send-test`, { to });
  expect(response.statusCode).toBe(202);
  return receivedWith((response.json() as { messageId: string }).messageId);
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("email fields", () => {
  it("reads a newsletter's subject and preview lines into fields; /api/generate still answers the whole text", async () => {
    const generated = await generate(owner);
    expect(generated.content).toMatch(/^##Subject: .+##\nPreview: /);

    const got = await item(owner, generated.contentId);
    const subject = /^##Subject: (.+)##/.exec(generated.content)?.[1];
    expect(got.subjectLines).toEqual([subject]);
    expect(got.subject).toBe(subject);
    expect(got.preheader).toMatch(/\S/);
    expect(got.content).not.toMatch(/Subject:|^Preview:/m);
    expect(generated.content).toContain(got.content.slice(0, 60));

    const viaTrpc = await owner.trpc("query", "content.get", { id: generated.contentId });
    expect(viaTrpc.data).toMatchObject({ subject, subjectLines: [subject] });
  });

  it("reads a SAM email's subject-line options", async () => {
    const generated = await generate(owner, "sam");
    const got = await item(owner, generated.contentId);
    expect(got.subjectLines).toHaveLength(3);
    expect(got.subject).toBe(got.subjectLines[0]);
    expect(got.preheader).toMatch(/^A free /);
    expect(got.content).not.toMatch(/subject line/i);
  });

  it("PUT sets the fields, keeps them when left out, and refuses bad ones with 400", async () => {
    const { contentId } = await generate(owner);
    const put = await owner.put(`/api/content/${contentId}`, {
      content: "New body.",
      subjectLines: ["One", "Two"],
      subject: "Two",
      preheader: "Short preview.",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      content: "New body.",
      subjectLines: ["One", "Two"],
      subject: "Two",
      preheader: "Short preview.",
    });
    const kept = await owner.put(`/api/content/${contentId}`, { content: "Newer body." });
    expect(kept.json()).toMatchObject({ subject: "Two", preheader: "Short preview." });

    const tooMany = await owner.put(`/api/content/${contentId}`, {
      content: "x",
      subjectLines: Array.from({ length: 11 }, (_, i) => `S${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    const notStrings = await owner.put(`/api/content/${contentId}`, {
      content: "x",
      subjectLines: "one",
    });
    expect(notStrings.statusCode).toBe(400);
  });
});

describe("the subject and preheader are checked like the body", () => {
  it("a promise in the subject is a blocking flag of that field, and holds the approval up", async () => {
    const { contentId } = await generate(owner);
    const saved = await owner.put(`/api/content/${contentId}`, {
      content: BODY,
      subjectLines: ["This fund is guaranteed to double your money"],
      subject: "This fund is guaranteed to double your money",
      preheader: "Three numbers that tell you whether a dividend is safe.",
    });
    expect(saved.statusCode).toBe(200);
    const report = (saved.json() as ContentItemDto).compliance;
    const subjectFlags = report?.flags.filter((f) => f.field === "subject") ?? [];
    expect(subjectFlags.length).toBeGreaterThan(0);
    expect(subjectFlags[0]).toMatchObject({ severity: "block" });
    const { start, end } = subjectFlags[0] as { start: number; end: number };
    expect("This fund is guaranteed to double your money".slice(start, end)).toBe(
      subjectFlags[0]?.excerpt,
    );
    expect(report?.flags.some((f) => f.field === "preheader")).toBe(false);
    expect(report?.passed).toBe(false);

    await owner.post(`/api/content/${contentId}/submit`);
    const refused = await admin.post(`/api/content/${contentId}/approve`, {});
    expect(refused.statusCode).toBe(409);

    // A compliant subject clears it; the body's report is unchanged by the fields.
    const fixed = await owner.put(`/api/content/${contentId}`, {
      content: BODY,
      subject: "Payout ratios, explained",
    });
    expect((fixed.json() as ContentItemDto).compliance?.flags.some((f) => f.field)).toBe(false);

    // A preheader's flag points into the preheader, wherever the subject ended.
    const preheader = "Act now: this fund is guaranteed to double your money";
    const teaser = await owner.put(`/api/content/${contentId}`, { content: BODY, preheader });
    const inPreheader =
      (teaser.json() as ContentItemDto).compliance?.flags.filter((f) => f.field === "preheader") ??
      [];
    expect(inPreheader.length).toBeGreaterThan(0);
    for (const flag of inPreheader) {
      expect(preheader.slice(flag.start, flag.end)).toBe(flag.excerpt);
    }
    await owner.put(`/api/content/${contentId}`, {
      content: BODY,
      preheader: "Three numbers that tell you whether a dividend is safe.",
    });

    // The record says where the flag stood and that the new subject fixed it.
    await owner.post(`/api/content/${contentId}/submit`);
    expect((await admin.post(`/api/content/${contentId}/approve`, {})).statusCode).toBe(200);
    const record = (await owner.get(`/api/content/${contentId}/record`)).json() as {
      flags: { field?: string; resolution: string }[];
    };
    const inSubject = record.flags.filter((f) => f.field === "subject");
    expect(inSubject.length).toBe(subjectFlags.length);
    for (const flag of inSubject) expect(flag.resolution).toMatch(/^fixed in version \d+$/);
  });
});

describe("the email export", () => {
  it("is email-safe HTML: 600 px tables, inlined styles, links, a button, one disclaimer, hidden preheader, no title or status", async () => {
    const id = await approvedItem();
    const response = await owner.get(`/api/content/${id}/export?format=email`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="internal-working-title-42-v2-email.html"',
    );
    const html = response.body;
    expect(html).toMatch(/<table[^>]*>/);
    expect(html).toMatch(/max-width:600px/);
    expect(html).toMatch(/<td[^>]*style="[^"]+"/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).toMatch(/<meta name="color-scheme" content="light dark"/);
    // The publication's name as the header; the internal title and any status nowhere.
    expect(html).toContain("Dividend Growth Insider");
    expect(html).not.toContain("Internal working title");
    expect(html).not.toMatch(/Approved|Draft|version 2/i);
    // Links are links; the call to action is a button (a link styled as one).
    expect(html).toContain('href="https://example.com/analysis?a=1&amp;b=2"');
    expect(html).toMatch(
      /<a href="https:\/\/example.com\/watch-list"[^>]*>https:\/\/example.com\/watch-list<\/a>\./,
    );
    expect(html).toMatch(
      /<a\s+href="https:\/\/example.com\/analysis\?a=1&amp;b=2"\s+style="display:inline-block;background:#0b4f8a;[^"]*"[^>]*>\s*Claim your copy\s*<\/a>/,
    );
    // The disclaimer once, at the foot (the text's own copy is not repeated).
    expect(count(html, DISCLAIMER)).toBe(1);
    expect(html.indexOf(DISCLAIMER)).toBeGreaterThan(html.indexOf("Claim your copy"));
    // The preheader in a hidden block before the content.
    expect(html).toMatch(
      /<div class="preheader" style="display:none;[^"]*mso-hide:all;">Three numbers that tell you whether a dividend is safe\./,
    );
    expect(html.indexOf("Three numbers")).toBeLessThan(html.indexOf("Hi there,"));
    // Dark-mode safe: no pure white anywhere (on a transparent background it vanishes when a
    // client darkens the page), every section with a background of its own.
    expect(html).not.toMatch(/#fff\b|#ffffff|\bwhite\b|transparent/i);
  });

  it("eml is a complete RFC 5322 message: Subject, multipart/alternative with text and HTML", async () => {
    const id = await approvedItem();
    const response = await owner.get(`/api/content/${id}/export?format=eml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^message\/rfc822/);
    expect(response.headers["content-disposition"]).toMatch(/-v2\.eml"$/);
    expect(response.body).toMatch(/^Content-Type: multipart\/alternative;/m);
    const mail = await parseTestMail(response.rawPayload);
    expect(mail.subject).toBe("Payout ratios, explained");
    expect(mail.from?.text).toBe('"Dividend Growth Insider" <letters@example.com>');
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.text).toContain("Read the full analysis");
    expect(mail.text).toContain(DISCLAIMER);
    expect(mail.html).toContain("Claim your copy");
  });

  it("is of an approved version only: 409 naming the item's status", async () => {
    const { contentId } = await generate(owner);
    const draft = await owner.get(`/api/content/${contentId}/export?format=email`);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual({ error: emailMessages.exportNeedsApproval("draft") });
    expect(draft.json().error).toBe(
      "Only an approved version can be exported as email; this item is a draft.",
    );
    await owner.post(`/api/content/${contentId}/submit`);
    const inReview = await owner.get(`/api/content/${contentId}/export?format=eml`);
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().error).toBe(
      "Only an approved version can be exported as email; this item is in review.",
    );
    const viaTrpc = await owner.trpc("mutation", "content.export", {
      id: contentId,
      format: "email",
    });
    expect(viaTrpc.error?.code).toBe("CONFLICT");
  });
});

describe("which version is the email", () => {
  it("is the approved one: after a new draft, the approved version still exports by number", async () => {
    const id = await approvedItem();
    await owner.put(`/api/content/${id}`, { content: "An unapproved rewrite." });
    const current = await owner.get(`/api/content/${id}/export?format=email`);
    expect(current.statusCode).toBe(409);
    expect(current.json().error).toBe(
      "Only an approved version can be exported as email; this item is a draft.",
    );
    const approved = await owner.get(`/api/content/${id}/export?format=email&version=2`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain("Claim your copy");
    expect(approved.body).not.toContain("unapproved rewrite");
    const send = await owner.post(`/api/content/${id}/send-test`, { to: ownerEmail });
    expect(send.statusCode).toBe(409);
  });

  it("answers 400 for an item that is not an email", async () => {
    const { contentId } = await generate(owner);
    await t.db.db
      .updateTable("generated_content")
      .set({ bot_type: "gift" })
      .where("id", "=", contentId)
      .execute();
    const response = await owner.get(`/api/content/${contentId}/export?format=eml`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(emailMessages.notAnEmail);
  });
});

describe("approved means final", () => {
  it("the other formats of an unapproved version say 'Draft, not approved'; of the approved one they are clean", async () => {
    const { contentId } = await generate(owner);
    await owner.put(`/api/content/${contentId}`, { title: "Letter", content: BODY });
    for (const format of ["md", "txt", "html"]) {
      const response = await owner.get(`/api/content/${contentId}/export?format=${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Draft, not approved");
    }
    const draftDocx = await owner.get(`/api/content/${contentId}/export?format=docx`);
    expect(docxText(draftDocx.rawPayload)).toContain("Draft, not approved");

    await owner.post(`/api/content/${contentId}/submit`);
    await admin.post(`/api/content/${contentId}/approve`, {});
    for (const format of ["md", "txt", "html"]) {
      const body = (await owner.get(`/api/content/${contentId}/export?format=${format}`)).body;
      expect(body).not.toMatch(/Draft|Approved ·|APPROVED/);
      expect(count(body, DISCLAIMER)).toBe(1);
    }
    const html = (await owner.get(`/api/content/${contentId}/export?format=html`)).body;
    expect(html).not.toContain(">Letter<");
    const docx = await owner.get(`/api/content/${contentId}/export?format=docx`);
    expect(docxText(docx.rawPayload)).not.toContain("Draft");
  });

  it("no GET records a use: exports, the item and its record leave the use dates empty", async () => {
    const id = await approvedItem();
    for (const format of ["email", "eml", "html", "md", "txt", "docx"]) {
      expect((await owner.get(`/api/content/${id}/export?format=${format}`)).statusCode).toBe(200);
    }
    const record = await owner.get(`/api/content/${id}/record`);
    expect(record.statusCode).toBe(200);
    // The record carries the approved email's subject and preheader with its text.
    expect(record.json()).toMatchObject({
      subject: "Payout ratios, explained",
      preheader: "Three numbers that tell you whether a dividend is safe.",
    });
    const after = await item(owner, id);
    expect(after.approval).toMatchObject({ firstUsedAt: null, lastUsedAt: null });
    expect(after.events.some((e) => e.kind === "used")).toBe(false);
  });
});

function docxText(bytes: Buffer): string {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.entries(files)
    .filter(([name]) => name.startsWith("word/"))
    .map(([, b]) => strFromU8(b))
    .join("");
}

describe("send a test", () => {
  it("sends the approved email to the sender's own address (202 {messageId}) and records the use", async () => {
    const id = await approvedItem();
    const response = await owner.post(`/api/content/${id}/send-test`, { to: ownerEmail });
    expect(response.statusCode).toBe(202);
    const { messageId } = response.json() as { messageId: string };
    expect(messageId).toMatch(/^<.+@.+>$/);

    const mail = await receivedWith(messageId);
    expect(mail.envelope.to).toEqual([ownerEmail]);
    expect(mail.envelope.from).toBe("letters@example.com");
    expect(mail.parsed.messageId).toBe(messageId);
    expect(mail.parsed.subject).toBe("Payout ratios, explained");
    expect(mail.parsed.html).toContain("Claim your copy");
    expect(mail.parsed.text).toContain("Read the full analysis");
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    const after = await item(owner, id);
    expect(after.approval?.firstUsedAt).not.toBeNull();
    expect(after.approval?.lastUsedAt).toBe(after.approval?.firstUsedAt);
    expect(after.events.filter((e) => e.kind === "used")).toHaveLength(1);
  });

  it("takes an allowlisted address, over tRPC too; refuses anyone else's (403) and a bad address (400)", async () => {
    const id = await approvedItem();
    const viaTrpc = await owner.trpc("mutation", "content.sendTest", { id, to: TEAM });
    expect(viaTrpc.status).toBe(200);
    const { messageId } = viaTrpc.data as { messageId: string };
    expect((await receivedWith(messageId)).envelope.to).toEqual([TEAM]);
    const listed = await sendTest(owner, id, "Editor@Example.com");
    expect(listed.envelope.to.map((a) => a.toLowerCase())).toEqual(["editor@example.com"]);

    const foreign = await owner.post(`/api/content/${id}/send-test`, { to: "boss@elsewhere.com" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(emailMessages.recipientNotAllowed);
    expect(foreign.json().error).toContain("SEND_TEST_ALLOWLIST");
    const invalid = await owner.post(`/api/content/${id}/send-test`, { to: "not-an-address" });
    expect(invalid.statusCode).toBe(400);
    const missing = await owner.post(`/api/content/${id}/send-test`, {});
    expect(missing.statusCode).toBe(400);
  });

  it("is of an approved version only (409 naming the status)", async () => {
    const { contentId } = await generate(owner);
    const response = await owner.post(`/api/content/${contentId}/send-test`, { to: ownerEmail });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      "Only an approved version can be sent; this item is a draft.",
    );
  });

  it(`allows ${SEND_TEST_PER_HOUR} sends an hour per account, then 429 with Retry-After`, async () => {
    const sender = t.client();
    const user = await t.createUser();
    await sender.loginAs(user);
    const id = await approvedItem(sender);
    for (let i = 0; i < SEND_TEST_PER_HOUR; i += 1) await sendTest(sender, id, user.email);
    const limited = await sender.post(`/api/content/${id}/send-test`, { to: user.email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/10 tests an hour/);
    // Another account has its own allowance.
    const other = await approvedItem();
    await sendTest(owner, other, ownerEmail);
  });

  it("answers 409 naming SMTP_URL when no mail server is configured", async () => {
    const bare = await createTestApp({ env: { ALLOW_SELF_APPROVAL: "true" } });
    try {
      const catalog = await seedGenerationCatalog(bare.db.db);
      const client = bare.client();
      const user = await bare.createUser();
      await client.loginAs(user);
      const generated = await client.post("/api/generate", {
        productId: catalog.product.id,
        topicId: catalog.topic.id,
        botType: "newsletter",
      });
      const id = (generated.json() as { contentId: number }).contentId;
      const response = await client.post(`/api/content/${id}/send-test`, { to: user.email });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toContain("SMTP_URL");
    } finally {
      await bare.close();
    }
  });
});

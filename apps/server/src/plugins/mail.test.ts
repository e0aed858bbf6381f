import { startTestSmtpServer, type TestSmtpServer } from "@studio/api/testing";
import { insertNotifications } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

/**
 * Notification e-mail against a real SMTP server started by the test: what arrives, that it
 * leaves only after the change commits, that a failing server never fails the person's action,
 * and that two instances send each e-mail once.
 */
let smtp: TestSmtpServer;
let db: TestDb;
let t: TestApp;
let writer: TestClient;
let writerEmail: string;
let writerId: number;
let admin: TestClient;
let catalog: { productId: number; topicId: number };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  db = await createTestDb();
  t = await createTestApp({
    db,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Pressroom AI <studio@example.com>",
      PUBLIC_URL: "https://studio.example.com/",
    },
  });
  const seeded = await seedGenerationCatalog(t.db.db);
  catalog = { productId: seeded.product.id, topicId: seeded.topic.id };
  const user = await t.createUser({ email: "writer@example.com" });
  writerEmail = user.email;
  writerId = user.id;
  writer = t.client();
  await writer.loginAs(user);
  admin = t.client();
  await admin.loginAs(TEST_ADMIN);
});
afterAll(async () => {
  await t?.close();
  await db?.close();
  await smtp?.close();
});

async function item(client = writer, title = "Income ideas"): Promise<number> {
  const generated = await client.post("/api/generate", { ...catalog, botType: "newsletter" });
  const id = (generated.json() as { contentId: number }).contentId;
  await client.put(`/api/content/${id}`, { title, content: "Dividends can be cut." });
  return id;
}

/** Waits until the outbox is empty: every e-mail so far sent (or given up). */
async function drained(): Promise<void> {
  await eventually(async () => {
    const due = await t.db.db
      .selectFrom("notifications")
      .select("id")
      .where((eb) => eb.or([eb("email_state", "is", null), eb("email_state", "=", "sending")]))
      .execute();
    expect(due).toEqual([]);
  }, 10_000);
}

/** The first message that arrived (or arrives) with `subject`. */
async function mailWith(subject: string) {
  await eventually(
    () => expect(smtp.messages.some((m) => m.parsed.subject === subject)).toBe(true),
    5_000,
  );
  return smtp.messages.find((m) => m.parsed.subject === subject);
}

async function emailState(text: string) {
  return t.db.db
    .selectFrom("notifications")
    .select(["email_state", "email_attempts"])
    .where("text", "like", `%${text}%`)
    .executeTakeFirstOrThrow();
}

describe("notification e-mail (SMTP_URL set)", () => {
  it("sends the writer the change request, from MAIL_FROM, linking to the item", async () => {
    const id = await item();
    await writer.post(`/api/content/${id}/submit`);
    // The administrators' "submitted" e-mails go to their addresses; skip them.
    const before = smtp.messages.length;

    const response = await admin.post(`/api/content/${id}/request-changes`, {
      note: "Say <plainly> that dividends can be cut.",
    });

    expect(response.statusCode).toBe(200);
    const subject = `${TEST_ADMIN.username} requested changes to "Income ideas": Say <plainly> that dividends can be cut.`;
    const mail = await mailWith(subject);
    if (!mail) throw new Error("no e-mail");
    expect(smtp.messages.length).toBeGreaterThan(before);
    expect(mail.envelope).toEqual({ from: "studio@example.com", to: [writerEmail] });
    expect(mail.parsed.text).toContain(`https://studio.example.com/content/${id}`);
    expect(mail.parsed.html).toContain(`<a href="https://studio.example.com/content/${id}">`);
    expect(mail.parsed.html).toContain("Say &lt;plainly&gt;");
    await eventually(async () =>
      expect(await emailState("Say <plainly>")).toEqual({ email_state: "sent", email_attempts: 1 }),
    );
  });

  it("reviewers get an e-mail of a submission", async () => {
    const reviewer = await t.createUser({ role: "admin", email: "reviewer@example.com" });
    const id = await item(writer, "For review");

    await writer.post(`/api/content/${id}/submit`);

    await eventually(
      () =>
        expect(
          smtp.messages.find(
            (m) =>
              m.envelope.to.includes(reviewer.email) && m.parsed.subject?.includes("For review"),
          ),
        ).toBeDefined(),
      5_000,
    );
  });

  it("sends nothing for a change that rolls back, and only after the commit", async () => {
    await drained();
    const sent = smtp.messages.length;
    await expect(
      t.db.db.transaction().execute(async (trx) => {
        await insertNotifications(trx, [
          { recipientId: writerId, kind: "commented", contentId: null, text: "rolled back" },
        ]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    let committed = false;
    const writing = t.db.db.transaction().execute(async (trx) => {
      await insertNotifications(trx, [
        { recipientId: writerId, kind: "commented", contentId: null, text: "after commit" },
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.messages.length).toBe(sent);
      committed = true;
    });
    await writing;

    const mail = await mailWith("after commit");
    expect(committed).toBe(true);
    expect(mail?.parsed.text).toContain("https://studio.example.com/notifications");
    expect(smtp.messages.map((m) => m.parsed.subject)).not.toContain("rolled back");
  });

  it("never fails the action when the mail server refuses, and retries later", async () => {
    const id = await item(writer, "Refused once");
    await drained();
    smtp.refuse(1);

    const response = await admin.post(`/api/content/${id}/comments`, { body: "Mail may fail." });

    expect(response.statusCode).toBe(201);
    await eventually(
      async () =>
        expect(await emailState("Mail may fail.")).toEqual({
          email_state: null,
          email_attempts: 1,
        }),
      5_000,
    );
    expect((await writer.get("/api/notifications")).json().items[0].text).toContain(
      "Mail may fail.",
    );
    // A minute later the sweep tries again (here: the retry delay is passed, and a new
    // notification wakes the sender).
    await t.db.db
      .updateTable("notifications")
      .set({ email_claimed_at: new Date(Date.now() - 120_000) })
      .where("text", "like", "%Mail may fail.%")
      .execute();
    await admin.post(`/api/content/${id}/comments`, { body: "Second comment." });
    await eventually(
      async () =>
        expect(await emailState("Mail may fail.")).toEqual({
          email_state: "sent",
          email_attempts: 2,
        }),
      5_000,
    );
    expect(smtp.messages.filter((m) => m.parsed.subject?.includes("Mail may fail."))).toHaveLength(
      1,
    );
  });

  it("two instances on one database send each e-mail exactly once", async () => {
    const second = await db.openSecondHandle();
    const b = await createTestApp({ db: { ...db, ...second }, env: { SMTP_URL: smtp.url } });
    try {
      const id = await item(writer, "Twice?");
      // The previous test's last e-mail can still be on its way: count from an empty outbox.
      await drained();
      const start = smtp.messages.length;
      const onB = b.client();
      await onB.loginAs(TEST_ADMIN);
      for (let n = 0; n < 6; n += 1) {
        await (n % 2 === 0 ? admin : onB).post(`/api/content/${id}/comments`, {
          body: `Once ${n}`,
        });
      }
      await eventually(() => expect(smtp.messages.length - start).toBe(6), 10_000);
      await new Promise((r) => setTimeout(r, 300));
      const subjects = smtp.messages.slice(start).map((m) => m.parsed.subject);
      expect(new Set(subjects).size).toBe(6);
      expect(smtp.messages.length - start).toBe(6);
    } finally {
      await b.close();
      await second.close();
    }
  });
});

describe("without SMTP_URL", () => {
  it("keeps the in-app inbox and sends nothing", async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.mailer).toBeNull();
      const seeded = await seedGenerationCatalog(plain.db.db);
      const user = await plain.createUser();
      const owner = plain.client();
      await owner.loginAs(user);
      const other = plain.client();
      await other.loginAs(TEST_ADMIN);
      const generated = await owner.post("/api/generate", {
        productId: seeded.product.id,
        topicId: seeded.topic.id,
        botType: "newsletter",
      });
      const id = (generated.json() as { contentId: number }).contentId;
      const sent = smtp.messages.length;
      await other.post(`/api/content/${id}/comments`, { body: "In-app only." });
      expect((await owner.get("/api/notifications/unread-count")).json()).toEqual({ unread: 1 });
      const row = await plain.db.db
        .selectFrom("notifications")
        .select("email_state")
        .executeTakeFirstOrThrow();
      expect(row.email_state).toBeNull();
      expect(smtp.messages.length).toBe(sent);
    } finally {
      await plain.close();
    }
  });
});

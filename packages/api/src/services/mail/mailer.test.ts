import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createMailer } from "./mailer";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer({ auth: { user: "studio", pass: "s3cret pass" } });
});
afterAll(() => smtp.close());

describe("createMailer", () => {
  it("sends text and HTML from MAIL_FROM through a real SMTP server, logged in", async () => {
    const mailer = createMailer({ url: smtp.url, from: "Pressroom AI <studio@example.com>" });

    const sent = await mailer.send({
      to: "writer@example.com",
      subject: "Changes requested",
      text: "Please soften the second paragraph.",
      html: "<p>Please soften the <b>second</b> paragraph.</p>",
    });

    const mail = await smtp.next();
    expect(sent.accepted).toEqual(["writer@example.com"]);
    expect(mail.envelope).toEqual({ from: "studio@example.com", to: ["writer@example.com"] });
    expect(mail.parsed.subject).toBe("Changes requested");
    expect(mail.parsed.from?.text).toBe('"Pressroom AI" <studio@example.com>');
    expect(mail.parsed.text?.trim()).toBe("Please soften the second paragraph.");
    expect(mail.parsed.html).toContain("<b>second</b>");
    expect(mail.parsed.messageId).toBe(sent.messageId);
    mailer.close();
  });

  it("sends a raw RFC 5322 message byte for byte, enveloped to `to`", async () => {
    const mailer = createMailer({ url: smtp.url, from: "studio@example.com" });
    const raw = [
      "From: Newsletter <news@example.com>",
      "To: list@example.com",
      "Subject: Test send",
      "Message-ID: <test-send-1@example.com>",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Hello, list.",
      "",
    ].join("\r\n");

    await mailer.send({ to: ["one@example.com", "two@example.com"], subject: "", text: "", raw });

    const mail = await smtp.next();
    expect(mail.envelope.to).toEqual(["one@example.com", "two@example.com"]);
    expect(mail.parsed.subject).toBe("Test send");
    expect(mail.parsed.messageId).toBe("<test-send-1@example.com>");
    expect(mail.raw).toContain("Hello, list.");
    mailer.close();
  });

  it("rejects when the server refuses the message or cannot be reached", async () => {
    const mailer = createMailer({ url: smtp.url, from: "studio@example.com" });
    smtp.refuse(1);
    await expect(
      mailer.send({ to: "a@example.com", subject: "x", text: "x" }),
    ).rejects.toMatchObject({ responseCode: 451 });

    const wrongLogin = createMailer({
      url: smtp.url.replace("s3cret", "wrong"),
      from: "studio@example.com",
    });
    await expect(wrongLogin.verify()).rejects.toThrow(/Invalid username or password/);

    const nobody = createMailer({
      url: "smtp://127.0.0.1:9",
      from: "s@example.com",
      timeoutMs: 2_000,
    });
    await expect(nobody.send({ to: "a@example.com", subject: "x", text: "x" })).rejects.toThrow();
    for (const m of [mailer, wrongLogin, nobody]) m.close();
  });
});

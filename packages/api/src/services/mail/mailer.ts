import { createTransport } from "nodemailer";

/**
 * Outgoing e-mail over SMTP (nodemailer). THE way the app sends a message: notifications use it,
 * and so may anything else that mails (a delivery's test send). One `Mailer` per app, made from
 * SMTP_URL and MAIL_FROM; `send` resolves when the SMTP server accepted the message and rejects
 * with the server's or the network's error otherwise (callers decide whether that matters; a
 * notification's e-mail never fails the action that caused it).
 */
export interface MailMessage {
  /** One address or several; "Name <address>" is fine. */
  to: string | readonly string[];
  subject: string;
  /** The plain-text body (always send one: some readers show nothing else). */
  text: string;
  /** An HTML alternative of the same text. */
  html?: string | undefined;
  /**
   * A complete RFC 5322 message (headers and body) sent exactly as given instead of one built from
   * the fields above; `to` (and the mailer's sender) still make the SMTP envelope.
   */
  raw?: string | Buffer | undefined;
}

export interface SentMail {
  messageId: string;
  /** The recipients the SMTP server took, and those it refused. */
  accepted: string[];
  rejected: string[];
}

export interface Mailer {
  /** The From address every message carries (MAIL_FROM). */
  readonly from: string;
  send(message: MailMessage): Promise<SentMail>;
  /** Connects and says hello (and logs in): a boot-time check that the settings work. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  from: string;
  /** Each network step (connect, greeting, every reply) must answer within this; default 15 s. */
  timeoutMs?: number;
}

function addresses(value: SentMail["accepted"][number] | { address: string }): string {
  return typeof value === "string" ? value : value.address;
}

export function createMailer({ url, from, timeoutMs = 15_000 }: MailerOptions): Mailer {
  // Bounded waits: an SMTP server that stops answering must not hold a sender for minutes.
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    from,
    async send(message) {
      const to = typeof message.to === "string" ? [message.to] : [...message.to];
      const info = await transport.sendMail(
        message.raw === undefined
          ? { from, to, subject: message.subject, text: message.text, html: message.html }
          : { envelope: { from, to }, raw: message.raw },
      );
      return {
        messageId: info.messageId,
        accepted: info.accepted.map(addresses),
        rejected: info.rejected.map(addresses),
      };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

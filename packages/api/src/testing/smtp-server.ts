import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server in the test process (smtp-server), for tests of anything that sends mail:
 * point SMTP_URL (or createMailer) at `url` and read what arrived. Nothing is mocked: the
 * message crosses a TCP connection and the SMTP conversation like any other.
 *
 *   const smtp = await startTestSmtpServer();
 *   const app = await createTestApp({ env: { SMTP_URL: smtp.url } });
 *   ...
 *   const mail = await smtp.next();
 *   expect(mail.parsed.subject).toBe("...");
 *   await smtp.close();
 */
export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string | null; to: string[] };
  /** The message exactly as it arrived (RFC 5322). */
  raw: string;
  /** The message parsed by mailparser (subject, text, html, headers). */
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://[user:pass@]127.0.0.1:<port> */
  url: string;
  /** Everything received so far, in order. */
  readonly messages: readonly ReceivedMail[];
  /** The next message not yet taken by `next` (waits up to `timeoutMs`, default 5 s). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Refuse the next `count` messages with a temporary failure (451) after reading them, as a
   * server in trouble does; 0 accepts again.
   */
  refuse(count: number): void;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Require this login (AUTH PLAIN/LOGIN); the URL then carries it. */
  auth?: { user: string; pass: string };
}

export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let taken = 0;
  let refusals = 0;
  const { auth } = options;

  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make, and nodemailer does not try STARTTLS.
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !auth,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const { mailFrom, rcptTo } = session.envelope;
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              envelope: {
                from: mailFrom ? mailFrom.address : null,
                to: rcptTo.map((r) => r.address),
              },
              raw,
              parsed,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : "";

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No e-mail arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const message = messages[taken] as ReceivedMail;
      taken += 1;
      return message;
    },
    refuse(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Parses a message as a mail client would (mailparser): for tests of a downloaded .eml. */
export function parseTestMail(raw: string | Buffer): Promise<ParsedMail> {
  return simpleParser(raw);
}

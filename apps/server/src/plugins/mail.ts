import {
  createMailer,
  dispatchNotificationEmails,
  type EmailSettings,
  type Mailer,
} from "@studio/api";
import { FEED_RESET } from "@studio/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's SMTP sender (SMTP_URL, MAIL_FROM); null when e-mail is off. */
    mailer: Mailer | null;
    /** What exports and test sends know of e-mail: the mailer, MAIL_FROM, SEND_TEST_ALLOWLIST. */
    emailSettings: EmailSettings;
  }
}

/** Failed sends are retried, and notices missed while the feed was down are caught up, this often. */
const SWEEP_MS = 60_000;

/**
 * Notification e-mail. With SMTP_URL set, the e-mails of new notifications go out after the
 * transaction that wrote them commits: the notifications table announces its inserts on the
 * change feed at commit (on every instance), which wakes the sender here; a minute's sweep
 * retries failures. One send at a time per instance; instances never send the same e-mail
 * (the outbox's claim). Nothing here can fail a request.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const settings = config.mail;
    const email = { from: config.mailFrom, sendTestAllowlist: config.sendTestAllowlist };
    if (!settings) {
      app.decorate("mailer", null);
      app.decorate("emailSettings", { ...email, mailer: null });
      return;
    }
    const mailer = createMailer({ url: settings.smtpUrl, from: settings.from });
    app.decorate("mailer", mailer);
    app.decorate("emailSettings", { ...email, mailer });

    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;
    // THE call point of notification e-mail (move it onto the job queue when there is one).
    const dispatch = async () => {
      do {
        again = false;
        try {
          const { sent, failed } = await dispatchNotificationEmails(app.db, {
            mailer,
            publicUrl: config.publicUrl,
            log: app.log,
          });
          if (sent + failed > 0) app.log.info({ sent, failed }, "notification e-mails");
        } catch (err) {
          app.log.warn({ err }, "notification e-mail run failed");
        }
      } while (again && !closed);
    };
    const wake = () => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = dispatch().finally(() => {
        running = undefined;
      });
    };

    app.changeFeed.subscribe((payload) => {
      if (payload === "notifications" || payload === FEED_RESET) wake();
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      // A wrong password or an unreachable server is worth a line in the log, not a failed boot.
      mailer.verify().then(
        () => app.log.info("SMTP server reachable: notification e-mail is on"),
        (err: unknown) =>
          app.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            "SMTP_URL: the mail server did not accept the connection; e-mails wait and retry",
          ),
      );
      wake();
      timer = setInterval(wake, SWEEP_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      closed = true;
      clearInterval(timer);
      await running;
      mailer.close();
    });
  },
  { name: "mail", dependencies: ["db"] },
);

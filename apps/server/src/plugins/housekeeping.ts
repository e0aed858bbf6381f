import {
  deleteExpiredSessions,
  deleteExpiredSpendReservations,
  deleteOldWindows,
} from "@studio/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Expired sessions, finished rate-limit windows and lapsed AI spend reservations (their instance
 * stopped mid-call) serve nothing, but nothing else removes them: sweep them once at start and
 * then hourly, so the tables stay the size of the live data. Every instance may sweep; the
 * deletes are idempotent.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const sweep = async () => {
      try {
        const sessions = await deleteExpiredSessions(app.db);
        await deleteOldWindows(app.db);
        await deleteExpiredSpendReservations(app.db);
        if (sessions > 0) app.log.info({ sessions }, "removed expired sessions");
      } catch (err) {
        // A database outage is reported by /readyz; the next sweep tries again.
        app.log.warn({ err }, "housekeeping sweep failed");
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      // Awaited (three small deletes) so a quick close can never cut a sweep off mid-query.
      await sweep();
      timer = setInterval(sweep, EVERY_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "housekeeping", dependencies: ["db"] },
);

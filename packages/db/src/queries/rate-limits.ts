import { sql } from "kysely";
import type { Db } from "../schema";

export interface WindowCount {
  hits: number;
  /** When the current window ends. */
  resetsAt: Date;
}

/**
 * Fixed-window counters in the database, so every app instance sees the same numbers.
 * The window start is computed by PostgreSQL so instances with skewed clocks still agree.
 * `count` hits at once (a tRPC batch is that many requests).
 */
export async function addHit(
  db: Db,
  bucket: string,
  windowSeconds: number,
  count = 1,
): Promise<WindowCount> {
  const row = await db
    .insertInto("rate_limits")
    .values({
      bucket,
      window_start: sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
      hits: count,
    })
    .onConflict((oc) =>
      oc
        .columns(["bucket", "window_start"])
        .doUpdateSet({ hits: sql`rate_limits.hits + ${count}::int` }),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetsAt: new Date(row.window_start.getTime() + windowSeconds * 1000) };
}

/**
 * Whether `bucket` has a hit in a window that ended less than `windowSeconds` ago: a hit made
 * within the last `windowSeconds` always counts (and is forgotten at most twice that later).
 */
export async function hasRecentHit(
  db: Db,
  bucket: string,
  windowSeconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("rate_limits")
    .select("bucket")
    .where("bucket", "=", bucket)
    .where("hits", ">", 0)
    .where("window_start", ">", sql<Date>`now() - make_interval(secs => ${2 * windowSeconds})`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives back one hit reserved in the current window (an attempt that turned out not to count,
 * e.g. a login whose password verified). Never below zero.
 */
export async function releaseHit(db: Db, bucket: string, windowSeconds: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql`greatest(rate_limits.hits - 1, 0)` })
    .where("bucket", "=", bucket)
    .where(
      "window_start",
      "=",
      sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
    )
    .execute();
}

/**
 * Housekeeping: windows that ended more than a day ago serve no limit. Buckets named
 * `login:known:` remember an address an account signed in from (30-day windows, read up to
 * two windows back by hasRecentHit), so they are kept 61 days.
 */
export async function deleteOldWindows(db: Db): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("bucket", "not like", "login:known:%"),
          eb("window_start", "<", sql<Date>`now() - interval '1 day'`),
        ]),
        eb("window_start", "<", sql<Date>`now() - interval '61 days'`),
      ]),
    )
    .execute();
}

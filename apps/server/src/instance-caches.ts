import { ProductListCache } from "@studio/api";
import type { Database } from "@studio/db";
import { type ChangeFeed, FEED_RESET, TableWritesPlugin } from "@studio/db";
import type { Kysely } from "kysely";
import { SessionCache } from "./plugins/session-cache";
import { PublicQueryResponses } from "./public-query-responses";

export interface InstanceCaches {
  productList: ProductListCache;
  sessions: SessionCache;
  /** Serialized answers of public reads, keyed by the procedure whose cached data they show. */
  publicResponses: PublicQueryResponses;
}

/**
 * This instance's in-memory copies of database state, and the two signals that keep them
 * correct: every write made through the returned request handle (seen before its response
 * leaves, so an edit here is never followed by a stale read here), and the database's
 * commit-time change notices for everyone else's writes.
 */
export function createInstanceCaches(
  db: Kysely<Database>,
  feed: ChangeFeed,
): { requestDb: Kysely<Database>; caches: InstanceCaches } {
  const productList = new ProductListCache();
  const sessions = new SessionCache(() => feed.live);
  const requestDb = db.withPlugin(
    new TableWritesPlugin({
      products: () => productList.invalidate(),
      users: () => sessions.clear({ quiet: true }),
      sessions: () => sessions.clear({ quiet: true }),
    }),
  );

  feed.subscribe((payload) => {
    if (payload === FEED_RESET) {
      productList.invalidate();
      sessions.clear();
    } else if (payload === "products") {
      productList.invalidate();
    } else if (payload.startsWith("user:")) {
      sessions.forgetUser(Number(payload.slice("user:".length)));
    } else if (payload.startsWith("session:")) {
      sessions.forget(payload.slice("session:".length));
    }
  });
  const publicResponses = new PublicQueryResponses(
    new Map([["catalog.products", () => productList.peek()]]),
  );
  return { requestDb, caches: { productList, sessions, publicResponses } };
}

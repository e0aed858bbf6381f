import { type CacheInvalidation, MyUsageCache, ProductListCache } from "@studio/api";
import { type ChangeFeed, FEED_RESET } from "@studio/db";
import { SessionCache } from "./plugins/session-cache";
import { PublicQueryResponses } from "./public-query-responses";

export interface InstanceCaches {
  productList: ProductListCache;
  sessions: SessionCache;
  /** Signed-in people's usage figures (GET /api/user). */
  myUsage: MyUsageCache;
  /** Serialized answers of public reads, keyed by the procedure whose cached data they show. */
  publicResponses: PublicQueryResponses;
  /** What the services call after their writes: see `createInstanceCaches`. */
  invalidation: CacheInvalidation;
}

/**
 * This instance's in-memory copies of database state, and the two signals that keep them
 * correct: the services' own reports of what they wrote (`invalidation`, called before the
 * response leaves, so an edit here is never followed by a stale read here; the session store
 * reports its own writes), and the database's commit-time change notices for everyone else's.
 */
export function createInstanceCaches(feed: ChangeFeed): InstanceCaches {
  const productList = new ProductListCache();
  const sessions = new SessionCache(() => feed.live);
  const myUsage = new MyUsageCache();
  const invalidation: CacheInvalidation = {
    productsChanged: () => productList.invalidate(),
    userChanged: (userId) => {
      sessions.forgetUser(userId, { quiet: true });
      myUsage.drop(userId);
    },
    usageChanged: (userId) => {
      if (userId !== null) myUsage.drop(userId);
    },
  };

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
  return { productList, sessions, myUsage, publicResponses, invalidation };
}

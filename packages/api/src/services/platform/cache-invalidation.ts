/**
 * What a service tells this instance's in-memory caches after it writes data they copy, so a
 * read here after an edit here is never stale. Called right after the write (after the
 * transaction that made it), before the response leaves. Other writers (another instance, a
 * script, psql) reach the same caches through the database's commit notices (the change feed).
 *
 * Writers that cannot change a cached copy need not call it: inserting a user or a session
 * (nothing can have cached what did not exist), and deleting expired sessions (the cache never
 * serves a session past its expiry).
 */
export interface CacheInvalidation {
  /** Products were created, renamed or deleted: the public product list. */
  productsChanged(): void;
  /**
   * Account `userId` changed (approval, role, name, password, quota), was deleted, or some of
   * its sessions ended: its signed-in sessions and its usage figure.
   */
  userChanged(userId: number): void;
  /** The account's (or, for null, a visitor's) AI usage grew: its usage figure. */
  usageChanged(userId: number | null): void;
}

/** For hosts that keep no cache (tests, scripts): every write goes unannounced. */
export const noCacheInvalidation: CacheInvalidation = {
  productsChanged() {},
  userChanged() {},
  usageChanged() {},
};

import type { Database } from "@studio/db";
import type { ProductDto } from "@studio/shared";
import type { Kysely } from "kysely";
import { publicProducts } from "./products";

/**
 * The public product list changes rarely and is read on every landing-page visit, so each app
 * instance keeps it in memory instead of asking the database per request.
 *
 * Never stale after an edit on this instance: the services that write products drop the cached
 * list right after the write (`CacheInvalidation.productsChanged`). For a short quiet period
 * after that the list is read straight from the database, so a write whose transaction commits
 * later (a caller's) is never cached half-way. Edits made elsewhere (another instance, a script) drop it when their
 * commit notice arrives (the database change feed), and at the latest after `ttlMs`.
 */
const PRODUCT_LIST_TTL_MS = 2_000;
/** Longer than the gap between a product statement and its transaction's commit. */
const QUIET_AFTER_WRITE_MS = 1_000;

type Clock = () => number;

export class ProductListCache {
  private value: readonly ProductDto[] | undefined;
  private fetchedAt = 0;
  /** Bumped by every product write; a read started under an older generation is not kept. */
  private generation = 0;
  private quietUntil = 0;
  private inflight: { generation: number; promise: Promise<ProductDto[]> } | undefined;

  constructor(
    private readonly ttlMs: number = PRODUCT_LIST_TTL_MS,
    private readonly now: Clock = Date.now,
  ) {}

  /** Called after every product write made here, and for every change notice. */
  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.inflight = undefined;
    this.quietUntil = this.now() + QUIET_AFTER_WRITE_MS;
  }

  /** The cached list while it may be served, else undefined. A new list is a new object. */
  peek(): readonly ProductDto[] | undefined {
    const now = this.now();
    if (now < this.quietUntil || !this.value || now - this.fetchedAt >= this.ttlMs)
      return undefined;
    return this.value;
  }

  async read(db: Kysely<Database>): Promise<ProductDto[]> {
    const startedAt = this.now();
    if (startedAt < this.quietUntil) return publicProducts(db);
    const cached = this.peek();
    if (cached) return [...cached];
    // Many requests missing at once share one query (64 connections would otherwise send 64).
    if (this.inflight?.generation === this.generation) return [...(await this.inflight.promise)];

    const generation = this.generation;
    const promise = publicProducts(db);
    this.inflight = { generation, promise };
    try {
      const list = await promise;
      if (generation === this.generation && this.now() >= this.quietUntil) {
        this.value = Object.freeze(list.map((p) => Object.freeze({ ...p })));
        this.fetchedAt = startedAt;
      }
      return list;
    } finally {
      if (this.inflight?.promise === promise) this.inflight = undefined;
    }
  }
}

/**
 * The public product list: through `cache` (this instance's, handed in with the request context)
 * when there is one, otherwise straight from the database (tests, scripts).
 */
export function cachedProducts(
  db: Kysely<Database>,
  cache: ProductListCache | undefined,
): Promise<ProductDto[]> {
  return cache ? cache.read(db) : publicProducts(db);
}

import type { Database } from "@studio/db/schema";
import type { ProductDto } from "@studio/shared/catalog";
import type {
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { allProducts } from "./products";

/**
 * The public product list changes rarely and is read on every landing-page visit, so each app
 * instance keeps it in memory instead of asking the database per request.
 *
 * Never stale after an edit on this instance: the request database handle carries a Kysely
 * plugin that sees every statement writing `products` (whichever service or query issued it)
 * and drops the cached list. For a short quiet period after such a write the list is read
 * straight from the database, so a transaction that commits just after its last statement is
 * never cached half-way. Edits made by another instance are picked up within `ttlMs`.
 */
export const PRODUCT_LIST_TTL_MS = 2_000;
/** Longer than the gap between a product statement and its transaction's commit. */
const QUIET_AFTER_WRITE_MS = 1_000;
const WATCHED_TABLE = "products";
const WRITE_KINDS = new Set([
  "InsertQueryNode",
  "UpdateQueryNode",
  "DeleteQueryNode",
  "MergeQueryNode",
]);

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

  /** Called for every statement that writes the products table. */
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
    if (startedAt < this.quietUntil) return allProducts(db);
    const cached = this.peek();
    if (cached) return [...cached];
    // Many requests missing at once share one query (64 connections would otherwise send 64).
    if (this.inflight?.generation === this.generation) return [...(await this.inflight.promise)];

    const generation = this.generation;
    const promise = allProducts(db);
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

/** True when the statement writes the products table, directly or in a CTE. */
export function writesProducts(node: RootOperationNode): boolean {
  if (node.kind === "RawNode") {
    // sql`...` statements are opaque trees: look at their text, erring towards invalidating.
    const text = node.sqlFragments.join(" ");
    return /\bproducts\b/i.test(text) && /\b(insert|update|delete|merge|truncate)\b/i.test(text);
  }
  if (!WRITE_KINDS.has(node.kind) && !("with" in node && node.with)) return false;
  return containsWriteTo(node, false);
}

function containsWriteTo(value: unknown, insideWrite: boolean): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsWriteTo(v, insideWrite));
  const node = value as Partial<OperationNode> & Record<string, unknown>;
  const writing = insideWrite || (typeof node.kind === "string" && WRITE_KINDS.has(node.kind));
  if (writing && node.kind === "TableNode" && tableName(node) === WATCHED_TABLE) return true;
  for (const key in node) {
    if (key !== "kind" && containsWriteTo(node[key], writing)) return true;
  }
  return false;
}

function tableName(node: Record<string, unknown>): string | undefined {
  const table = node.table as { identifier?: { name?: unknown } } | undefined;
  const name = table?.identifier?.name;
  return typeof name === "string" ? name : undefined;
}

/** Invalidates `cache` when a statement writing products is sent, and again when it returns. */
export class ProductWritesPlugin implements KyselyPlugin {
  private readonly pending = new WeakSet<object>();

  constructor(private readonly cache: ProductListCache) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesProducts(args.node)) {
      this.pending.add(args.queryId);
      this.cache.invalidate();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Again once the statement has run: a read that started while it ran saw the old rows.
    if (this.pending.has(args.queryId)) this.cache.invalidate();
    return args.result;
  }
}

const watched = new WeakMap<Kysely<Database>, Kysely<Database>>();
const caches = new WeakMap<Kysely<Database>, ProductListCache>();

/**
 * The handle requests should use: `db` with the product-write watcher. One per `db` (so one
 * cache per app instance); calling it again returns the same handle.
 */
export function watchProductWrites(
  db: Kysely<Database>,
  cache: ProductListCache = new ProductListCache(),
): Kysely<Database> {
  const existing = watched.get(db);
  if (existing) return existing;
  const handle = db.withPlugin(new ProductWritesPlugin(cache));
  watched.set(db, handle);
  caches.set(handle, cache);
  return handle;
}

/**
 * The list this instance's cache would serve right now, or undefined (no cache for `db`, empty,
 * expired or just written). Lets a layer above keep something derived from the list (a
 * serialized response) for exactly as long as the list itself stays the same object.
 */
export function cachedProductsSnapshot(db: Kysely<Database>): readonly ProductDto[] | undefined {
  return caches.get(db)?.peek();
}

/**
 * The public product list: from this instance's cache when `db` is a watched handle, otherwise
 * straight from the database (a handle nobody watches could miss writes, so it is never cached).
 */
export function cachedProducts(db: Kysely<Database>): Promise<ProductDto[]> {
  const cache = caches.get(db);
  return cache ? cache.read(db) : allProducts(db);
}

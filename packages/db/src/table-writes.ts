import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

const WRITE_KINDS = new Set([
  "InsertQueryNode",
  "UpdateQueryNode",
  "DeleteQueryNode",
  "MergeQueryNode",
]);

const WRITE_WORDS = /\b(insert|update|delete|merge|truncate)\b/i;

/** True when the statement writes `table`, directly or in a CTE. */
export function writesTable(node: RootOperationNode, table: string): boolean {
  if (node.kind === "RawNode") {
    // sql`...` statements are opaque trees: look at their text, erring towards "it writes".
    const text = node.sqlFragments.join(" ");
    // The write words first: raw reads (the readiness probe's `select 1`) stop there.
    return WRITE_WORDS.test(text) && new RegExp(`\\b${table}\\b`, "i").test(text);
  }
  if (!WRITE_KINDS.has(node.kind) && !("with" in node && node.with)) return false;
  return containsWriteTo(node, table, false);
}

function containsWriteTo(value: unknown, table: string, insideWrite: boolean): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsWriteTo(v, table, insideWrite));
  const node = value as Partial<OperationNode> & Record<string, unknown>;
  const writing = insideWrite || (typeof node.kind === "string" && WRITE_KINDS.has(node.kind));
  if (writing && node.kind === "TableNode" && tableName(node) === table) return true;
  for (const key in node) {
    if (key !== "kind" && containsWriteTo(node[key], table, writing)) return true;
  }
  return false;
}

function tableName(node: Record<string, unknown>): string | undefined {
  const table = node.table as { identifier?: { name?: unknown } } | undefined;
  const name = table?.identifier?.name;
  return typeof name === "string" ? name : undefined;
}

/**
 * Calls `onWrite[table]` when a statement writing that table is sent through the handle, and
 * again when it returns (a read that ran meanwhile saw the old rows). This catches every write
 * made through this instance, whichever service or query issued it, before its response leaves.
 */
export class TableWritesPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, (() => void)[]>();
  private readonly watched: [string, () => void][];

  constructor(onWrite: Readonly<Record<string, () => void>>) {
    this.watched = Object.entries(onWrite);
  }

  /** Runs for every statement, reads included: allocates nothing unless a watched table is hit. */
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    let hits: (() => void)[] | undefined;
    for (const [table, callback] of this.watched) {
      if (!writesTable(args.node, table)) continue;
      hits ??= [];
      hits.push(callback);
    }
    if (hits) {
      this.pending.set(args.queryId, hits);
      for (const callback of hits) callback();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const callback of this.pending.get(args.queryId) ?? []) callback();
    return args.result;
  }
}

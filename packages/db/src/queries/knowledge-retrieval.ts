import { sql } from "kysely";
import type { BotType, Db } from "../schema";

export interface RetrievedPassage {
  id: number;
  name: string;
  content: string;
  /** ts_rank_cd score; 0 for the newest-entries fallback. */
  rank: number;
  /** True when the content was shortened to fit the budget. */
  truncated: boolean;
}

export interface RetrievalOptions {
  productId: number;
  botType: BotType;
  /** What the generation is about (topic name, gift angle). */
  query: string;
  /** Total characters of passage content to return. */
  budgetChars?: number;
  /** Most passages considered before the budget cut. */
  limit?: number;
}

export const DEFAULT_KNOWLEDGE_BUDGET_CHARS = 6000;
const DEFAULT_LIMIT = 8;
/** A passage cut shorter than this says too little to be worth the tokens. */
const MIN_USEFUL_CHARS = 200;

/**
 * Knowledge-base entries of a product and bot type, ranked against the query with PostgreSQL
 * full-text search (the generated, GIN-indexed `search` column), then cut to a character budget.
 * When nothing matches, the newest entries stand in, so a product's knowledge is never ignored.
 */
export async function retrieveKnowledge(
  db: Db,
  options: RetrievalOptions,
): Promise<RetrievedPassage[]> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const terms = orQuery(options.query);
  const base = db
    .selectFrom("knowledge_base")
    .select(["id", "name", "content"])
    .where("product_id", "=", options.productId)
    .where("bot_type", "=", options.botType);

  const ranked =
    terms === ""
      ? []
      : await base
          .select(
            sql<number>`ts_rank_cd(search, websearch_to_tsquery('english', ${terms}))::float8`.as(
              "rank",
            ),
          )
          .where(sql<boolean>`search @@ websearch_to_tsquery('english', ${terms})`)
          .orderBy("rank", "desc")
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .execute();

  const rows =
    ranked.length > 0
      ? ranked
      : (await base.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute()).map(
          (row) => ({ ...row, rank: 0 }),
        );
  return cutToBudget(
    rows.map((r) => ({ ...r, rank: Number(r.rank) })),
    options.budgetChars ?? DEFAULT_KNOWLEDGE_BUDGET_CHARS,
  );
}

/**
 * websearch_to_tsquery ANDs plain words, so a passage would have to contain every word of the
 * topic. Joining the words with "or" finds passages matching any of them, and ts_rank_cd still
 * ranks those matching more (and closer together) first. Quotes and dashes are dropped so the
 * topic cannot inject phrase or negation syntax.
 */
export function orQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)]
    .filter((w) => w !== "or")
    .slice(0, 32)
    .join(" or ");
}

export function cutToBudget(
  rows: Array<Omit<RetrievedPassage, "truncated">>,
  budget: number,
): RetrievedPassage[] {
  const passages: RetrievedPassage[] = [];
  let left = budget;
  for (const row of rows) {
    if (row.content.length <= left) {
      passages.push({ ...row, truncated: false });
      left -= row.content.length;
      continue;
    }
    if (left >= MIN_USEFUL_CHARS) {
      passages.push({ ...row, content: cutAtWord(row.content, left), truncated: true });
    }
    break;
  }
  return passages;
}

function cutAtWord(text: string, max: number): string {
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(" ");
  return `${space > max / 2 ? slice.slice(0, space) : slice}…`;
}

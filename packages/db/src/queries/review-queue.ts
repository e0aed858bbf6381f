import { type RawBuilder, sql } from "kysely";
import type { Db } from "../schema";
import { selectContentPage, withProductOwnerAndVersion } from "./content-page";

/** A position in the queue's oldest-first order: submitted_at in epoch microseconds and the id. */
export interface QueuePosition {
  submittedAtMicros: string;
  id: number;
}

export interface ReviewQueueRow {
  id: number;
  title: string;
  botType: "newsletter" | "sam" | "gift" | "image";
  productId: number | null;
  productName: string | null;
  ownerId: number | null;
  ownerName: string | null;
  version: number;
  submittedAt: Date;
  /** The submitted version's stored compliance report, as stored. */
  compliance: unknown | null;
  openComments: number;
  position: QueuePosition;
}

/**
 * When an item (or one version of it) was last submitted for review: its newest `submit` event
 * in the audit trail (the (subject_type, subject_id, seq) index answers it); null when never.
 */
export function lastSubmittedAt(
  contentId: RawBuilder<number> | number,
  version?: number,
): RawBuilder<Date | null> {
  const ofVersion = version === undefined ? sql`` : sql` and e.version = ${version}`;
  return sql<Date | null>`(select max(e.at) from audit_events e
    where e.subject_type = 'content' and e.subject_id = ${contentId} and e.action = 'submit'${ofVersion})`;
}

/** The queue's order: the last submission, else the last change (put in review before the trail). */
const submittedAt = sql<Date>`coalesce(${lastSubmittedAt(sql<number>`gc.id`)}, gc.updated_at)`;

function timestampOf(micros: string): RawBuilder<Date> {
  return sql<Date>`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
}

/**
 * One page of the items in review, oldest submission first (submitted_at, then id), by keyset:
 * the page is chosen on the in-review items alone, and names, the submitted version's report and
 * the count of unresolved comment threads are joined to its rows only.
 */
export async function listReviewQueue(
  db: Db,
  page: { limit: number; after?: QueuePosition | undefined },
): Promise<ReviewQueueRow[]> {
  const inReview = selectContentPage(db)
    .select("gc.current_version")
    .select(submittedAt.as("submitted_at"))
    .where("gc.status", "=", "in_review");
  let ordered = db.selectFrom(inReview.as("q")).selectAll("q");
  if (page.after) {
    ordered = ordered.where(
      sql<boolean>`(q.submitted_at, q.id) > (${timestampOf(page.after.submittedAtMicros)}, ${page.after.id}::integer)`,
    );
  }
  const limited = ordered.orderBy("q.submitted_at").orderBy("q.id").limit(page.limit);

  const rows = await withProductOwnerAndVersion(db, limited)
    .select([
      "item.current_version as version",
      "item.submitted_at as submittedAt",
      "cv.compliance",
      sql<string>`(extract(epoch from item.submitted_at) * 1000000)::bigint::text`.as("micros"),
      sql<
        number | string
      >`(select count(*) from content_comments cc where cc.content_id = item.id and cc.parent_id is null and cc.resolved_at is null)`.as(
        "openComments",
      ),
    ])
    .orderBy("item.submitted_at")
    .orderBy("item.id")
    .execute();
  return rows.map(({ micros, openComments, ...row }) => ({
    ...row,
    openComments: Number(openComments),
    position: { submittedAtMicros: micros, id: row.id },
  }));
}

export interface ReviewTimeRow {
  productId: number | null;
  productName: string | null;
  medianSeconds: number;
  approvals: number;
}

/**
 * The median time from submission to approval per product over the `days` days up to `asOf`, computed
 * by the database (percentile_cont; PostgreSQL and PGlite alike). An approval's submission is
 * the newest `submit` event of the approved version at or before the approval, which the approval
 * keeps (`submitted_at`); approvals without one (from a draft, or made before the audit trail)
 * are left out rather than guessed. The product is the approved item's, which the approval also
 * keeps (`product_id`), so the window's approvals are all it reads (index-only, from the index
 * on `approved_at` that carries both).
 */
export async function medianReviewTimes(
  db: Db,
  days: number,
  /** The window's end; the database's now() when absent. */
  asOf?: Date,
): Promise<ReviewTimeRow[]> {
  const end = asOf === undefined ? sql<Date>`now()` : sql<Date>`${asOf.toISOString()}::timestamptz`;
  const { rows } = await sql<{
    productId: number | null;
    productName: string | null;
    medianSeconds: number | string;
    approvals: number | string;
  }>`
    with per_product as (
      select a.product_id,
        percentile_cont(0.5) within group (
          order by extract(epoch from a.approved_at - a.submitted_at)) as median_seconds,
        count(*) as approvals
      from content_approvals a
      where a.approved_at >= ${end} - make_interval(days => ${days}::integer)
        and a.submitted_at is not null
      group by a.product_id
    )
    -- Named after grouping: sorting the window's rows by product name cost a third of the read.
    select t.product_id as "productId", p.name as "productName",
      t.median_seconds as "medianSeconds", t.approvals
    from per_product t
    left join products p on p.id = t.product_id
    order by p.name nulls last, t.product_id`.execute(db);
  return rows.map((row) => ({
    productId: row.productId,
    productName: row.productName,
    medianSeconds: Number(row.medianSeconds),
    approvals: Number(row.approvals),
  }));
}

/**
 * The scale bench's data (issue 18): 20,000 users, 100,000 generated items with their versions,
 * events and approvals, 3,000 conversations for one person and 2,000 messages in one of them,
 * written with set-based SQL (`insert ... select from generate_series`) so seeding takes seconds.
 * Rows follow the migrations' rules (content-workspace: `title`/`content` mirror the newest
 * version; every item has a 'create' event in the audit trail, whose chain holds; approved items
 * have an approval with the SHA-256 of the approved text) so the app reads them as it reads its
 * own.
 *
 * Every seeded text carries a marker the bench waits for in the browser: usernames
 * `<first name>_<n>` with e-mail `<first name>.<n>@scale.example`, items "Scale item #n: ...",
 * conversations "Scale chat #n: ...", messages "Scale message #n: ...".
 */
import { hashPassword } from "@studio/api";
import { AUDIT_GENESIS_HASH, chainedAuditRow } from "@studio/db";
import { sql } from "./databases.mjs";

/** The ordinary account that owns the conversations and a share of the items. */
export const SCALE_USER = { username: "scale-bench-user", password: "scale-bench-password-1" };

/** First names the seeded usernames start with: a user search for one matches 1 in 20. */
export const FIRST_NAMES = [
  "alice",
  "bruno",
  "chiara",
  "dmitri",
  "elena",
  "farid",
  "greta",
  "hiro",
  "ines",
  "jonas",
  "kemal",
  "lucia",
  "marta",
  "nadia",
  "oscar",
  "priya",
  "quentin",
  "rosa",
  "sven",
  "tomas",
];

/** The words seeded texts are made of (the content bench's too): searches pick from them. */
export const WORDS = [
  "dividend",
  "payout",
  "retirement",
  "income",
  "growth",
  "yield",
  "bond",
  "treasury",
  "inflation",
  "energy",
  "utilities",
  "banks",
  "insurance",
  "healthcare",
  "semiconductor",
  "software",
  "housing",
  "commodities",
  "gold",
  "silver",
  "emerging",
  "value",
  "momentum",
  "options",
  "volatility",
  "earnings",
  "buyback",
  "spinoff",
  "merger",
  "duration",
];

/**
 * Seeds a migrated, empty database (the server's first-boot seed and its administrator come
 * later, when it starts on it). Returns what the bench needs to find its way: the scale user's
 * id, the big conversation's id and newest message id, and how long each step took.
 */
export async function seedScale(db, { users, items, conversations, messages, products = 20 }) {
  const steps = {};
  const step = async (name, fn) => {
    const t = performance.now();
    const result = await fn();
    steps[name] = performance.now() - t;
    return result;
  };
  const started = performance.now();
  const checked = await withoutForeignKeyChecks(db, BULK_TABLES);
  let seeded;
  try {
    seeded = await seedRows(db, { users, items, conversations, messages, products }, step);
  } finally {
    await checked.restore();
  }
  await step("analyze", () => sql`vacuum analyze`.execute(db));
  return { ...seeded, seedMs: performance.now() - started, steps };
}

/** The tables the seed fills by the hundred thousand. */
const BULK_TABLES = [
  "generated_content",
  "content_versions",
  "content_approvals",
  "chat_conversations",
  "chat_messages",
];

/**
 * Turns off only the foreign-key check triggers of `tables` (PostgreSQL's internal
 * RI_ConstraintTrigger_c_*: each checked row also locks the row it points to, which made the
 * versions and events take a minute on PGlite). The seed writes valid references by construction;
 * every other trigger (change notices, anything a later migration adds to keep counters) still
 * runs. Needs a superuser, as the bench's databases are.
 */
async function withoutForeignKeyChecks(db, tables) {
  const triggers = (
    await sql`
      select c.relname as table, t.tgname as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgisinternal and t.tgname like 'RI\_ConstraintTrigger\_c\_%'
        and c.relname = any(${`{${tables.join(",")}}`}::text[])`.execute(db)
  ).rows;
  const alter = async (verb) => {
    for (const t of triggers) {
      await sql.raw(`alter table "${t.table}" ${verb} trigger "${t.name}"`).execute(db);
    }
  };
  await alter("disable");
  return { restore: () => alter("enable") };
}

async function seedRows(db, { users, items, conversations, messages, products }, step) {
  const words = `{${WORDS.join(",")}}`;
  const names = `{${FIRST_NAMES.join(",")}}`;
  // One real argon2id hash for every account, so any of them can sign in with SCALE_USER's password.
  const passwordHash = await hashPassword(SCALE_USER.password);

  await step("catalog", async () => {
    await sql`
      insert into products (name, created_at)
      select 'Scale product ' || g, now() - (g || ' days')::interval
      from generate_series(1, ${products}) g`.execute(db);
    await sql`
      insert into topics (name, product_id, type)
      select 'Scale topic ' || g || ' of product ' || p.id, p.id,
        (array['{newsletter}', '{sam}', '{newsletter,sam,gift}'])[1 + g % 3]::text[]
      from products p, generate_series(1, 3) g`.execute(db);
  });

  // users - 1 accounts plus the scale user; the server adds its administrator at boot.
  const scaleUserId = await step("users", async () => {
    await sql`
      insert into users
        (username, email, username_key, email_key, password_hash, role, approved, created_at)
      select u.name, u.email, u.name, u.email, ${passwordHash},
        case when g % 50 = 0 then 'admin' else 'user' end,
        -- 30% of sign-ups wait for approval; administrators are always approved.
        g % 50 = 0 or g % 10 < 7,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${users - 1}) g,
        (select ${names}::text[] as n) names,
        lateral (select n[1 + g % 20] || '_' || g as name,
                        n[1 + g % 20] || '.' || g || '@scale.example' as email) u`.execute(db);
    const row = await sql`
      insert into users (username, email, username_key, email_key, password_hash, role, approved)
      values (${SCALE_USER.username}, 'scale-bench-user@scale.example', ${SCALE_USER.username},
        'scale-bench-user@scale.example', ${passwordHash}, 'user', true)
      returning id`.execute(db);
    return row.rows[0].id;
  });

  // A bulk load builds the search index faster in one go than row by row: drop it and create it
  // again exactly as the content-workspace migration does.
  // The other owners: the first (up to) 1,000 seeded accounts.
  const owners = Math.min(1000, users - 1);
  const firstUserId = (await sql`select min(id) as id from users`.execute(db)).rows[0].id;
  await step("items", async () => {
    await sql`drop index generated_content_search_idx`.execute(db);
    // One item in five is the scale user's ("My Content"), the rest spread over 1,000 people.
    // Every fourth item was edited once (version 2); status cycles draft → in review → approved.
    await sql`
      insert into generated_content
        (product_id, topic_id, user_id, bot_type, title, content, provider, model, duration_ms,
         size_bytes, status, current_version, created_at, updated_at)
      select
        1 + g % ${products}, null,
        case when g % 5 = 0 then ${scaleUserId}::int else ${firstUserId}::int + (g * 7) % ${owners} end,
        (array['newsletter','sam','gift'])[1 + g % 3],
        t.title, t.body || case when g % 4 = 0 then E'\n\nEdited for length.' else '' end,
        'demo', 'demo-model', 800 + g % 4000, length(t.body),
        (array['draft','in_review','approved'])[1 + (g / 3) % 3],
        case when g % 4 = 0 then 2 else 1 end,
        now() - (g || ' minutes')::interval,
        now() - (g || ' minutes')::interval + case when g % 4 = 0 then interval '30 seconds' else interval '0' end
      from generate_series(1, ${items}) g,
        (select ${words}::text[] as w) words,
        lateral (select
          'Scale item #' || g || ': ' || w[1 + g % 30] || ' and ' || w[1 + (g / 7) % 30] as title,
          '##Subject: ' || w[1 + g % 30] || '##' || E'\n' ||
            repeat(w[1 + (g * 7) % 30] || ' ' || w[1 + (g * 11) % 30] || ' ' ||
              w[1 + (g * 13) % 30] || ' ' || w[1 + (g * 17) % 30] || ' ', 6) as body) t`.execute(
      db,
    );
    await sql`create index generated_content_search_idx on generated_content using gin (search_vector) with (fastupdate = off)`.execute(
      db,
    );
  });

  await step("versions", async () => {
    // Version 1 is the generated text; an edited item's version 2 is what the item shows now.
    await sql`
      insert into content_versions (content_id, number, title, content, source, author_id, created_at)
      select id, 1, title,
        case when current_version = 2
          then left(content, length(content) - length(E'\n\nEdited for length.')) else content end,
        'generated', user_id, created_at
      from generated_content`.execute(db);
    await sql`
      insert into content_versions (content_id, number, title, content, source, author_id, created_at)
      select id, 2, title, content, 'edited', user_id, updated_at
      from generated_content where current_version = 2`.execute(db);
    const approver = sql`(select min(id) from users where role = 'admin')`;
    await seedAuditTrail(db, approver);
    await sql`
      insert into content_approvals
        (content_id, version, approved_by, approved_at, submitted_at, product_id, content_hash)
      select id, current_version, ${approver}, updated_at, updated_at, product_id,
        encode(sha256(convert_to(content, 'UTF8')), 'hex')
      from generated_content where status = 'approved'`.execute(db);
  });

  // The scale user's conversations, one every 10 minutes, newest first; each has one exchange,
  // except the big one (the 5th newest: in the list's first page, but not the one /chat opens).
  const bigConversation = await step("chat", async () => {
    await sql`
      insert into chat_conversations (title, user_id, product_id, created_at, updated_at)
      select 'Scale chat #' || g || ': ' || w[1 + g % 30], ${scaleUserId}::int, 1 + g % ${products},
        now() - (g * 10 || ' minutes')::interval - interval '1 day',
        now() - (g * 10 || ' minutes')::interval
      from generate_series(1, ${conversations}) g, (select ${words}::text[] as w) words`.execute(
      db,
    );
    const big = await sql`
      select id from chat_conversations where user_id = ${scaleUserId}::int
      order by updated_at desc, id desc offset 4 limit 1`.execute(db);
    const bigId = big.rows[0].id;
    await sql`
      insert into chat_messages (conversation_id, role, content, timestamp)
      select c.id, r.role, 'Scale message #' || c.id || '-' || r.n || ': ' ||
          case when r.role = 'user' then 'What about ' || w[1 + c.id % 30] || '?'
          else 'Here is a note on ' || w[1 + c.id % 30] || ' and ' || w[1 + (c.id / 3) % 30] || '.' end,
        c.updated_at - ((2 - r.n) || ' seconds')::interval
      from chat_conversations c, (select ${words}::text[] as w) words,
        (values (1, 'user'), (2, 'assistant')) r(n, role)
      where c.user_id = ${scaleUserId}::int and c.id <> ${bigId}::int`.execute(db);
    // Alternating questions (~15 words) and answers (~45 words), the last one when the
    // conversation was last updated.
    await sql`
      insert into chat_messages (conversation_id, role, content, timestamp)
      select ${bigId}::int, case when g % 2 = 1 then 'user' else 'assistant' end,
        'Scale message #' || g || ': ' ||
          case when g % 2 = 1
          then 'How do ' || w[1 + g % 30] || ' and ' || w[1 + (g * 7) % 30] || ' affect a portfolio built for ' || w[1 + (g * 11) % 30] || ' over the next few years?'
          else repeat(w[1 + (g * 13) % 30] || ' matters for ' || w[1 + (g * 17) % 30] || ' because ' || w[1 + (g * 19) % 30] || ' moves with ' || w[1 + (g * 23) % 30] || '. ', 4)
          end,
        c.updated_at - ((${messages}::int - g) || ' minutes')::interval
      from generate_series(1, ${messages}) g, (select ${words}::text[] as w) words,
        chat_conversations c
      where c.id = ${bigId}::int`.execute(db);
    const newest = await sql`
      select max(id) as id from chat_messages where conversation_id = ${bigId}::int`.execute(db);
    return { id: bigId, newestMessageId: newest.rows[0].id };
  });

  return { scaleUserId, bigConversation };
}

/**
 * Each item's history as the app records it, in the audit trail: created, edited (version 2),
 * submitted, approved, oldest first. The chain's hashes are computed here as the writer computes
 * them (one event after another), then inserted in batches: seconds for 225,000 events.
 */
async function seedAuditTrail(db, approver) {
  const { rows } = await sql`
    select e.content_id, e.action, e.version, e.at, e.actor_id, u.username as actor_name
    from (
      select id as content_id, 'create' as action, 1 as version, created_at as at,
        user_id as actor_id, 1 as step from generated_content
      union all
      select id, 'edit', 2, updated_at, user_id, 2 from generated_content where current_version = 2
      union all
      select id, 'submit', current_version, updated_at, user_id, 3
      from generated_content where status in ('in_review', 'approved')
      union all
      select id, 'approve', current_version, updated_at, ${approver}, 4
      from generated_content where status = 'approved'
    ) e left join users u on u.id = e.actor_id
    order by e.at, e.content_id, e.step`.execute(db);
  let prevHash = AUDIT_GENESIS_HASH;
  const batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto("audit_events").values(batch).execute();
    batch.length = 0;
  };
  for (const [i, row] of rows.entries()) {
    const stored = chainedAuditRow(prevHash, {
      seq: i + 1,
      at: new Date(row.at).toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      subjectType: "content",
      subjectId: row.content_id,
      version: row.version,
      detail: null,
    });
    batch.push(stored);
    prevHash = stored.hash;
    if (batch.length === 2_000) await flush();
  }
  await flush();
}

/** What was seeded, counted back from the database (a seed that silently wrote less fails). */
export async function countSeeded(db) {
  const result = await sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from users where not approved) as pending,
      (select count(*)::int from users where role = 'admin') as admins,
      (select count(*)::int from generated_content) as items,
      (select count(*)::int from content_versions) as versions,
      (select count(*)::int from audit_events where subject_type = 'content') as events,
      (select count(*)::int from content_approvals) as approvals,
      (select count(*)::int from chat_conversations) as conversations,
      (select count(*)::int from chat_messages) as messages`.execute(db);
  return result.rows[0];
}

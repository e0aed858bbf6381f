import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Puts a used test database back to the state of the migrated template it was cloned from, so a
 * worker can hand it to its next test file instead of cloning and dropping one per file (on
 * PostgreSQL a clone and its drop cost the database server about 0.26 s of CPU, some 30 s over the
 * unit lane; on PGlite, loading the snapshot took seconds). What the template holds is read once
 * from a pristine clone: the rows of every table that has any (prices, counters, the job queue's
 * own tables), every sequence's position, and a fingerprint of the schema. A database whose schema
 * a test changed (a trigger or function left behind) does not match it and is not reset, so no
 * test sees another's DDL.
 */
export interface TemplateState {
  /**
   * One script: every table of ours and of the job queue emptied, the template's rows put back,
   * every sequence where the template left it. DELETE, not TRUNCATE: with forty-odd tables and
   * their indexes TRUNCATE makes new files for each (a quarter of a second); deleting the few
   * rows a test file wrote takes milliseconds.
   */
  script: string;
  fingerprint: string;
}

/** A connection to the database in question, on either engine. */
export interface ResetClient {
  /** The rows of one statement. */
  rows<T>(statement: string): Promise<T[]>;
  /** Runs a script of several statements. */
  run(script: string): Promise<void>;
}

export function pgResetClient(client: pg.Client): ResetClient {
  return {
    rows: async <T>(statement: string) => (await client.query(statement)).rows as T[],
    run: async (script) => {
      await client.query(script);
    },
  };
}

export function pgliteResetClient(pglite: PGlite): ResetClient {
  return {
    rows: async <T>(statement: string) => (await pglite.query<T>(statement)).rows,
    run: async (script) => {
      await pglite.exec(script);
    },
  };
}

const SCHEMAS = "('public', 'pgboss')";

/** The schema as a test could change it: relations, columns, constraints, triggers, functions. */
const FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${SCHEMAS}
    union all
    select 'col ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || a.atttypid::text
        || ' ' || a.attnotnull::text || ' ' || a.atthasdef::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ${SCHEMAS} and a.attnum > 0 and not a.attisdropped
    union all
    select 'con ' || k.conrelid::regclass::text || '.' || k.conname
      from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where n.nspname in ${SCHEMAS}
    union all
    select 'trg ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
      from pg_trigger t where not t.tgisinternal
    union all
    select 'fn ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ${SCHEMAS}
  ) schema_items(item)`;

export async function readTemplateState(client: ResetClient): Promise<TemplateState> {
  const tables = await client.rows<{ name: string; columns: string }>(`
    select c.oid::regclass::text as name,
      string_agg(quote_ident(a.attname), ', ' order by a.attnum)
        filter (where a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname in ${SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition
      -- The migrations' own bookkeeping is the template's, and no test writes it.
      and c.relname not like 'kysely_migration%'
    group by c.oid order by 1`);
  const refill: string[] = [];
  for (const { name, columns } of tables) {
    const rows = await client.rows<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    const json = rows[0]?.json;
    if (json) {
      refill.push(`insert into ${name} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${name}, ${literal(json)});`);
    }
  }
  const sequences = await client.rows<{ json: string | null }>(`
    select json_agg(json_build_object('name', format('%I.%I', schemaname, sequencename),
      'last', last_value, 'start', start_value))::text as json
    from pg_sequences where schemaname in ${SCHEMAS}`);
  const script = [
    "begin;",
    // Replica mode switches triggers off: the audit trail's append-only guard, the change
    // notices and the foreign keys' checks (so the tables empty in any order).
    "set local session_replication_role = replica;",
    ...tables.map(({ name }) => `delete from ${name};`),
    ...refill,
    // A sequence the template never used restarts at its start: setval(..., false) hands that
    // value out next.
    `select setval(s.name::regclass, coalesce(s.last, s.start), s.last is not null)
      from json_to_recordset(${literal(sequences[0]?.json ?? "[]")})
      as s(name text, last bigint, start bigint);`,
    "commit;",
  ].join("\n");
  return { script, fingerprint: await fingerprintOf(client) };
}

/** A SQL string literal (standard_conforming_strings: only the quote is special). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

async function fingerprintOf(client: ResetClient): Promise<string> {
  const rows = await client.rows<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? "";
}

/**
 * Empties the database and puts the template's rows and sequence positions back, in one
 * transaction. False, with nothing changed, when the schema is no longer the template's.
 */
export async function resetToTemplate(client: ResetClient, state: TemplateState): Promise<boolean> {
  if ((await fingerprintOf(client)) !== state.fingerprint) return false;
  await client.run(state.script);
  return true;
}

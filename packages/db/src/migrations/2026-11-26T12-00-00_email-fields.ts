import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Email-ready items (issue 25 item 1): a newsletter's or SAM email's subject-line options, chosen
 * subject and preheader become fields of each version instead of lines of its text.
 *
 * content_versions.subject_lines (jsonb array of strings, '[]' by default), subject, preheader.
 *
 * Existing rows: the fields of every newsletter and SAM version are filled by reading the subject
 * and preview lines its text opens with (the parser below is a frozen copy of the one in
 * packages/shared/src/email.ts). The texts themselves are left as they are: a version is a record,
 * and an approval's content hash is of that exact text. The email renderer skips those opening
 * lines when it finds them, so old versions export as clean emails too.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("content_versions")
    .addColumn("subject_lines", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("subject", "text")
    .addColumn("preheader", "text")
    .execute();

  const BATCH = 500;
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; content: string }> = await db
      .selectFrom("content_versions as v")
      .innerJoin("generated_content as c", "c.id", "v.content_id")
      .select(["v.id as id", "v.content as content"])
      .where("c.bot_type", "in", ["newsletter", "sam"])
      .where("v.id", ">", after)
      .orderBy("v.id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const header = readHeader(row.content);
      if (header.subjectLines.length === 0 && header.preheader === null) continue;
      await db
        .updateTable("content_versions")
        .set({
          subject_lines: JSON.stringify(header.subjectLines),
          subject: header.subjectLines[0] ?? null,
          preheader: header.preheader,
        })
        .where("id", "=", row.id)
        .execute();
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

// A frozen copy of the opening-lines reader of packages/shared/src/email.ts as it was when this
// migration was written (a migration must not change with later code). It stays a copy on purpose,
// though a duplicate finder lists it: importing parseEmailHeader from @studio/shared would let a
// later change to that parser (it is young and still learning new header forms) fill a database
// migrated then differently from one migrated now. Its patterns read squashed lines, so each is
// linear in the line.
const SUBJECT_LABEL = /^subject(?: line)? ?:/i;
const PREHEADER_LABEL = /^(?:preview(?: text)?|pre-?header(?: text)?) ?:/i;
const OPTION_MARK = /^(?:\d+[.)]|[*-]) /;

function unmark(line: string): string {
  let text = line.replace(/\s+/g, " ").trim();
  if (text.startsWith("##") || text.startsWith("**")) text = text.slice(2).trimStart();
  if (text.endsWith("##") || text.endsWith("**")) text = text.slice(0, -2).trimEnd();
  return text.replace(/^\*\*([^*]+)\*\* ?/, "$1 ").trim();
}

function after(pattern: RegExp, line: string): string | null {
  const match = pattern.exec(line);
  return match ? line.slice(match[0].length).trim() || null : null;
}

function isSubjectHeading(line: string): boolean {
  const words = line.toLowerCase().replace(/:$/, "");
  return /^[\w -]*$/.test(words) && words.includes("subject line");
}

function readHeader(text: string): { subjectLines: string[]; preheader: string | null } {
  const subjectLines: string[] = [];
  let preheader: string | null = null;
  let inOptions = false;
  for (const raw of text.split("\n")) {
    if (raw.length > 600) break;
    const line = unmark(raw);
    if (line === "") {
      inOptions = false;
      continue;
    }
    const subject = after(SUBJECT_LABEL, line);
    const preview = after(PREHEADER_LABEL, line);
    const option = inOptions ? after(OPTION_MARK, line) : null;
    const heading = isSubjectHeading(line);
    if (option) {
      if (subjectLines.length < 10) subjectLines.push(clean(option));
    } else if (subject && !heading) {
      subjectLines.push(clean(subject));
      inOptions = false;
    } else if (heading && subjectLines.length === 0) {
      inOptions = true;
    } else if (preview && preheader === null) {
      preheader = unmark(preview).slice(0, 300);
      inOptions = false;
    } else {
      break;
    }
  }
  return { subjectLines: subjectLines.filter((s) => s.length > 0), preheader };
}

function clean(text: string): string {
  return unmark(text)
    .replace(/^["“]([^"“”]*)["”]$/, "$1")
    .trim()
    .slice(0, 200);
}

import type { CheckedEmailField, ComplianceReport, EmailFields } from "@studio/shared";
import { inBody, isEmailKind, parseEmailHeader } from "@studio/shared";
import { checkCompliance } from "../compliance/compliance";
import type { Db } from "./content-access";

export const NO_EMAIL_FIELDS: EmailFields = { subjectLines: [], subject: null, preheader: null };

/** A text to store: the body, the email fields read from its opening lines, the report's flags moved with it. */
export interface SplitText {
  content: string;
  /** Null when the text opened with no subject or preview lines (or is not an email). */
  email: EmailFields | null;
  report: ComplianceReport | undefined;
}

/**
 * Newsletters and SAM emails keep their subject lines and preheader as fields, not in the body
 * (issue 25 item 1): the opening `##Subject: …##` / "Subject line options" / `Preview: …` lines
 * are read into the fields and the body is stored without them. A report of the whole text has
 * its offsets moved onto the body; when a flag sits inside the removed lines the report is
 * dropped (undefined) so the caller checks the body afresh.
 */
export function splitEmailText(
  botType: string,
  text: string,
  report: ComplianceReport | undefined,
): SplitText {
  if (!isEmailKind(botType)) return { content: text, email: null, report };
  const header = parseEmailHeader(text);
  if (header.bodyStart === 0 || header.body.trim() === "") {
    return { content: text, email: null, report };
  }
  const shift = header.bodyStart;
  // A flag inside the removed lines points at nothing in the body: the caller checks the body
  // again (no report) rather than store a report that lost a flag.
  const inHeader = report?.flags.some((f) => f.start < shift || (f.fix && f.fix.start < shift));
  const moved =
    report && !inHeader
      ? {
          ...report,
          flags: report.flags.map((f) => ({
            ...f,
            start: f.start - shift,
            end: f.end - shift,
            ...(f.fix
              ? { fix: { ...f.fix, start: f.fix.start - shift, end: f.fix.end - shift } }
              : {}),
            ...(f.sentenceStart === undefined
              ? {}
              : { sentenceStart: Math.max(0, f.sentenceStart - shift) }),
            ...(f.sentenceEnd === undefined
              ? {}
              : { sentenceEnd: Math.max(0, f.sentenceEnd - shift) }),
          })),
        }
      : undefined;
  return {
    content: header.body,
    email: {
      subjectLines: header.subjectLines,
      subject: header.subject,
      preheader: header.preheader,
    },
    report: moved,
  };
}

/**
 * The body's report with the subject's and the preheader's flags added (each marked with its
 * field, offsets into it): a subject line is the first claim a reader sees, so it is held to the
 * same rules as the body and its blocking flags hold an approval up alike. Checked without the
 * product, whose disclaimer belongs to the body alone.
 */
export async function withEmailFieldFlags(
  db: Db,
  report: ComplianceReport,
  email: EmailFields,
): Promise<ComplianceReport> {
  // Both fields in one check (one read of the rules, one trip to the worker pool), as two
  // paragraphs, so no sentence runs from one into the other; each flag is then given back to
  // its field with offsets into it.
  const parts: { field: CheckedEmailField; at: number; text: string }[] = [];
  let text = "";
  for (const [field, value] of [
    ["subject", email.subject],
    ["preheader", email.preheader],
  ] as const) {
    if (!value?.trim()) continue;
    if (text) text += "\n\n";
    parts.push({ field, at: text.length, text: value });
    text += value;
  }
  const found = text ? (await checkCompliance(db, { text, productId: null })).flags : [];
  const fieldFlags = found.flatMap((flag) => {
    const part = parts.find((p) => flag.start >= p.at && flag.end <= p.at + p.text.length);
    if (!part) return [];
    // A field's rewrite is never applied to the body: only what it says and where it stands.
    const { fix: _fix, sentenceStart: _from, sentenceEnd: _to, ...shown } = flag;
    return [{ ...shown, field: part.field, start: flag.start - part.at, end: flag.end - part.at }];
  });
  // A report handed on (a restore's) may hold the fields' flags of before: they are found anew.
  const flags = [...fieldFlags, ...report.flags.filter(inBody)];
  if (flags.length === report.flags.length && report.flags.every(inBody)) return report;
  return { ...report, flags, passed: flags.every((f) => f.severity !== "block") };
}

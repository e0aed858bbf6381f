import type { Updateable } from "kysely";
import type { ComplianceRulesTable, Db } from "../schema";

export interface ComplianceRuleRecord {
  id: number;
  phrase: string;
  category: ComplianceRulesTable["category"];
  severity: ComplianceRulesTable["severity"];
  reason: string;
  suggestion: string | null;
  enabled: boolean;
  createdAt: Date;
}

const columns = [
  "id",
  "phrase",
  "category",
  "severity",
  "reason",
  "suggestion",
  "enabled",
  "created_at",
] as const;

type Row = Pick<
  ComplianceRulesTable,
  "phrase" | "category" | "severity" | "reason" | "suggestion"
> & { id: number; enabled: boolean; created_at: Date };

function toRecord(row: Row): ComplianceRuleRecord {
  return {
    id: row.id,
    phrase: row.phrase,
    category: row.category,
    severity: row.severity,
    reason: row.reason,
    suggestion: row.suggestion,
    enabled: row.enabled,
    createdAt: row.created_at,
  };
}

export async function listComplianceRules(db: Db): Promise<ComplianceRuleRecord[]> {
  const rows = await db.selectFrom("compliance_rules").select(columns).orderBy("id").execute();
  return rows.map(toRecord);
}

/** The rules every check applies: read per check, so a change reaches every instance at once. */
export async function listEnabledComplianceRules(db: Db): Promise<ComplianceRuleRecord[]> {
  const rows = await db
    .selectFrom("compliance_rules")
    .select(columns)
    .where("enabled", "=", true)
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

export interface NewComplianceRule {
  phrase: string;
  category: ComplianceRulesTable["category"];
  severity: ComplianceRulesTable["severity"];
  reason: string;
  suggestion: string | null;
  enabled: boolean;
}

export async function insertComplianceRule(
  db: Db,
  values: NewComplianceRule,
): Promise<ComplianceRuleRecord> {
  const row = await db
    .insertInto("compliance_rules")
    .values(values)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateComplianceRule(
  db: Db,
  id: number,
  values: Updateable<ComplianceRulesTable>,
): Promise<ComplianceRuleRecord | undefined> {
  const row = await db
    .updateTable("compliance_rules")
    .set(values)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteComplianceRule(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("compliance_rules").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

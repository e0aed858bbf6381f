import type { ComplianceRuleDto, ComplianceRuleExamples } from "@studio/shared";
import { sql, type Updateable } from "kysely";
import type { ComplianceRulesTable, Db } from "../schema";
import { deleteById } from "./delete-by-id";
import type { WithDates } from "./with-dates";

/** A custom rule as stored: the admin console's DTO, its time a Date. */
export type ComplianceRuleRecord = WithDates<ComplianceRuleDto, "createdAt">;

const columns = [
  "id",
  "phrase",
  "category",
  "severity",
  "reason",
  "suggestion",
  "enabled",
  "examples",
  "created_at as createdAt",
] as const;

type Row = Omit<ComplianceRuleRecord, "examples"> & { examples: unknown };

/** The examples column as written by this package: two lists of strings (else empty ones). */
function toRecord(row: Row): ComplianceRuleRecord {
  const raw = (row.examples ?? {}) as Partial<Record<keyof ComplianceRuleExamples, unknown>>;
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  return { ...row, examples: { flagged: list(raw.flagged), compliant: list(raw.compliant) } };
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

export type NewComplianceRule = Omit<ComplianceRuleRecord, "id" | "createdAt">;

export async function insertComplianceRule(
  db: Db,
  values: NewComplianceRule,
): Promise<ComplianceRuleRecord> {
  const row = await db
    .insertInto("compliance_rules")
    .values({ ...values, examples: JSON.stringify(values.examples) })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateComplianceRule(
  db: Db,
  id: number,
  values: Omit<Updateable<ComplianceRulesTable>, "examples"> & {
    examples?: ComplianceRuleExamples;
  },
): Promise<ComplianceRuleRecord | undefined> {
  const { examples, ...rest } = values;
  const row = await db
    .updateTable("compliance_rules")
    .set({ ...rest, ...(examples ? { examples: JSON.stringify(examples) } : {}) })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export function deleteComplianceRule(db: Db, id: number): Promise<boolean> {
  return deleteById(db, "compliance_rules", id);
}

/** Built-in rules switched off for this installation: read per check, like the custom rules. */
export async function listDisabledBuiltInRules(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("compliance_builtin_settings")
    .select("rule_id")
    .where("enabled", "=", false)
    .orderBy("rule_id")
    .execute();
  return rows.map((row) => row.rule_id);
}

/** Switches a built-in rule off or on (one row per rule, last write wins). */
export async function setBuiltInRuleEnabled(
  db: Db,
  ruleId: string,
  enabled: boolean,
  userId: number | null,
): Promise<void> {
  await db
    .insertInto("compliance_builtin_settings")
    .values({ rule_id: ruleId, enabled, updated_by: userId })
    .onConflict((oc) =>
      oc.column("rule_id").doUpdateSet({ enabled, updated_by: userId, updated_at: sql`now()` }),
    )
    .execute();
}

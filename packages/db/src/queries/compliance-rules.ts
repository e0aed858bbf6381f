import type { ComplianceRuleDto } from "@studio/shared";
import type { Updateable } from "kysely";
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
  "created_at as createdAt",
] as const;

export async function listComplianceRules(db: Db): Promise<ComplianceRuleRecord[]> {
  return db.selectFrom("compliance_rules").select(columns).orderBy("id").execute();
}

/** The rules every check applies: read per check, so a change reaches every instance at once. */
export async function listEnabledComplianceRules(db: Db): Promise<ComplianceRuleRecord[]> {
  return db
    .selectFrom("compliance_rules")
    .select(columns)
    .where("enabled", "=", true)
    .orderBy("id")
    .execute();
}

export type NewComplianceRule = Omit<ComplianceRuleRecord, "id" | "createdAt">;

export async function insertComplianceRule(
  db: Db,
  values: NewComplianceRule,
): Promise<ComplianceRuleRecord> {
  return db
    .insertInto("compliance_rules")
    .values(values)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateComplianceRule(
  db: Db,
  id: number,
  values: Updateable<ComplianceRulesTable>,
): Promise<ComplianceRuleRecord | undefined> {
  return db
    .updateTable("compliance_rules")
    .set(values)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

export function deleteComplianceRule(db: Db, id: number): Promise<boolean> {
  return deleteById(db, "compliance_rules", id);
}

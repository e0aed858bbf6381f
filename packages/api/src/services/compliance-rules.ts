import { describeRulebook } from "@studio/compliance";
import type { Database } from "@studio/db";
import {
  type ComplianceRuleRecord,
  deleteComplianceRule,
  insertComplianceRule,
  listComplianceRules,
  updateComplianceRule,
} from "@studio/db";
import {
  AppError,
  type BuiltInRuleDto,
  type ComplianceRuleDto,
  complianceMessages,
  type complianceRuleInput,
  type setComplianceRuleEnabledInput,
  type updateComplianceRuleInput,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";

/** A record holds exactly the DTO's fields (see ComplianceRuleRecord), its time as a Date. */
function toDto(rule: ComplianceRuleRecord): ComplianceRuleDto {
  return { ...rule, createdAt: rule.createdAt.toISOString() };
}

/** The built-in rules, read-only, with their examples (the admin's "Compliance" tab). */
export function builtInRules(): BuiltInRuleDto[] {
  return describeRulebook();
}

export async function customRules(db: Kysely<Database>): Promise<ComplianceRuleDto[]> {
  return (await listComplianceRules(db)).map(toDto);
}

export async function createCustomRule(
  db: Kysely<Database>,
  input: z.output<typeof complianceRuleInput>,
): Promise<ComplianceRuleDto> {
  return toDto(await insertComplianceRule(db, input));
}

export async function updateCustomRule(
  db: Kysely<Database>,
  input: z.output<typeof updateComplianceRuleInput>,
): Promise<ComplianceRuleDto> {
  const { id, ...values } = input;
  const rule = await updateComplianceRule(db, id, values);
  if (!rule) throw new AppError("NOT_FOUND", complianceMessages.ruleNotFound);
  return toDto(rule);
}

export async function setCustomRuleEnabled(
  db: Kysely<Database>,
  input: z.output<typeof setComplianceRuleEnabledInput>,
): Promise<ComplianceRuleDto> {
  const rule = await updateComplianceRule(db, input.id, { enabled: input.enabled });
  if (!rule) throw new AppError("NOT_FOUND", complianceMessages.ruleNotFound);
  return toDto(rule);
}

export async function deleteCustomRule(db: Kysely<Database>, id: number): Promise<{ id: number }> {
  if (!(await deleteComplianceRule(db, id))) {
    throw new AppError("NOT_FOUND", complianceMessages.ruleNotFound);
  }
  return { id };
}

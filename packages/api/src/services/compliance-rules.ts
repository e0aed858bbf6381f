import { describeRulebook, tryRule } from "@studio/compliance";
import type { Database } from "@studio/db";
import {
  type ComplianceRuleRecord,
  deleteComplianceRule,
  insertComplianceRule,
  listComplianceRules,
  listDisabledBuiltInRules,
  setBuiltInRuleEnabled as storeBuiltInRuleEnabled,
  updateComplianceRule,
} from "@studio/db";
import {
  AppError,
  type BuiltInRuleDto,
  type ComplianceRuleDto,
  type ComplianceRuleTrial,
  complianceMessages,
  type complianceRuleInput,
  type setBuiltInRuleEnabledInput,
  type setComplianceRuleEnabledInput,
  type tryComplianceRuleInput,
  type updateComplianceRuleInput,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";

/** A record holds exactly the DTO's fields (see ComplianceRuleRecord), its time as a Date. */
function toDto(rule: ComplianceRuleRecord): ComplianceRuleDto {
  return { ...rule, createdAt: rule.createdAt.toISOString() };
}

/** The built-in rules with their phrases and examples, and whether each is on here. */
export async function builtInRules(db: Kysely<Database>): Promise<BuiltInRuleDto[]> {
  const disabled = new Set(await listDisabledBuiltInRules(db));
  return describeRulebook().map((rule) => ({ ...rule, enabled: !disabled.has(rule.id) }));
}

/** Switches a built-in rule off or on for this installation; the next check obeys it. */
export async function setBuiltInRuleEnabled(
  db: Kysely<Database>,
  userId: number,
  input: z.output<typeof setBuiltInRuleEnabledInput>,
): Promise<BuiltInRuleDto> {
  const rule = describeRulebook().find((r) => r.id === input.id);
  if (!rule) throw new AppError("NOT_FOUND", complianceMessages.builtInRuleNotFound);
  await storeBuiltInRuleEnabled(db, rule.id, input.enabled, userId);
  return { ...rule, enabled: input.enabled };
}

/** A draft rule against its own examples, before it is saved: nothing is stored. */
export function tryCustomRule(input: z.output<typeof tryComplianceRuleInput>): ComplianceRuleTrial {
  return tryRule(input);
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

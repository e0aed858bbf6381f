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
import { type AuditActor, recordAudit } from "../review/audit-trail";
import { complianceModule } from "./compliance-module";

/** A record holds exactly the DTO's fields (see ComplianceRuleRecord), its time as a Date. */
function toDto(rule: ComplianceRuleRecord): ComplianceRuleDto {
  return { ...rule, createdAt: rule.createdAt.toISOString() };
}

/** The built-in rules with their phrases and examples, and whether each is on here. */
export async function builtInRules(db: Kysely<Database>): Promise<BuiltInRuleDto[]> {
  const disabled = new Set(await listDisabledBuiltInRules(db));
  const { describeRulebook } = await complianceModule();
  return describeRulebook().map((rule) => ({ ...rule, enabled: !disabled.has(rule.id) }));
}

/** Switches a built-in rule off or on for this installation; the next check obeys it. */
export async function setBuiltInRuleEnabled(
  db: Kysely<Database>,
  userId: number,
  input: z.output<typeof setBuiltInRuleEnabledInput>,
): Promise<BuiltInRuleDto> {
  const { describeRulebook } = await complianceModule();
  const rule = describeRulebook().find((r) => r.id === input.id);
  if (!rule) throw new AppError("NOT_FOUND", complianceMessages.builtInRuleNotFound);
  await storeBuiltInRuleEnabled(db, rule.id, input.enabled, userId);
  return { ...rule, enabled: input.enabled };
}

/** A draft rule against its own examples, before it is saved: nothing is stored. */
export async function tryCustomRule(
  input: z.output<typeof tryComplianceRuleInput>,
): Promise<ComplianceRuleTrial> {
  const { tryRule } = await complianceModule();
  return tryRule(input);
}

export async function customRules(db: Kysely<Database>): Promise<ComplianceRuleDto[]> {
  return (await listComplianceRules(db)).map(toDto);
}

/** The rule's wording in the audit trail: what it matched and what it did. */
const ruleDetail = (rule: ComplianceRuleRecord) => ({
  phrase: rule.phrase,
  category: rule.category,
  severity: rule.severity,
  enabled: rule.enabled,
});

export async function createCustomRule(
  db: Kysely<Database>,
  actor: AuditActor,
  input: z.output<typeof complianceRuleInput>,
): Promise<ComplianceRuleDto> {
  return db.transaction().execute(async (trx) => {
    const rule = await insertComplianceRule(trx, input);
    await recordAudit(trx, actor, {
      subjectType: "compliance_rule",
      action: "create",
      subjectId: rule.id,
      detail: ruleDetail(rule),
    });
    return toDto(rule);
  });
}

export async function updateCustomRule(
  db: Kysely<Database>,
  actor: AuditActor,
  input: z.output<typeof updateComplianceRuleInput>,
): Promise<ComplianceRuleDto> {
  const { id, ...values } = input;
  return changeRule(db, actor, id, values, "update");
}

export async function setCustomRuleEnabled(
  db: Kysely<Database>,
  actor: AuditActor,
  input: z.output<typeof setComplianceRuleEnabledInput>,
): Promise<ComplianceRuleDto> {
  const { id, enabled } = input;
  return changeRule(db, actor, id, { enabled }, enabled ? "enable" : "disable");
}

/** Writes a change to a rule and its audit event in one transaction; 404 when there is no rule. */
function changeRule(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  values: Parameters<typeof updateComplianceRule>[2],
  action: "update" | "enable" | "disable",
): Promise<ComplianceRuleDto> {
  return db.transaction().execute(async (trx) => {
    const rule = await updateComplianceRule(trx, id, values);
    if (!rule) throw new AppError("NOT_FOUND", complianceMessages.ruleNotFound);
    await recordAudit(trx, actor, {
      subjectType: "compliance_rule",
      action,
      subjectId: id,
      detail: ruleDetail(rule),
    });
    return toDto(rule);
  });
}

export async function deleteCustomRule(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteComplianceRule(trx, id))) {
      throw new AppError("NOT_FOUND", complianceMessages.ruleNotFound);
    }
    await recordAudit(trx, actor, {
      subjectType: "compliance_rule",
      action: "delete",
      subjectId: id,
    });
  });
  return { id };
}

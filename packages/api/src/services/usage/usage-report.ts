import type { DbConnection } from "@studio/db";
import {
  deleteModelPrice,
  listModelPrices,
  type ModelPriceRecord,
  readMonthCost,
  readMonthlyBudget,
  type UsageGroupRecord,
  upsertModelPrice,
  usageByGroup,
  writeMonthlyBudget,
} from "@studio/db";
import {
  type AiCallKind,
  AppError,
  aiCallKindLabels,
  BUDGET_WARNING_SHARE,
  type ModelPriceDto,
  type ModelPriceInput,
  type MonthCostDto,
  USAGE_MAX_RANGE_DAYS,
  type UsageGroupBy,
  type UsageReport,
  type UsageRow,
  type UsageSettingsDto,
  type UsageSettingsInput,
  usageMessages,
  utcDay,
} from "@studio/shared";

const DAY_MS = 86_400_000;

/**
 * Usage between two UTC days (both included; this month so far by default), grouped, with
 * totals. Read from the daily roll-up, so the cost of a query follows the number of days and
 * keys, not the number of calls.
 */
export async function usageReport(
  db: DbConnection,
  input: { from?: string | undefined; to?: string | undefined; groupBy: UsageGroupBy },
  now: Date = new Date(),
): Promise<UsageReport> {
  const to = input.to ?? utcDay(now);
  const from = input.from ?? `${to.slice(0, 7)}-01`;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) throw new AppError("BAD_REQUEST", usageMessages.rangeReversed);
  if (days + 1 > USAGE_MAX_RANGE_DAYS)
    throw new AppError("BAD_REQUEST", usageMessages.rangeTooLong);

  const groups = await usageByGroup(db, { from, to }, input.groupBy);
  const rows = groups.map((g) => toRow(g, input.groupBy));
  if (input.groupBy === "day") rows.sort((a, b) => a.key.localeCompare(b.key));
  else
    rows.sort(
      (a, b) => b.costUsd - a.costUsd || b.requests - a.requests || a.label.localeCompare(b.label),
    );
  return { totals: sumOf(rows), rows };
}

function toRow(group: UsageGroupRecord, groupBy: UsageGroupBy): UsageRow {
  const figures = {
    requests: group.requests,
    inputTokens: group.inputTokens,
    outputTokens: group.outputTokens,
    costUsd: roundUsd(group.costUsd),
  };
  return { ...keyAndLabel(group, groupBy), ...figures };
}

function keyAndLabel(
  group: UsageGroupRecord,
  groupBy: UsageGroupBy,
): { key: string; label: string } {
  switch (groupBy) {
    case "day":
    case "model":
      return { key: group.key ?? "", label: group.key ?? "" };
    case "botType": {
      const kind = group.key as AiCallKind;
      return { key: kind, label: aiCallKindLabels[kind] ?? kind };
    }
    case "user":
      if (group.key === null) return { key: "visitors", label: usageMessages.visitors };
      return {
        key: group.key,
        label: group.name ?? usageMessages.deletedAccount(Number(group.key)),
      };
    case "product":
      if (group.key === null) return { key: "none", label: usageMessages.noProduct };
      return {
        key: group.key,
        label: group.name ?? usageMessages.deletedProduct(Number(group.key)),
      };
  }
}

function sumOf(rows: UsageRow[]): UsageReport["totals"] {
  const totals = { requests: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const row of rows) {
    totals.requests += row.requests;
    totals.inputTokens += row.inputTokens;
    totals.outputTokens += row.outputTokens;
    totals.costUsd += row.costUsd;
  }
  return { ...totals, costUsd: roundUsd(totals.costUsd) };
}

/** Costs are kept to a millionth of a dollar; floating sums must not show more. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** This month's cost against the budget, for the admin dashboard. */
export async function monthCost(db: DbConnection): Promise<MonthCostDto> {
  const [costUsd, budget] = await Promise.all([readMonthCost(db), readMonthlyBudget(db)]);
  return {
    costUsd: roundUsd(costUsd),
    monthlyBudgetUsd: budget,
    warning: budget !== null && costUsd >= budget * BUDGET_WARNING_SHARE,
    reached: budget !== null && costUsd >= budget,
  };
}

/** A record holds exactly the DTO's fields (its select list names them), its time as a Date. */
function toPriceDto(record: ModelPriceRecord): ModelPriceDto {
  return { ...record, updatedAt: record.updatedAt.toISOString() };
}

export async function modelPrices(db: DbConnection): Promise<ModelPriceDto[]> {
  return (await listModelPrices(db)).map(toPriceDto);
}

/** Sets a model's price; calls already recorded keep the cost they were priced at. */
export async function saveModelPrice(
  db: DbConnection,
  input: ModelPriceInput,
): Promise<ModelPriceDto> {
  return toPriceDto(await upsertModelPrice(db, input));
}

export async function removeModelPrice(
  db: DbConnection,
  model: string,
): Promise<{ model: string }> {
  if (!(await deleteModelPrice(db, model))) {
    throw new AppError("NOT_FOUND", usageMessages.priceNotFound);
  }
  return { model };
}

export async function usageSettings(db: DbConnection): Promise<UsageSettingsDto> {
  return { monthlyBudgetUsd: await readMonthlyBudget(db) };
}

export async function saveUsageSettings(
  db: DbConnection,
  input: UsageSettingsInput,
): Promise<UsageSettingsDto> {
  await writeMonthlyBudget(db, input.monthlyBudgetUsd);
  return { monthlyBudgetUsd: input.monthlyBudgetUsd };
}

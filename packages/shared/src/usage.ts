import { botTypeLabels } from "./bots";
import { z } from "./zod";

/**
 * Usage, cost and quotas: the report's query and shape, the price table, the installation
 * budget and the messages people read when a quota or the budget is reached.
 */
export const aiCallKinds = [
  "newsletter",
  "sam",
  "gift",
  "chat",
  "image",
  "cover",
  "compliance",
] as const;
export type AiCallKind = (typeof aiCallKinds)[number];

export const aiCallKindLabels: Record<AiCallKind, string> = {
  ...botTypeLabels,
  chat: "Chat Assistant",
  image: "Marketing Image",
  cover: "Publication Cover",
  compliance: "Compliance Review",
};

export const usageGroupBys = ["day", "user", "product", "botType", "model"] as const;
export type UsageGroupBy = (typeof usageGroupBys)[number];

export const usageGroupByLabels: Record<UsageGroupBy, string> = {
  day: "Day",
  user: "Account",
  product: "Product",
  botType: "Bot type",
  model: "Model",
};

/** The longest report range: ten years of days keeps every query bounded. */
export const USAGE_MAX_RANGE_DAYS = 3660;
/** Quotas are stored as PostgreSQL integers. */
export const MONTHLY_TOKEN_QUOTA_MAX = 2_000_000_000;
export const MONTHLY_BUDGET_MAX_USD = 10_000_000;
export const PRICE_MAX_USD = 100_000;
/** Admins are warned on the dashboard once this share of the monthly budget is spent. */
export const BUDGET_WARNING_SHARE = 0.8;

export const usageMessages = {
  groupByInvalid: "groupBy must be one of day, user, product, botType or model.",
  dateInvalid: (field: "from" | "to") => `${field} must be a date in the form YYYY-MM-DD.`,
  rangeReversed: "from must be on or before to.",
  rangeTooLong: `The date range can be at most ${USAGE_MAX_RANGE_DAYS} days.`,
  quotaReached: (quota: number, resetsOn: string) =>
    `You have used your monthly quota of ${quota} tokens. It resets on ${resetsOn}.`,
  budgetReached: (resetsOn: string) =>
    `This installation has reached its monthly AI budget. Generation resumes on ${resetsOn}.`,
  quotaInvalid:
    "Monthly token quota must be a whole number of tokens from 0, or empty for unlimited.",
  budgetInvalid: "Monthly budget must be an amount in USD from 0, or empty for no budget.",
  priceInvalid: "Prices must be amounts in USD from 0.",
  modelRequired: "Model is required.",
  priceNotFound: "No price is set for that model.",
  visitors: "Visitors",
  deletedAccount: (id: number) => `Deleted account #${id}`,
  noProduct: "No product",
  deletedProduct: (id: number) => `Deleted product #${id}`,
} as const;

/** "December 1, 2026": the date a month's quota resets, written for people (UTC). */
export function formatResetDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The first instant of the next calendar month in UTC: when quotas and the budget reset. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** YYYY-MM-DD of a date in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report bound: YYYY-MM-DD (or a full ISO timestamp, read as its UTC day). Empty or absent
 * means the default; anything else that is not a real calendar day is refused.
 */
function dayField(field: "from" | "to") {
  return z
    .string({ error: usageMessages.dateInvalid(field) })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const day = value.slice(0, 10);
      const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      if (!DAY_PATTERN.test(day) || Number.isNaN(parsed.getTime())) {
        ctx.addIssue({ code: "custom", message: usageMessages.dateInvalid(field) });
        return z.NEVER;
      }
      const utc = utcDay(parsed);
      // Rejects days the calendar lacks (2026-02-30), which Date would roll over.
      if (value.length === 10 && utc !== day) {
        ctx.addIssue({ code: "custom", message: usageMessages.dateInvalid(field) });
        return z.NEVER;
      }
      return utc;
    });
}

/** GET /api/admin/usage and admin.usage.report. Dates are UTC days, both ends included. */
export const usageReportInput = z.object({
  from: dayField("from"),
  to: dayField("to"),
  groupBy: z.enum(usageGroupBys, { error: usageMessages.groupByInvalid }).default("day"),
});
export type UsageReportInput = z.input<typeof usageReportInput>;

export interface UsageFigures {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface UsageRow extends UsageFigures {
  key: string;
  label: string;
}

export interface UsageReport {
  totals: UsageFigures;
  rows: UsageRow[];
}

/** What a signed-in person sees of their own usage (GET /api/user's `usage`). */
export interface MyUsage {
  monthTokens: number;
  monthlyTokenQuota: number | null;
}

export const monthlyTokenQuotaField = z
  .number({ error: usageMessages.quotaInvalid })
  .int(usageMessages.quotaInvalid)
  .min(0, usageMessages.quotaInvalid)
  .max(MONTHLY_TOKEN_QUOTA_MAX, usageMessages.quotaInvalid)
  .nullable();

const usdField = (message: string, max: number) =>
  z.number({ error: message }).min(0, message).max(max, message).finite(message);

export interface ModelPriceDto {
  model: string;
  inputPerMillion: number;
  outputPerMillion: number;
  perImage: number;
  updatedAt: string;
}

export const modelPriceInput = z.object({
  model: z
    .string({ error: usageMessages.modelRequired })
    .trim()
    .min(1, usageMessages.modelRequired)
    .max(200),
  inputPerMillion: usdField(usageMessages.priceInvalid, PRICE_MAX_USD),
  outputPerMillion: usdField(usageMessages.priceInvalid, PRICE_MAX_USD),
  perImage: usdField(usageMessages.priceInvalid, PRICE_MAX_USD),
});
export type ModelPriceInput = z.infer<typeof modelPriceInput>;

export const deleteModelPriceInput = z.object({
  model: z.string().trim().min(1, usageMessages.modelRequired).max(200),
});

export const usageSettingsInput = z.object({
  monthlyBudgetUsd: usdField(usageMessages.budgetInvalid, MONTHLY_BUDGET_MAX_USD).nullable(),
});
export type UsageSettingsInput = z.infer<typeof usageSettingsInput>;

export interface UsageSettingsDto {
  monthlyBudgetUsd: number | null;
}

/** This month's spend against the budget, for the admin dashboard. */
export interface MonthCostDto {
  costUsd: number;
  monthlyBudgetUsd: number | null;
  /** True from BUDGET_WARNING_SHARE of the budget on. */
  warning: boolean;
  reached: boolean;
}

import { formatCount } from "@studio/shared";

/** Figures as the usage screens show them. */
export function formatTokens(value: number): string {
  return formatCount(value);
}

/** Dollars with cents; small amounts keep enough digits to not read as zero. */
export function formatUsd(value: number): string {
  const digits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return value.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
}

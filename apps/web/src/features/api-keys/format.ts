/** "23 Nov 2026, 14:05" in the reader's locale; a dash when absent. */
export function formatWhen(iso: string | null, none: string): string {
  if (!iso) return none;
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** The end of the chosen day in the reader's time zone, as the server's ISO date. */
export function endOfDay(date: string): string | undefined {
  if (!date) return undefined;
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

export type KeyStatus = "active" | "revoked" | "expired";

export function keyStatus(key: { revokedAt: string | null; expiresAt: string | null }): KeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return "expired";
  return "active";
}

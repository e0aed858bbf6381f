import { createHash } from "node:crypto";

/** SHA-256 (hex) of a version's text: proof of exactly what was approved. */
export function contentHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

import type { Database } from "@studio/db";
import { AppError, chatMessages, isAppError } from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { assertWithinGenerationLimit, type GenerationLimits } from "../usage/usage-limits";

/**
 * Per-account chat allowance: the generation limits' counters and numbers, in a separate
 * "chat" scope so chatting never eats into the generators' allowance (and vice versa).
 */
export async function assertWithinChatLimit(
  db: Kysely<Database> | Transaction<Database>,
  who: { userId: number; clientIp: string },
  limits: GenerationLimits,
): Promise<void> {
  try {
    await assertWithinGenerationLimit(db, who, limits, "chat");
  } catch (error) {
    if (!isAppError(error) || error.code !== "TOO_MANY_REQUESTS") throw error;
    const seconds = error.retryAfterSeconds ?? 60;
    throw new AppError(
      "TOO_MANY_REQUESTS",
      chatMessages.limitReached(limits.userPerHour, Math.ceil(seconds / 60)),
      seconds,
    );
  }
}

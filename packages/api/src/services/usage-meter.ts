import { createHash, randomBytes } from "node:crypto";
import type { AiProvider, GeneratedImage, ImageRequest, TextRequest, TokenUsage } from "@studio/ai";
import { AiProviderError, estimateUsage } from "@studio/ai";
import type { Database, Db } from "@studio/db";
import {
  type AiCallRecord,
  insertAiCall,
  readMonthAllowance,
  readOrCreateVisitorSalt,
} from "@studio/db";
import {
  type AiCallKind,
  AppError,
  formatResetDate,
  nextMonthStart,
  usageMessages,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { AiCallDeps } from "./usage-limits";

/**
 * Refuses an AI call once the account's monthly token quota or the installation's monthly
 * budget is spent. Checked before the call and counted after it, from the database every
 * instance shares: calls already in flight when the limit is reached still finish, so usage
 * can overshoot by at most those calls.
 */
export async function assertWithinUsageAllowance(
  db: Db,
  userId: number | null,
  now: Date = new Date(),
): Promise<void> {
  const allowance = await readMonthAllowance(db, userId);
  const resetsAt = nextMonthStart(now);
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  if (allowance.quota !== null && allowance.usedTokens >= allowance.quota) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      usageMessages.quotaReached(allowance.quota, formatResetDate(resetsAt)),
      retryAfter,
    );
  }
  if (allowance.budgetUsd !== null && allowance.monthCostUsd >= allowance.budgetUsd) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      usageMessages.budgetReached(formatResetDate(resetsAt)),
      retryAfter,
    );
  }
}

/** What the service knows about a call that the provider does not. */
export interface MeteredCall {
  kind: AiCallKind;
  productId: number | null;
}

/**
 * The request's provider, wrapped so every call it makes records one ai_calls row (tokens,
 * duration, outcome, cost), whether it succeeds, fails or is stopped. Services call the
 * provider only through this.
 */
export function meteredAi(deps: AiCallDeps, call: MeteredCall): AiProvider {
  const { ai } = deps;
  const record = async (
    started: number,
    fields: Pick<AiCallRecord, "model" | "outcome" | "images"> & { usage: TokenUsage },
  ) => {
    await insertAiCall(deps.db, {
      userId: deps.userId,
      visitorHash: deps.userId === null ? await visitorHash(deps.db, deps.clientIp) : null,
      productId: call.productId,
      kind: call.kind,
      provider: ai.name,
      model: fields.model,
      inputTokens: fields.usage.inputTokens,
      outputTokens: fields.usage.outputTokens,
      images: fields.images,
      estimated: fields.usage.estimated,
      durationMs: Math.round(performance.now() - started),
      outcome: fields.outcome,
    });
    deps.caches.usageChanged(deps.userId);
  };

  return {
    name: ai.name,
    model: ai.model,
    imageModel: ai.imageModel,
    async *streamText(request: TextRequest) {
      const started = performance.now();
      let reported: TokenUsage | undefined;
      let output = "";
      // Stays "stopped" when the consumer stops reading (the generator is returned early).
      let outcome: AiCallRecord["outcome"] = "stopped";
      let threw = false;
      try {
        for await (const delta of ai.streamText({
          ...request,
          onUsage: (usage) => {
            reported = usage;
            request.onUsage?.(usage);
          },
        })) {
          output += delta;
          yield delta;
        }
        outcome = request.signal?.aborted ? "stopped" : "ok";
      } catch (error) {
        outcome = stoppedBy(error, request.signal) ? "stopped" : "failed";
        threw = true;
        throw error;
      } finally {
        const written = record(started, {
          model: ai.model,
          outcome,
          images: 0,
          usage: reported ?? fallbackUsage(request, output, outcome),
        });
        // When the call failed, the person's error matters more than the bookkeeping's.
        if (threw) await written.catch(() => {});
        else await written;
      }
    },
    async generateImage(request: ImageRequest): Promise<GeneratedImage> {
      const started = performance.now();
      let image: GeneratedImage;
      try {
        image = await ai.generateImage(request);
      } catch (error) {
        const outcome = stoppedBy(error, request.signal) ? "stopped" : "failed";
        await record(started, { model: ai.imageModel, outcome, images: 0, usage: NO_TOKENS }).catch(
          () => {},
        );
        throw error;
      }
      await record(started, {
        model: ai.imageModel,
        outcome: "ok",
        images: 1,
        usage: image.usage ?? NO_TOKENS,
      });
      return image;
    },
  };
}

const NO_TOKENS: TokenUsage = { inputTokens: 0, outputTokens: 0, estimated: false };

/**
 * Tokens when the provider reported none (a stream stopped or cut before its usage chunk): an
 * estimate. A call that failed before writing anything is not billed by providers.
 */
function fallbackUsage(
  request: TextRequest,
  output: string,
  outcome: AiCallRecord["outcome"],
): TokenUsage {
  if (outcome === "failed" && output === "") return NO_TOKENS;
  return estimateUsage(request.messages, output);
}

function stoppedBy(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof AiProviderError && error.kind === "aborted");
}

const salts = new WeakMap<object, Promise<string>>();

/** SHA-256 of the visitor's address with the installation's salt: the address is never stored. */
async function visitorHash(db: Kysely<Database>, clientIp: string): Promise<string> {
  let salt = salts.get(db);
  if (!salt) {
    salt = readOrCreateVisitorSalt(db, randomBytes(32).toString("base64url"));
    salts.set(db, salt);
    salt.catch(() => salts.delete(db));
  }
  return createHash("sha256")
    .update(await salt)
    .update(clientIp)
    .digest("hex");
}

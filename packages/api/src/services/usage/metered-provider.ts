import { createHash, randomBytes } from "node:crypto";
import type { AiProvider, GeneratedImage, ImageRequest, TextRequest, TokenUsage } from "@studio/ai";
import { AiProviderError, estimateImageUsage, estimateUsage } from "@studio/ai";
import type { Database } from "@studio/db";
import { type AiCallRecord, insertAiCall, readOrCreateVisitorSalt } from "@studio/db";
import type { AiCallKind } from "@studio/shared";
import type { Kysely } from "kysely";
import type { CacheInvalidation } from "../platform/cache-invalidation";

declare const meteredBrand: unique symbol;

/**
 * The provider as an AI call site holds it: every call it makes is metered and covered by the
 * admission of the spend gate (ai-spend-gate.ts), the only place that makes one. Services take
 * this, never the configured provider, which they cannot reach.
 */
export type MeteredAi = Pick<
  AiProvider,
  "name" | "model" | "imageModel" | "streamText" | "generateImage"
> & { readonly [meteredBrand]: true };

/** Who calls and what for: what the record needs that the provider does not know. */
export interface MeteredCall {
  db: Kysely<Database>;
  userId: number | null;
  clientIp: string;
  /** Told of each recorded call, so the caller's usage figure here counts it at once. */
  caches: CacheInvalidation;
  kind: AiCallKind;
  productId: number | null;
  /**
   * The admission's spend reservation: the first call recorded settles it in the same statement
   * (and clears this), so the month's figures never count the call twice or not at all.
   */
  reservation: { id: string | null };
}

/**
 * The provider, wrapped so every call it makes records one ai_calls row (tokens, duration,
 * outcome, cost), whether it succeeds, fails or is stopped. Made by the spend gate only.
 */
export function meteredProvider(ai: AiProvider, call: MeteredCall): MeteredAi {
  const record = async (
    started: number,
    fields: Pick<AiCallRecord, "model" | "outcome" | "images"> & { usage: TokenUsage },
  ) => {
    const settles = call.reservation.id;
    await insertAiCall(
      call.db,
      {
        userId: call.userId,
        visitorHash: call.userId === null ? await visitorHash(call.db, call.clientIp) : null,
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
      },
      settles,
    );
    if (settles !== null && call.reservation.id === settles) call.reservation.id = null;
    call.caches.usageChanged(call.userId);
  };

  const wrapped: Omit<MeteredAi, typeof meteredBrand> = {
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
        // The offline painter and some models report nothing: an image still counts against a
        // token quota, as many tokens as a GPT image model reports for its size.
        usage: image.usage ?? estimateImageUsage(request),
      });
      return image;
    },
  };
  // The brand exists only in the type: this module is where a MeteredAi is made.
  return wrapped as MeteredAi;
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

import type { Context } from "../context";
import type { AiCallDeps } from "../services/usage/ai-spend-gate";

/**
 * The request's share of an AI call: who asks (for limits), the provider's gateway, this
 * instance's stream slots and the stop signal. `stopAtShutdown`: the call also stops when the
 * server starts shutting down (chat replies, which can outlast the grace period and are saved
 * as stopped); generations finish within it instead. `signal`: tRPC's own, when it has one.
 */
export function aiCallDeps(
  ctx: Context,
  options: { signal?: AbortSignal | undefined; stopAtShutdown?: boolean } = {},
): AiCallDeps {
  const signals = [
    ctx.signal,
    ...(options.stopAtShutdown ? [ctx.shutdownSignal] : []),
    ...(options.signal ? [options.signal] : []),
  ];
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId: ctx.user?.id ?? null,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits,
    signal: signals.length === 1 ? ctx.signal : AbortSignal.any(signals),
    caches: ctx.invalidation,
    streamSlots: ctx.streamSlots,
  };
}

/**
 * The claim a visitor's draft is recorded under (their browser's, created if new); null for a
 * signed-in person, whose drafts are theirs already.
 */
export function visitorClaimOf(ctx: Context): string | null {
  return ctx.user ? null : ctx.visitor.claimForNewContent();
}

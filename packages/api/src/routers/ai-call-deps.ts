import type { Context } from "../context";
import type { AiCallDeps } from "../services/usage-limits";

/** The request's share of an AI call: who asks (for limits), the provider, and the stop signal. */
export function aiCallDeps(ctx: Context): AiCallDeps {
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId: ctx.user?.id ?? null,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits,
    signal: ctx.signal,
    caches: ctx.invalidation,
  };
}

/**
 * The claim a visitor's draft is recorded under (their browser's, created if new); null for a
 * signed-in person, whose drafts are theirs already.
 */
export function visitorClaimOf(ctx: Context): string | null {
  return ctx.user ? null : ctx.visitor.claimForNewContent();
}

import type { AiProvider } from "@studio/ai";
import type { Database, SpendEstimate } from "@studio/db";
import type { AiCallKind, GenerationLimits } from "@studio/shared";
import type { Kysely } from "kysely";
import { assertWithinChatLimit } from "../chat/chat-limits";
import type { StreamSlots } from "../generation/stream-slots";
import type { CacheInvalidation } from "../platform/cache-invalidation";
import { type MeteredAi, meteredProvider } from "./metered-provider";
import { releaseSpend, reserveSpend } from "./spend-reservation";
import { assertWithinGenerationLimit } from "./usage-limits";

export type { MeteredAi } from "./metered-provider";

/**
 * The one way to spend on AI. Every AI call runs through `runWithAiSpend` or
 * `streamWithAiSpend`, which admit it, in this order:
 *   1. one of the caller's concurrent AI call slots on this instance (StreamSlots);
 *   2. the call site's own `check` (the product exists, the conversation is the caller's), so a
 *      request that would be refused anyway spends nothing;
 *   3. the monthly token quota and the installation's budget, reserving the call's estimated
 *      spend (spend-reservation.ts): refused calls spend no hourly allowance;
 *   4. the hourly allowance of its kind (generations, images, chat replies);
 * then hand the call site the provider metered for this call (every provider call records an
 * ai_calls row, settles the reservation and refreshes the caller's usage figure), and give back
 * what the admission took on every path: done, stopped by the client, failed, or the server
 * shutting down (which stops the streams whose signal carries it).
 *
 * Call sites cannot reach the provider any other way: requests carry an AiGateway, which names
 * the provider but cannot call it (ai-call-sites.test.ts holds every call site to this).
 */

/** The configured provider as requests and services hold it: its names, no way to call it. */
export interface AiGateway {
  readonly name: string;
  readonly model: string;
  readonly imageModel: string;
}

const gateways = new WeakMap<AiProvider, AiGateway>();
const providers = new WeakMap<AiGateway, AiProvider>();

/** The gateway of a provider (one per provider, so every request of an instance shares it). */
export function aiGateway(provider: AiProvider): AiGateway {
  let gateway = gateways.get(provider);
  if (!gateway) {
    gateway = Object.freeze({
      name: provider.name,
      model: provider.model,
      imageModel: provider.imageModel,
    });
    gateways.set(provider, gateway);
    providers.set(gateway, provider);
  }
  return gateway;
}

/** What every AI call needs from the request. */
export interface AiCallDeps {
  db: Kysely<Database>;
  ai: AiGateway;
  userId: number | null;
  clientIp: string;
  limits: GenerationLimits;
  /** Aborted when the client goes away or stops: the provider call stops with it. */
  signal: AbortSignal;
  /** Told of each recorded call, so the caller's usage figure here counts it at once. */
  caches: CacheInvalidation;
  /** This instance's count of open AI calls per caller. */
  streamSlots: StreamSlots;
}

export interface AiSpendRequest<Checked = undefined> {
  /** What the call is recorded as. */
  kind: AiCallKind;
  productId: number | null;
  /** Which hourly allowance it counts against: images and chat replies have their own. */
  allowance: "generation" | "image" | "chat";
  /** What it is expected to spend; the usual call of its kind when left out. */
  estimate?: SpendEstimate;
  /**
   * The call site's checks, run once the slot is held and before anything is spent; what it
   * answers is handed to the call. A refusal here costs the caller no allowance.
   */
  check?: () => Promise<Checked>;
}

/**
 * What a call of each kind usually spends, reserved against quota and budget while it runs and
 * replaced by its real count when it is recorded: a prompt with its template, knowledge or
 * history, and an answer of a newsletter's length; an image at medium quality.
 */
const USUAL_SPEND: Record<AiCallKind, SpendEstimate> = {
  newsletter: { inputTokens: 2_000, outputTokens: 1_500, images: 0 },
  sam: { inputTokens: 2_000, outputTokens: 1_000, images: 0 },
  gift: { inputTokens: 1_500, outputTokens: 800, images: 0 },
  chat: { inputTokens: 3_000, outputTokens: 1_000, images: 0 },
  // The review pass's answer is capped at 2,000 tokens (compliance-review.ts).
  compliance: { inputTokens: 1_500, outputTokens: 2_000, images: 0 },
  image: { inputTokens: 100, outputTokens: 1_056, images: 1 },
  cover: { inputTokens: 100, outputTokens: 1_584, images: 1 },
};

interface Admission<Checked> {
  ai: MeteredAi;
  checked: Checked;
  /** Gives back the slot and any reservation no record settled. Idempotent; never throws. */
  release(): Promise<void>;
}

async function admit<Checked>(
  deps: AiCallDeps,
  request: AiSpendRequest<Checked>,
): Promise<Admission<Checked>> {
  const provider = providers.get(deps.ai);
  if (!provider) throw new Error("AI calls need the request's AiGateway (aiGateway())");
  const releaseSlot = deps.streamSlots.acquire(deps, deps.signal);
  const reservation: { id: string | null } = { id: null };
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    releaseSlot();
    const unsettled = reservation.id;
    reservation.id = null;
    // A reservation that cannot be deleted now lapses on its own (spend-reservation.ts).
    if (unsettled !== null) await releaseSpend(deps.db, unsettled).catch(() => {});
  };
  let checked: Checked;
  try {
    checked = (request.check ? await request.check() : undefined) as Checked;
    const images = request.kind === "image" || request.kind === "cover";
    reservation.id = await reserveSpend(deps.db, {
      userId: deps.userId,
      model: images ? provider.imageModel : provider.model,
      estimate: request.estimate ?? USUAL_SPEND[request.kind],
    });
    await assertWithinAllowance(deps, request.allowance);
  } catch (error) {
    await release();
    throw error;
  }
  const ai = meteredProvider(provider, {
    db: deps.db,
    userId: deps.userId,
    clientIp: deps.clientIp,
    caches: deps.caches,
    kind: request.kind,
    productId: request.productId,
    reservation,
  });
  return { ai, checked, release };
}

function assertWithinAllowance(
  deps: AiCallDeps,
  allowance: AiSpendRequest["allowance"],
): Promise<void> {
  const who = { userId: deps.userId, clientIp: deps.clientIp };
  if (allowance === "image") {
    return assertWithinGenerationLimit(deps.db, who, deps.limits.images, "image");
  }
  // Chat is for accounts only; a visitor never reaches a chat call.
  if (allowance === "chat" && who.userId !== null) {
    return assertWithinChatLimit(deps.db, { ...who, userId: who.userId }, deps.limits);
  }
  return assertWithinGenerationLimit(deps.db, who, deps.limits);
}

/**
 * Runs `call` under an admission (refused with the admission's 429 before it starts) and gives
 * the admission back when it settles, whatever the outcome.
 */
export async function runWithAiSpend<T, Checked = undefined>(
  deps: AiCallDeps,
  request: AiSpendRequest<Checked>,
  call: (ai: MeteredAi, checked: Checked) => Promise<T>,
): Promise<T> {
  const admission = await admit(deps, request);
  try {
    return await call(admission.ai, admission.checked);
  } finally {
    await admission.release();
  }
}

/**
 * Admits a streamed call now, so a refusal is an ordinary error with its own status rather than
 * a failure in the middle of a stream, then streams what `start` returns. `start` may prepare
 * first (save the person's message, read the history); if it fails, the admission is given back.
 * The admission is held until the stream ends, however it ends: read to the end, failed,
 * returned early (even before its first read), or stopped by `deps.signal`.
 */
export async function streamWithAiSpend<T, Checked = undefined>(
  deps: AiCallDeps,
  request: AiSpendRequest<Checked>,
  start: (
    ai: MeteredAi,
    checked: Checked,
  ) => AsyncGenerator<T, void, undefined> | Promise<AsyncGenerator<T, void, undefined>>,
): Promise<AsyncGenerator<T, void, undefined>> {
  const admission = await admit(deps, request);
  let events: AsyncGenerator<T, void, undefined>;
  try {
    events = await start(admission.ai, admission.checked);
  } catch (error) {
    await admission.release();
    throw error;
  }
  return holding(events, admission.release, deps.signal);
}

/** `events`, with `release` called once when they end, are abandoned, or `signal` aborts. */
function holding<T>(
  events: AsyncGenerator<T, void, undefined>,
  release: () => Promise<void>,
  signal: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  const onAbort = () => void release();
  signal.addEventListener("abort", onAbort, { once: true });
  const done = () => {
    signal.removeEventListener("abort", onAbort);
    return release();
  };
  const stream = (async function* () {
    try {
      yield* events;
    } finally {
      await done();
    }
  })();
  // A generator returned or thrown into before its first read never runs its body (nor the
  // finally above): let go of the admission there too, and of the inner stream.
  const returnStream = stream.return.bind(stream);
  const throwStream = stream.throw.bind(stream);
  stream.return = async (value) => {
    try {
      return await returnStream(value);
    } finally {
      await events.return(undefined).catch(() => undefined);
      await done();
    }
  };
  stream.throw = async (error) => {
    try {
      return await throwStream(error);
    } finally {
      await done();
    }
  };
  return stream;
}

import type { AiProvider } from "@studio/ai";
import type { Database } from "@studio/db";
import { findUserById, type UserRecord } from "@studio/db";
import {
  type ApiKeyScope,
  AppError,
  apiKeyMessages,
  PRODUCT_NAME,
  RETENTION_YEARS_DEFAULT,
} from "@studio/shared";
import type { Kysely } from "kysely";
import { toTRPCError } from "./errors";
import { resolveApiKey } from "./services/accounts/api-keys";
import type { ProductListCache } from "./services/catalog/product-list-cache";
import { StreamSlots } from "./services/generation/stream-slots";
import { type JobQueue, noJobQueue } from "./services/jobs/job-queue";
import type { Mailer } from "./services/mail/mailer";
import {
  type CacheInvalidation,
  noCacheInvalidation,
} from "./services/platform/cache-invalidation";
import { type AiGateway, aiGateway } from "./services/usage/ai-spend-gate";
import type { MyUsageCache } from "./services/usage/my-usage-cache";
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits } from "./services/usage/usage-limits";

/**
 * How the caller proved who they are. A cookie session (or a visitor) holds every scope; an API
 * key holds only its own scopes, and never more than its owner has at request time.
 */
export type RequestAuth =
  | { kind: "session" }
  | { kind: "apiKey"; keyId: number; scopes: readonly ApiKeyScope[] };

/**
 * What a procedure knows about the session, whatever the transport. The Fastify adapter
 * implements it over @fastify/session; tests use an in-memory one.
 */
export interface SessionPort {
  readonly userId: number | null;
  /** The stored session's id (null before one exists), so a change can spare this session. */
  readonly sessionId: string | null;
  /** Regenerates the session id (no fixation) and binds it to the user. */
  signIn(userId: number, rememberMe: boolean): Promise<void>;
  /** Destroys the session server-side. */
  signOut(): Promise<void>;
}

/**
 * A visitor's claim on the drafts they make before signing in (issue 27): a random token in a
 * cookie of their browser, known to the API only as its SHA-256. The account that signs in from
 * that browser takes those drafts over; no other browser can name them.
 */
export interface VisitorPort {
  /** The claim this browser presented, or null when it has none. */
  readonly presented: string | null;
  /** The claim to record on a draft made now: this browser's, created (cookie and all) if new. */
  claimForNewContent(): string | null;
  /** Forgets this browser's claim once its drafts are claimed. */
  forget(): void;
}

/** No browser behind the request (an API key, a test, a script): nothing to claim. */
export const noVisitor: VisitorPort = {
  presented: null,
  claimForNewContent: () => null,
  forget: () => {},
};

export interface InnerContextOptions {
  db: Kysely<Database>;
  session: SessionPort;
  /** The configured AI provider (openai or the offline demo composer). */
  ai: AiProvider;
  /** The client's address, for per-IP limits. */
  clientIp: string;
  /** Aborted when the client goes away, so long work (AI calls) can stop. */
  signal?: AbortSignal;
  /**
   * Aborted when the server starts shutting down: streams that could outlast the grace period
   * (chat replies) end at once and save what was written, marked stopped.
   */
  shutdownSignal?: AbortSignal;
  /** The instance's count of open AI streams; a fresh one when omitted (tests, scripts). */
  streamSlots?: StreamSlots;
  /** Hourly AI allowances from the configuration; the defaults when omitted (tests, scripts). */
  generationLimits?: GenerationLimits;
  /**
   * The session's owner when the transport already read it with the session (one joined query
   * instead of two). It must be the record of `session.userId`; otherwise it is ignored.
   */
  prefetchedUser?: UserRecord;
  /**
   * The key of an `Authorization: Bearer` header. When given, it alone says who is calling:
   * the session is ignored (a request carrying a cookie and a key gets only the key's powers).
   */
  apiKey?: string;
  /** Requests one API key may make per minute (0: no limit); the default when omitted. */
  apiKeyLimitPerMinute?: number;
  /**
   * How many procedure calls this request makes (a tRPC batch makes several); each counts as
   * one request against the key's per-minute limit. 1 when omitted.
   */
  apiKeyCalls?: number;
  /**
   * This instance's product list cache. Only a host that drops it on every product write
   * (its own through `invalidation` and, through the change feed, everyone else's) may pass
   * one; without it the list is read from the database.
   */
  productList?: ProductListCache;
  /** This instance's usage figures, kept like `productList`; without it they are read each time. */
  myUsage?: MyUsageCache;
  /** What services tell this instance's caches after they write; nothing when omitted. */
  invalidation?: CacheInvalidation;
  /** The app's job queue; without it, anything that queues a job fails (scripts, unit tests). */
  jobs?: JobQueue;
  /** Webhook receivers on private networks are allowed (WEBHOOK_ALLOW_PRIVATE); false when omitted. */
  webhookAllowPrivate?: boolean;
  /** RETENTION_YEARS: how long approved records are kept; the default when omitted. */
  retentionYears?: number;
  /** ALLOW_SELF_APPROVAL: a writer may approve their own version (one-person teams); false when omitted. */
  allowSelfApproval?: boolean;
  /** The browser's visitor claim; none when omitted (tests, scripts). */
  visitor?: VisitorPort;
  /** Email out (issue 25): the mailer, MAIL_FROM and SEND_TEST_ALLOWLIST; none when omitted. */
  email?: EmailSettings;
}

/** What exports and test sends need to know about e-mail. */
export interface EmailSettings {
  /** SMTP_URL's sender; null when SMTP_URL is unset (test sends answer 409). */
  mailer: Mailer | null;
  /** MAIL_FROM: the From of every email and .eml. */
  from: string;
  /** SEND_TEST_ALLOWLIST, lower-cased. */
  sendTestAllowlist: readonly string[];
}

export const noEmail: EmailSettings = {
  mailer: null,
  from: `${PRODUCT_NAME} <no-reply@localhost>`,
  sendTestAllowlist: [],
};

export interface Context
  extends Omit<InnerContextOptions, "ai" | "apiKey" | "apiKeyLimitPerMinute" | "apiKeyCalls"> {
  /** The provider's names; calls go through the AI spend gate (services/usage/ai-spend-gate.ts). */
  ai: AiGateway;
  invalidation: CacheInvalidation;
  visitor: VisitorPort;
  user: UserRecord | null;
  auth: RequestAuth;
  signal: AbortSignal;
  shutdownSignal: AbortSignal;
  streamSlots: StreamSlots;
  generationLimits: GenerationLimits;
  jobs: JobQueue;
  webhookAllowPrivate: boolean;
  retentionYears: number;
  allowSelfApproval: boolean;
  email: EmailSettings;
}

/**
 * Resolves who is calling. A session whose account was deleted or unapproved counts as signed
 * out, so revoking approval takes effect on the very next request.
 */
export async function createInnerContext(options: InnerContextOptions): Promise<Context> {
  const { prefetchedUser, apiKey, apiKeyLimitPerMinute, apiKeyCalls, ...rest } = options;
  if (apiKey !== undefined) {
    // A wrong, expired or revoked key is a 401 before any procedure runs, public ones included.
    // Thrown as a tRPC error: context creation runs outside the procedures' error mapping.
    const resolved = await resolveApiKey(
      options.db,
      apiKey,
      apiKeyLimitPerMinute,
      apiKeyCalls,
    ).catch((error: unknown) => {
      throw toTRPCError(error);
    });
    return {
      ...rest,
      ...defaultPorts(options),
      // The key acts for its owner alone; the session cannot sign in or out on its behalf.
      session: keySessionPort,
      // A key is not a browser: what it makes belongs to its owner, and it claims nothing.
      visitor: noVisitor,
      user: resolved.owner,
      auth: { kind: "apiKey", keyId: resolved.keyId, scopes: resolved.scopes },
    };
  }
  const userId = options.session.userId;
  const user =
    userId === null
      ? null
      : prefetchedUser?.id === userId
        ? prefetchedUser
        : ((await findUserById(options.db, userId)) ?? null);
  return {
    ...rest,
    ...defaultPorts(options),
    visitor: options.visitor ?? noVisitor,
    user: user?.approved ? user : null,
    auth: { kind: "session" },
  };
}

/** What a context holds however the caller signed in: the options given, or their defaults. */
function defaultPorts(options: InnerContextOptions) {
  return {
    ai: aiGateway(options.ai),
    signal: options.signal ?? new AbortController().signal,
    shutdownSignal: options.shutdownSignal ?? new AbortController().signal,
    streamSlots: options.streamSlots ?? new StreamSlots(),
    generationLimits: options.generationLimits ?? DEFAULT_GENERATION_LIMITS,
    retentionYears: options.retentionYears ?? RETENTION_YEARS_DEFAULT,
    allowSelfApproval: options.allowSelfApproval ?? false,
    invalidation: options.invalidation ?? noCacheInvalidation,
    jobs: options.jobs ?? noJobQueue,
    webhookAllowPrivate: options.webhookAllowPrivate ?? false,
    email: options.email ?? noEmail,
  };
}

/**
 * The session port of a key request: no cookie session is read or written. The procedures that
 * sign in or out are session-only (see `scope` in trpc.ts), so these are never reached there.
 */
const keySessionPort: SessionPort = {
  userId: null,
  sessionId: null,
  async signIn() {
    throw new AppError("FORBIDDEN", apiKeyMessages.sessionOnly);
  },
  async signOut() {
    throw new AppError("FORBIDDEN", apiKeyMessages.sessionOnly);
  },
};

/** An in-memory session for tests and scripts. */
export class MemorySession implements SessionPort {
  readonly sessionId = null;
  rememberMe: boolean | null = null;
  regenerations = 0;
  constructor(public userId: number | null = null) {}

  async signIn(userId: number, rememberMe: boolean): Promise<void> {
    this.userId = userId;
    this.rememberMe = rememberMe;
    this.regenerations += 1;
  }

  async signOut(): Promise<void> {
    this.userId = null;
    this.rememberMe = null;
  }
}

/** An in-memory browser claim for tests: `presented` is what the browser sent. */
export class MemoryVisitor implements VisitorPort {
  forgotten = false;
  constructor(
    public presented: string | null = null,
    private readonly fresh: string = `claim-${Math.random().toString(36).slice(2)}`,
  ) {}

  claimForNewContent(): string {
    this.presented ??= this.fresh;
    return this.presented;
  }

  forget(): void {
    this.presented = null;
    this.forgotten = true;
  }
}

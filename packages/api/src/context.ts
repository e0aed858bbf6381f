import type { AiProvider } from "@studio/ai/provider";
import { findUserById, type UserRecord } from "@studio/db/queries/users";
import type { Database } from "@studio/db/schema";
import type { Kysely } from "kysely";
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits } from "./services/usage-limits";

/**
 * What a procedure knows about the session, whatever the transport. The Fastify adapter
 * implements it over @fastify/session; tests use an in-memory one.
 */
export interface SessionPort {
  readonly userId: number | null;
  /** Regenerates the session id (no fixation) and binds it to the user. */
  signIn(userId: number, rememberMe: boolean): Promise<void>;
  /** Destroys the session server-side. */
  signOut(): Promise<void>;
}

export interface InnerContextOptions {
  db: Kysely<Database>;
  session: SessionPort;
  /** The configured AI provider (openai or the offline demo composer). */
  ai: AiProvider;
  /** The client's address, for per-IP limits. */
  clientIp: string;
  /** Aborted when the client goes away, so long work (AI calls) can stop. */
  signal?: AbortSignal;
  /** Hourly AI allowances from the configuration; the defaults when omitted (tests, scripts). */
  generationLimits?: GenerationLimits;
  /**
   * The session's owner when the transport already read it with the session (one joined query
   * instead of two). It must be the record of `session.userId`; otherwise it is ignored.
   */
  prefetchedUser?: UserRecord;
}

export interface Context extends InnerContextOptions {
  user: UserRecord | null;
  signal: AbortSignal;
  generationLimits: GenerationLimits;
}

/**
 * Resolves who is calling. A session whose account was deleted or unapproved counts as signed
 * out, so revoking approval takes effect on the very next request.
 */
export async function createInnerContext(options: InnerContextOptions): Promise<Context> {
  const { prefetchedUser, ...rest } = options;
  const userId = options.session.userId;
  const user =
    userId === null
      ? null
      : prefetchedUser?.id === userId
        ? prefetchedUser
        : ((await findUserById(options.db, userId)) ?? null);
  return {
    ...rest,
    signal: options.signal ?? new AbortController().signal,
    generationLimits: options.generationLimits ?? DEFAULT_GENERATION_LIMITS,
    user: user?.approved ? user : null,
  };
}

/** An in-memory session for tests and scripts. */
export class MemorySession implements SessionPort {
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

/** Business constants and limits from SPEC.md section 9, defined once. */
export const REMEMBER_ME_DAYS = 30;
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;
/** A session without "remember me" ends with the browser; the server forgets it after this idle time. */
export const BROWSER_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

export const PASSWORD_MIN_SIGNUP = 8;
export const PASSWORD_MIN_ADMIN = 6;
/** argon2 hashes cost ~100 ms; refusing absurd inputs early keeps login cheap to defend. */
export const PASSWORD_MAX = 256;
export const USERNAME_MAX = 64;
export const EMAIL_MAX = 254;
export const NAME_MAX = 200;

export const PROMPT_TEMPLATE_MIN = 10;
export const PROMPT_TEMPLATE_MAX = 20_000;
export const KNOWLEDGE_CONTENT_MAX = 100_000;
export const KNOWLEDGE_PREVIEW_CHARS = 100;
export const RECENT_ACTIVITY_ITEMS = 5;
export const CHAT_MESSAGE_MAX = 20_000;
export const CHAT_POLL_MS = 5000;
export const PRODUCTS_STALE_MS = 60_000;

export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Login throttling, failures allowed per window: tight for one account from one address, looser
 * for one account from everywhere (so an attacker elsewhere cannot lock the owner out with a
 * handful of guesses, and an address the owner signed in from is exempt), and per address.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 50;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
/** How long a successful sign-in exempts its address from the account-wide limit. */
export const LOGIN_KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** One hourly allowance: per visitor address and per account; 0 turns a limit off. */
export interface Allowance {
  anonymousPerHour: number;
  userPerHour: number;
}

/**
 * Text (generations, and chat replies in their own scope with the same numbers) and images are
 * counted apart: an image costs the provider many times a text, so its allowance is smaller,
 * and a visitor trying the image bots does not lose the text ones.
 */
export interface GenerationLimits extends Allowance {
  images: Allowance;
}

/**
 * Sized so a trial survives: a visitor trying every text bot a few times with regenerations
 * (about 30 texts in a session) and a handful of images stays well inside.
 */
export const DEFAULT_GENERATION_LIMITS: GenerationLimits = {
  anonymousPerHour: 60,
  userPerHour: 300,
  images: { anonymousPerHour: 15, userPerHour: 60 },
};

/**
 * AI streams (chat replies, generations) open at once per account, or per address for
 * visitors (several people may share one address). Counted per app instance.
 */
export const STREAMS_PER_ACCOUNT = 4;
export const STREAMS_PER_VISITOR_ADDRESS = 6;

/**
 * 300 DPI print renders (about a second of a core each): waiting or running per address, and
 * in the whole queue. The queue takes turns between addresses.
 */
export const PRINT_RENDERS_PER_ADDRESS = 2;
export const PRINT_QUEUE_MAX = 16;

/** Sign-ups per client address per hour (each costs a deliberately slow password hash). */
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
export const SIGNUP_MAX_PER_IP = 10;

export const GENERATION_PROGRESS = {
  start: 10,
  cap: 90,
  stepMs: 500,
  stepFraction: 0.1,
  resetAfterMs: 1000,
} as const;

export const TOASTS = {
  limit: 1,
  autoCloseMs: 5000,
  /** Moves keyboard focus to the visible toast. */
  focusHotkey: "F8",
} as const;

/** Hover hints: shown after `openDelay`; another hint in the same group within `skipDelay` of
 * the last one closing opens at once. */
export const TOOLTIPS = {
  openDelayMs: 700,
  skipDelayMs: 300,
} as const;

export const DATE_FORMAT = "MMM D, YYYY";
export const DATE_TIME_FORMAT = "MMM D, YYYY - h:mm A";

import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AiConfig } from "@studio/ai";
import {
  DEFAULT_GENERATION_LIMITS,
  type GenerationLimits,
  PASSWORD_MAX,
  PASSWORD_MIN_ADMIN,
  PRODUCT_NAME,
  RETENTION_YEARS_DEFAULT,
  STREAMS_PER_ACCOUNT,
  STREAMS_PER_VISITOR_ADDRESS,
} from "@studio/shared";
import { z } from "zod";
import { trustProxySetting } from "./trust-proxy-setting";

/**
 * The only reader of process.env. Every variable is documented in .env.example and the README;
 * a wrong value stops boot with a message that names the variable.
 */
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * SMTP_URL: nodemailer's connection URL. Checked for shape only (the server may be down at
 * boot, which is logged, not fatal); the message never repeats the value, which holds a password.
 */
const smtpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
    } catch {
      return false;
    }
  },
  { error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587" },
);

/** "Name <address>" or a bare address (linear: no nested or overlapping repetition). */
/** SEND_TEST_ALLOWLIST: comma-separated addresses, each checked, kept lower-cased. */
const sendTestAllowlist = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((a) => a.trim().toLowerCase())
      .filter((a) => a.length > 0),
  )
  .pipe(
    z.array(
      z.email({
        error: "must be comma-separated e-mail addresses, e.g. a@example.com,b@example.com",
      }),
    ),
  );

const mailFrom = z
  .string()
  .trim()
  .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    error: 'must be an e-mail address, or a name and an address: "Pressroom AI <news@example.com>"',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("./.data"),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().min(1).default("admin")),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    // The same rule as an administrator's password set in the admin screens.
    z
      .string()
      .min(PASSWORD_MIN_ADMIN, `must be at least ${PASSWORD_MIN_ADMIN} characters`)
      .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySetting.default(false)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanString.default(true)),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(["openai", "offline"], { error: "must be openai or offline" }).optional(),
  ),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url("must be a URL").optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).default("gpt-4o-mini")),
  OPENAI_IMAGE_MODEL: z.preprocess(emptyAsUndefined, z.string().min(1).default("gpt-image-1")),
  OPENAI_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1000, "must be at least 1000").default(60_000),
  ),
  // 0 turns a limit off (benchmarks, private installs).
  GENERATION_LIMIT_ANON_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(DEFAULT_GENERATION_LIMITS.anonymousPerHour),
  ),
  GENERATION_LIMIT_USER_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(DEFAULT_GENERATION_LIMITS.userPerHour),
  ),
  IMAGE_LIMIT_ANON_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(DEFAULT_GENERATION_LIMITS.images.anonymousPerHour),
  ),
  // Open AI streams at once on this instance; 0 turns a cap off (benchmarks).
  STREAM_LIMIT_PER_ACCOUNT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(STREAMS_PER_ACCOUNT),
  ),
  STREAM_LIMIT_PER_VISITOR_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(STREAMS_PER_VISITOR_ADDRESS),
  ),
  IMAGE_LIMIT_USER_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(DEFAULT_GENERATION_LIMITS.images.userPerHour),
  ),
  // Requests one API key may make per minute, across instances; 0 turns the limit off.
  API_KEY_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).default(600),
  ),
  // Notification e-mail: unset sends none (the in-app inbox works either way).
  SMTP_URL: z.preprocess(emptyAsUndefined, smtpUrl.optional()),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    mailFrom.default(`${PRODUCT_NAME} <no-reply@localhost>`),
  ),
  // Addresses anyone may send a test email to, besides their own (comma-separated).
  SEND_TEST_ALLOWLIST: z.preprocess(emptyAsUndefined, sendTestAllowlist.default([])),
  // Where people open the app, for links in e-mails (https://studio.example.com).
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  // Webhook receivers on private, loopback and link-local networks (refused by default: SSRF).
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, booleanString.default(false)),
  // A writer may approve their own version (one-person teams); the record then says so.
  ALLOW_SELF_APPROVAL: z.preprocess(emptyAsUndefined, booleanString.default(false)),
  // How long an approved item is kept after its last approval or use (FINRA 4511: six years).
  RETENTION_YEARS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a whole number of years from 1 to 100" })
      .int({ error: "must be a whole number of years from 1 to 100" })
      .min(1, { error: "must be a whole number of years from 1 to 100" })
      .max(100, { error: "must be a whole number of years from 1 to 100" })
      .default(RETENTION_YEARS_DEFAULT),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  admin: { username: string; email: string | undefined; password: string | undefined };
  /** false, a hop count, or the proxies' addresses (see trust-proxy-setting.ts). */
  trustProxy: false | number | string[];
  logLevel: Env["LOG_LEVEL"];
  seedDemo: boolean;
  webDistDir: string;
  ai: AiConfig;
  generationLimits: GenerationLimits;
  apiKeyLimitPerMinute: number;
  /** Years an approved record is kept after its last approval or use. */
  retentionYears: number;
  /** ALLOW_SELF_APPROVAL: lifts the no-self-approval rule. */
  allowSelfApproval: boolean;
  streamCaps: { perAccount: number; perVisitorAddress: number };
  /** Notification e-mail (SMTP_URL, MAIL_FROM); null sends none. */
  mail: { smtpUrl: string; from: string } | null;
  /** MAIL_FROM (with or without SMTP_URL): the From of every email export. */
  mailFrom: string;
  /** SEND_TEST_ALLOWLIST, lower-cased: addresses anyone may send a test email to. */
  sendTestAllowlist: string[];
  /** PUBLIC_URL: the app's address for links in e-mails. */
  publicUrl: string | undefined;
  webhooks: { allowPrivate: boolean };
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === "production";
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sessionSecret:
      env.SESSION_SECRET ?? sessionSecretFor(dataDir, isProduction && Boolean(env.DATABASE_URL)),
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDistDir: resolve(env.WEB_DIST_DIR ?? defaultWebDist()),
    ai: aiConfigFrom(env),
    streamCaps: {
      perAccount: env.STREAM_LIMIT_PER_ACCOUNT,
      perVisitorAddress: env.STREAM_LIMIT_PER_VISITOR_ADDRESS,
    },
    generationLimits: {
      anonymousPerHour: env.GENERATION_LIMIT_ANON_PER_HOUR,
      userPerHour: env.GENERATION_LIMIT_USER_PER_HOUR,
      images: {
        anonymousPerHour: env.IMAGE_LIMIT_ANON_PER_HOUR,
        userPerHour: env.IMAGE_LIMIT_USER_PER_HOUR,
      },
    },
    apiKeyLimitPerMinute: env.API_KEY_LIMIT_PER_MINUTE,
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE },
    retentionYears: env.RETENTION_YEARS,
    allowSelfApproval: env.ALLOW_SELF_APPROVAL,
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    mailFrom: env.MAIL_FROM,
    sendTestAllowlist: env.SEND_TEST_ALLOWLIST,
    publicUrl: env.PUBLIC_URL,
  };
}

/**
 * Explicit selection: AI_PROVIDER wins; otherwise a key or base URL means openai, and nothing
 * configured means the offline demo composer.
 */
function aiConfigFrom(env: Env): AiConfig {
  const configured = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  const provider = env.AI_PROVIDER ?? (configured ? "openai" : "offline");
  if (provider === "openai" && !configured) {
    throw new ConfigError(
      "Invalid configuration: AI_PROVIDER=openai needs OPENAI_API_KEY or OPENAI_BASE_URL.",
    );
  }
  return {
    provider,
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    imageModel: env.OPENAI_IMAGE_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    maxRetries: 2,
  };
}

/**
 * Without SESSION_SECRET, a secret is generated once and kept in DATA_DIR so sessions survive
 * restarts. In production on PostgreSQL several instances must share one secret, so it is
 * required there.
 */
function sessionSecretFor(dataDir: string, required: boolean): string {
  if (required) {
    throw new ConfigError(
      "Invalid configuration: SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set (every instance must share it).",
    );
  }
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** apps/web/dist, found from this file whether it runs as src/*.ts or bundled dist/*.js. */
function defaultWebDist(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");
}

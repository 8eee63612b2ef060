import path from "node:path";
import { z } from "zod";
import pkg from "../../package.json" with { type: "json" };

/**
 * Environment -> typed configuration. The only reader of process.env in the server (DESIGN.md).
 * Every variable is documented in the README's configuration table.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  BETTER_AUTH_SECRET: optional,
  BETTER_AUTH_URL: optional,
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(60),
  AUTH_ACCOUNT_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(5),
  AUTH_ACCOUNT_WINDOW_S: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_SMALL_MODEL: optional,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_MEAL_DEADLINE_MS: z.coerce.number().int().positive().default(45_000),
  AI_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_JOB_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(10),
  AI_JOB_POLL_S: z.coerce.number().min(0.5).max(60).default(2),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PAYMENT_LINK_PREMIUM: optional,
  STRIPE_PAYMENT_LINK_FAMILY: optional,
  STRIPE_CUSTOMER_PORTAL_URL: optional,
  /** Stripe's API, for cancelling a subscription when its account is deleted (tests point it at a local server) */
  STRIPE_API_BASE: z.string().url().default("https://api.stripe.com"),
  BILLING_DEMO: optional,
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: optional,
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  MAIL_FROM: z.string().default("Bocado <no-responder@bocado.local>"),
  CLIENT_DIR: z.string().default("dist/client"),
  OFF_BASE_URL: z.string().url().default("https://world.openfoodfacts.org"),
  OFF_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(4000),
  OFF_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().max(10_000).default(100),
  OFF_CONTACT: optional,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  dataDir: string;
  databaseUrl?: string;
  auth: {
    secret: string;
    baseUrl?: string;
    signInLimit: number;
    rateLimitWindowS: number;
    /** failed-or-not sign-in attempts per account (email) per accountWindowS, whatever the address */
    accountSignInLimit: number;
    accountWindowS: number;
  };
  /** reverse proxies in front of the app whose X-Forwarded-For entries are trusted (0: none) */
  trustProxy: number;
  /** outgoing mail: SMTP when SMTP_HOST is set, otherwise the development mailer (log + DATA_DIR/outbox) */
  mail: {
    from: string;
    smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string };
  };
  logLevel: Env["LOG_LEVEL"];
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    smallModel: string;
    timeoutMs: number;
    maxRetries: number;
    /** the most a meal analysis may take with a provider, every retry included */
    mealDeadlineMs: number;
  };
  /** background AI jobs (docs/decisions/0029), used when an AI provider is configured */
  jobs: {
    retryLimit: number;
    retryDelayS: number;
    pollingIntervalS: number;
    /** an attempt still running after this is presumed dead and retried */
    expireInS: number;
  };
  s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  stripe?: {
    secretKey?: string;
    webhookSecret: string;
    paymentLinkPremium: string;
    paymentLinkFamily: string;
    customerPortalUrl?: string;
    /** base URL of Stripe's REST API */
    apiBase: string;
  };
  /** The demo checkout is on without Stripe, except in production unless BILLING_DEMO=1. */
  billingDemo: boolean;
  clientDir: string;
  /** Open Food Facts product lookups for barcodes (issue 17 item 5) */
  openFoodFacts: {
    baseUrl: string;
    timeoutMs: number;
    /** product reads per minute from this instance (Open Food Facts asks for at most 100) */
    ratePerMinute: number;
    /** "Bocado/<version> (<contact>)", the User-Agent Open Food Facts asks API clients to send */
    userAgent: string;
  };
}

const DEV_SECRET = "bocado-development-secret-change-me-in-production-0123456789";

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Configuración inválida: ${issues}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.BETTER_AUTH_SECRET) {
    throw new Error("BETTER_AUTH_SECRET es obligatorio en producción (32 caracteres aleatorios o más).");
  }
  const stripe =
    e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PAYMENT_LINK_PREMIUM && e.STRIPE_PAYMENT_LINK_FAMILY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          paymentLinkPremium: e.STRIPE_PAYMENT_LINK_PREMIUM,
          paymentLinkFamily: e.STRIPE_PAYMENT_LINK_FAMILY,
          customerPortalUrl: e.STRIPE_CUSTOMER_PORTAL_URL,
          apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ""),
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    auth: {
      secret: e.BETTER_AUTH_SECRET ?? DEV_SECRET,
      baseUrl: e.BETTER_AUTH_URL,
      signInLimit: e.AUTH_SIGN_IN_LIMIT,
      rateLimitWindowS: e.AUTH_RATE_LIMIT_WINDOW_S,
      accountSignInLimit: e.AUTH_ACCOUNT_SIGN_IN_LIMIT,
      accountWindowS: e.AUTH_ACCOUNT_WINDOW_S,
    },
    trustProxy: e.TRUST_PROXY,
    mail: {
      from: e.MAIL_FROM,
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE === "1" || e.SMTP_PORT === 465,
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
          }
        : undefined,
    },
    logLevel: e.LOG_LEVEL,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      smallModel: e.AI_SMALL_MODEL ?? e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      mealDeadlineMs: e.AI_MEAL_DEADLINE_MS,
    },
    jobs: {
      retryLimit: e.AI_JOB_RETRIES,
      retryDelayS: e.AI_JOB_RETRY_DELAY_S,
      pollingIntervalS: e.AI_JOB_POLL_S,
      // every HTTP attempt the AI client makes, at its timeout, plus a minute for the database
      expireInS: Math.ceil((e.AI_TIMEOUT_MS * (e.AI_MAX_RETRIES + 1)) / 1000) + 60,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    stripe,
    billingDemo: !stripe && (e.NODE_ENV !== "production" || e.BILLING_DEMO === "1"),
    clientDir: path.resolve(e.CLIENT_DIR),
    openFoodFacts: {
      baseUrl: e.OFF_BASE_URL.replace(/\/+$/, ""),
      timeoutMs: e.OFF_TIMEOUT_MS,
      ratePerMinute: e.OFF_RATE_LIMIT_PER_MIN,
      // A header value is ASCII: anything else in the contact is dropped rather than failing every lookup.
      userAgent:
        `Bocado/${pkg.version} (${e.OFF_CONTACT ?? e.BETTER_AUTH_URL ?? "self-hosted instance, no contact set"})`.replace(
          /[^\x20-\x7e]/g,
          "",
        ),
    },
  };
}

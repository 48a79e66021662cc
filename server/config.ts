import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_USD_CAD_RATE,
  isValidRate,
  USD_CAD_RATE_MAX,
  USD_CAD_RATE_MIN,
} from '@common/rules/currency';
import { z } from 'zod';

const RATE_RULE = `must be CAD per 1 USD, ${USD_CAD_RATE_MIN} to ${USD_CAD_RATE_MAX}, at most 4 decimals`;

// Environment -> typed configuration. Every setting has an embedded default except the ones
// production must choose; a bad value stops the process at start with a clear message.
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // A streaming replica for public reads (searches, post and seller pages, landing pages, sitemaps).
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@partsyard.local'),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PartsYard <no-reply@partsyard.local>'),
  GEOCODER: z.union([z.literal('offline'), z.url()]).default('offline'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  TILE_URL: z.url().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CLOCK_NOW: z.iso.datetime({ offset: true }).optional(),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).default(60),
  JOB_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  // Five cron fields (UTC), or empty to send no digests; 13:00 UTC is the morning across Canada.
  ALERT_DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^$|^(\S+\s+){4}\S+$/, 'five cron fields (minute hour day month weekday), or empty')
    .default('0 13 * * *'),
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(10),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  USD_CAD_RATE: z.coerce
    .number({ error: RATE_RULE })
    .refine(isValidRate, RATE_RULE)
    .default(DEFAULT_USD_CAD_RATE),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
});

export interface TConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was set: only its origin is trusted. Unset (the default http://localhost:PORT), a
   * browser's request is also trusted from the origin it addressed (127.0.0.1, a LAN address).
   */
  publicUrlSet: boolean;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL: a replica for public reads; a user who wrote lately reads the primary. */
  databaseReadUrl?: string;
  /** Connections in each PostgreSQL pool (primary, and the replica's) of this instance. */
  databasePoolSize: number;
  /** After a write, this user's reads go to the primary for this many seconds (a replica may lag). */
  readAfterWriteSeconds: number;
  /** REDIS_URL: rate limits (ours and the auth library's) counted in Redis, shared by every instance. */
  redisUrl?: string;
  /** GET /metrics answers a request with `Authorization: Bearer <METRICS_TOKEN>`. */
  metricsToken?: string;
  /** A second listener on this port serves /metrics only, without a token (keep it off the internet). */
  metricsPort?: number;
  authSecret: string;
  adminEmail: string;
  /** Addresses granted the admin role when they verify their email. */
  adminEmails: string[];
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  tileUrl: string;
  tileAttribution: string;
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl?: string;
    forcePathStyle: boolean;
  };
  /** Test runs only: the business clock starts at this moment (and runs on from there). */
  clockNow?: Date;
  /** How often the lifetime jobs run (expire, delete sold, clean unpaid carts); 0 turns them off. */
  jobsIntervalSeconds: number;
  /**
   * A message no open tab of its receiver got within this many seconds is emailed (at most one email
   * per conversation every 15 minutes); the job runs this often. 0 turns the emails off.
   */
  messageMailDelaySeconds: number;
  /** This instance runs background jobs (false: it only queues them, for web-only instances). */
  jobWorkers: boolean;
  /** How often the job queue looks for jobs whose instance died (they run again) and cleans up. */
  jobSuperviseSeconds: number;
  /** When the saved searches' daily digest goes out (cron, UTC); '' sends none. */
  alertDigestCron: string;
  /** Seconds a SIGTERM/SIGINT stop may take (drain requests, finish a job, close the database); then exit 1. */
  shutdownTimeoutSeconds: number;
  /**
   * After a SIGTERM, seconds to go on accepting and answering while readiness says 503, so a load
   * balancer that polls readiness stops sending before the listener closes (0: close at once).
   */
  shutdownDrainSeconds: number;
  /** 'offline' (the bundled gazetteer) or the base URL of a Nominatim-compatible service. */
  geocoder: 'offline' | string;
  trustProxy: boolean;
  /** Requests one address may make per minute on any route (stricter limits apply to some). */
  rateLimitPerMinute: number;
  /** Seed about 200 demo posts on a new embedded database (never with DATABASE_URL). */
  demoData: boolean;
  /** CAD per 1 USD until an admin sets the rate on the dashboard (prices compared and converted). */
  usdCadRate: number;
  /** Web Push keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; unset, they are made once into DATA_DIR/vapid.json. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** Who push services may contact about our pushes: VAPID_SUBJECT, else an https PUBLIC_URL, else mailto:ADMIN_EMAIL. */
  vapidSubject: string;
  webDist: string;
}

/** Reads and checks the environment; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.CLOCK_NOW && e.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  CLOCK_NOW: only for test runs (NODE_ENV=test)');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)');
  }
  if (e.SHUTDOWN_DRAIN_SECONDS >= e.SHUTDOWN_TIMEOUT) {
    throw new Error(
      'Invalid configuration:\n  SHUTDOWN_DRAIN_SECONDS: must be less than SHUTDOWN_TIMEOUT (the stop must finish after the drain)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary) too');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    readAfterWriteSeconds: e.READ_AFTER_WRITE_SECONDS,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    geocoder: e.GEOCODER,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    messageMailDelaySeconds: e.MESSAGE_MAIL_DELAY_SECONDS,
    jobWorkers: e.JOB_WORKERS,
    jobSuperviseSeconds: e.JOB_SUPERVISE_SECONDS,
    alertDigestCron: e.ALERT_DIGEST_CRON,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    clockNow: e.CLOCK_NOW ? new Date(e.CLOCK_NOW) : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    demoData: e.DEMO_DATA,
    usdCadRate: e.USD_CAD_RATE,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : `mailto:${e.ADMIN_EMAIL}`),
    webDist: path.resolve(import.meta.dirname, '../web/dist'),
  };
}

// On the embedded default a random secret is made once and kept beside the data, so sessions
// survive restarts without the owner having to choose one.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Every environment variable the server reads (README.md's configuration table lists each). */
export const SETTING_NAMES: readonly string[] = Object.keys(ZEnv.shape);

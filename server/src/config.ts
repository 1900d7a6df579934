import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { gstinProblem, gstStateName, normaliseGstin } from '@chitra/contract/gst';

/**
 * The one place the server reads its environment. Parsed once with zod; in
 * production every missing key is listed in a single message instead of the
 * server quietly falling back to demo parts.
 */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** 203.0.113.7, 10.0.0.0/8, 2001:db8::/32 */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  return n >= 0 && n <= (version === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** The built storefront; `npm run build` writes it to web/dist. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'json' (pino's lines, for load balancers and log shippers) or 'pretty' (a line a person reads); unset, pretty only in development at a terminal. */
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
  /**
   * Which proxies' X-Forwarded-For to believe: 'false' (none: the socket's
   * address is the client's), 'true' (any: only behind a proxy nothing else
   * can reach), or the proxies' addresses and CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (['false', '0', ''].includes(v)) return false;
      if (['true', '1'].includes(v)) return true;
      const entries = v.split(',').map((e) => e.trim());
      const bad = entries.find((e) => !isAddressOrRange(e));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${JSON.stringify(bad)}` });
        return z.NEVER;
      }
      return entries;
    }),

  DATABASE_URL: optionalString,
  /**
   * What this instance does (decision 058): 'all' serves the shop and runs
   * the background jobs (one instance, the default); 'web' serves and runs
   * no job; 'worker' runs the jobs and serves nothing (no port). A sale's
   * requests then never queue in front of its receipts. Split roles need
   * DATABASE_URL: a PGlite database has one owner.
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** Connections this instance opens to DATABASE_URL (PostgreSQL only). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * 'false' behind a pooler in transaction mode (PgBouncer before 1.21):
   * statements go unnamed, so none outlives the transaction that made it.
   * Necessary, not sufficient with PgBouncer 1.18 under load (decision 022).
   */
  DATABASE_PREPARE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  REDIS_URL: optionalString,
  /**
   * S3-compatible storage for the pictures (AWS S3, MinIO, R2…): set all of
   * S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none (a folder in
   * DATA_DIR). Originals live under `originals/`, public media under `media/`.
   */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /**
   * Where browsers reach the store, when S3_ENDPOINT is an address only the
   * servers know: single-picture download links then redirect to a
   * short-lived presigned URL on it. Unset with S3_ENDPOINT set, downloads
   * stream through the app.
   */
  S3_PUBLIC_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Where browsers fetch public media from when not through this server (a CDN in front of the bucket's media/ prefix). */
  MEDIA_BASE_URL: optionalString.pipe(z.url().optional()),
  /** On SIGTERM: how long requests in flight (a long download) may run before the process exits anyway. */
  SHUTDOWN_GRACE_S: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * On SIGTERM: how long /readyz answers 503 while the instance still serves,
   * before its listener closes, so the load balancer's checks (HAProxy:
   * every 2 s, down after 2) take it out first and nothing is refused.
   */
  SHUTDOWN_DELAY_S: z.coerce.number().int().min(0).max(300).default(5),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  /**
   * The demo mailbox's key (dev/mail?key=…). Unset, each start makes one
   * and logs the mailbox's URL with it; set it so that instances behind one
   * address share a mailbox. Characters a URL carries as they are.
   */
  DEV_MAIL_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._~-]*$/, 'must be URL-safe: letters, digits, - . _ ~')
      .min(16, 'must be at least 16 characters')
      .max(256, 'must be at most 256 characters')
      .optional(),
  ),
  TOKEN_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Demo gateway: how long after a payment it delivers the webhook (Razorpay's come within seconds). */
  SIMULATED_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(2000),

  SHOP_NAME: z.string().default('Chitra Studio'),
  SHOP_ADDRESS: z.string().default('Shop 4, Navapur Road, Boisar, Palghar district, Maharashtra 401501, India'),
  SHOP_PHONE: z.string().default('+91 98765 43210'),
  SHOP_EMAIL: z.email().default('support@chitra.example'),
  SHOP_LINKEDIN: z.url().default('https://www.linkedin.com/company/chitra-studio'),
  SHOP_INSTAGRAM: z.url().default('https://www.instagram.com/chitra.studio'),

  /**
   * GST (decision 054). The shop's GSTIN, checked at start (format, state
   * code, check character); 'none' for an unregistered shop, whose documents
   * are receipts with no tax. Unset: the demo's obviously fake GSTIN with
   * simulated payments, unregistered with real ones.
   */
  GST_GSTIN: optionalString,
  /** The legal name and address the invoices print; SHOP_NAME and SHOP_ADDRESS when unset. */
  GST_LEGAL_NAME: optionalString,
  GST_ADDRESS: optionalString,
  /** An unregistered shop's state (GST code); a registered one's comes from its GSTIN. */
  GST_STATE: optionalString.pipe(
    z
      .string()
      .regex(/^\d{2}$/, 'must be a two-digit GST state code')
      .optional(),
  ),
  /** The rate on licences to digital photographs, percent. */
  GST_RATE: z.coerce.number().min(0).max(40).default(18),
  /** The rate on printed photographs (and their shipping), percent; GST_RATE when unset. */
  GST_PRINT_RATE: z.coerce.number().min(0).max(40).optional(),
  /** SAC of a licence to reproduce a photograph (an artistic work): 997333. */
  GST_SAC: z
    .string()
    .regex(/^\d{4,8}$/, 'must be 4 to 8 digits')
    .default('997333'),
  /** HSN of a printed photograph: 49119100 (pictures, designs and photographs). */
  GST_HSN: z
    .string()
    .regex(/^\d{4,8}$/, 'must be 4 to 8 digits')
    .default('49119100'),
});

/** The demo's GSTIN: all A's and 0's, obviously nobody's, and its check character is right (27: Maharashtra). */
const DEMO_GSTIN = '27AAAAA0000A1Z2';

/** Keys production refuses to start without (docs/architecture.md §2). */
export const PRODUCTION_REQUIRED_KEYS = [
  'DATABASE_URL',
  'SMTP_URL',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'TOKEN_SECRET',
  // The per-address request limit is counted in Redis so that every instance counts together.
  'REDIS_URL',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Demo shop: payments go through the simulated gateway (never in production). */
  demo: boolean;
  port: number;
  host: string;
  dataDir: string;
  webDist: string;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Pino's JSON lines, or one readable line per request (decision 042). */
  logFormat: 'pretty' | 'json';
  /** Fastify's `trustProxy`: none, any, or these addresses and ranges. */
  trustProxy: boolean | string[];
  /** Serves requests, runs the job queue, or both (ROLE). */
  role: { serves: boolean; runsJobs: boolean; name: 'all' | 'web' | 'worker' };
  databaseUrl: string | undefined;
  database: { poolMax: number; prepare: boolean };
  redisUrl: string | undefined;
  /** S3-compatible storage, or undefined for a folder in DATA_DIR. */
  s3: S3Config | undefined;
  /** Public media's URL prefix when a CDN or the bucket serves it (no trailing slash). */
  mediaBaseUrl: string | undefined;
  shutdownGraceMs: number;
  /** SIGTERM only: serve this long while reporting not ready, then close the listener. */
  shutdownDelayMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The key the demo mailbox asks for: DEV_MAIL_KEY, or 128 random bits made at this start. */
  devMailKey: string;
  tokenSecret: string;
  payment: {
    provider: 'razorpay' | 'simulated';
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    checkoutScript: string;
    /** Simulated gateway only: delay before it delivers a webhook. */
    simulatedWebhookDelayMs: number;
  };
  shop: {
    name: string;
    address: string;
    phone: string;
    email: string;
    linkedin: string;
    instagram: string;
  };
  gst: GstConfig;
};

/** What the tax documents say of the shop, and the rates and codes they apply (decision 054). */
export type GstConfig = {
  /** Null for an unregistered shop: its documents are receipts with no tax. */
  gstin: string | null;
  /** True when `gstin` is the demo's fake one. */
  demoGstin: boolean;
  legalName: string;
  addressLines: string[];
  /** The shop's state: from the GSTIN when registered. */
  state: { code: string; name: string };
  /** Basis points: 1800 is 18 %. */
  rateBp: number;
  printRateBp: number;
  sac: string;
  hsn: string;
};

const toBp = (percent: number) => Math.round(percent * 100);

/** The GST settings, checked: a GSTIN that fails its check stops the start with the reason. */
function gstConfig(env: z.infer<typeof EnvSchema>, demoPayments: boolean): GstConfig {
  const given = env.GST_GSTIN === undefined ? (demoPayments ? DEMO_GSTIN : 'none') : env.GST_GSTIN;
  const gstin = given.toLowerCase() === 'none' ? null : normaliseGstin(given);
  if (gstin !== null) {
    const problem = gstinProblem(gstin);
    if (problem) throw new ConfigError(`Invalid configuration:\n  GST_GSTIN: ${problem} (${JSON.stringify(gstin)})`);
  }
  const stateCode = gstin?.slice(0, 2) ?? env.GST_STATE ?? '27';
  if (gstin !== null && env.GST_STATE !== undefined && env.GST_STATE !== stateCode) {
    throw new ConfigError(`Invalid configuration:\n  GST_STATE: ${env.GST_STATE} differs from the GSTIN's state ${stateCode}; leave it unset`);
  }
  const stateName = gstStateName(stateCode);
  if (stateName === undefined) throw new ConfigError(`Invalid configuration:\n  GST_STATE: ${stateCode} is not a GST state code`);
  const address = env.GST_ADDRESS ?? env.SHOP_ADDRESS;
  return {
    gstin,
    demoGstin: gstin === DEMO_GSTIN,
    legalName: env.GST_LEGAL_NAME ?? env.SHOP_NAME,
    // One line per '|' or comma-separated part, as a letterhead prints it.
    addressLines: address
      .split(/\s*[|\n]\s*/)
      .flatMap((line) => (line.length > 60 ? line.split(/,\s*/) : [line]))
      .filter((line) => line !== ''),
    state: { code: stateCode, name: stateName },
    rateBp: toBp(env.GST_RATE),
    printRateBp: toBp(env.GST_PRINT_RATE ?? env.GST_RATE),
    sac: env.GST_SAC,
    hsn: env.GST_HSN,
  };
}

export type S3Config = {
  endpoint: string | undefined;
  publicEndpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const SIMULATED_CHECKOUT_SCRIPT = '/api/v1/payments/simulated/checkout.js';

/**
 * Secrets the demo needs but nobody configured are made once and kept in
 * DATA_DIR, so that sessions and signatures survive a restart.
 */
function demoSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Written whole under a name of its own, then linked into place: two
    // servers starting together on one DATA_DIR agree on the first one's
    // secret, and neither reads a half-written file.
    const secret = randomBytes(32).toString('hex');
    const draft = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    writeFileSync(draft, secret, { mode: 0o600 });
    try {
      linkSync(draft, file);
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return readFileSync(file, 'utf8').trim();
    } finally {
      unlinkSync(draft);
    }
  }
}

/**
 * The environment, and whether standard output is a terminal: the log is
 * readable (LOG_FORMAT=pretty) by default only when a person is watching it.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, stdoutIsTerminal: boolean = process.stdout.isTTY === true): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';

  if (production) {
    const missing = PRODUCTION_REQUIRED_KEYS.filter((key) => env[key] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start in production without: ${missing.join(', ')}. ` + 'Set them, or run without NODE_ENV=production for the demo shop.',
      );
    }
  }

  // Production's lines are read by programs (load balancers, log shippers): JSON, whatever the terminal.
  if (production && env.LOG_FORMAT === 'pretty') {
    throw new ConfigError(
      'Invalid configuration:\n  LOG_FORMAT: production logs JSON for the programs that read it; pipe it through `npx pino-pretty` to read it.',
    );
  }

  const s3Keys = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some((v) => v !== undefined) && s3Keys.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set all three for S3 storage, or none for DATA_DIR.',
    );
  }

  if (env.ROLE !== 'all' && env.DATABASE_URL === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: ${env.ROLE} shares the work with other instances through PostgreSQL; set DATABASE_URL (a PGlite database has one owner), or leave ROLE unset.`,
    );
  }

  const dataDir = resolve(env.DATA_DIR);
  // The simulated gateway stands in until real keys are given (production
  // cannot get here without them).
  const demoPayments = env.RAZORPAY_KEY_ID === undefined || env.RAZORPAY_KEY_SECRET === undefined;
  const secret = (value: string | undefined, name: string) => value ?? demoSecret(dataDir, name);

  return {
    env: env.NODE_ENV,
    demo: demoPayments,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    webDist: resolve(env.WEB_DIST),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' && stdoutIsTerminal ? 'pretty' : 'json'),
    trustProxy: env.TRUST_PROXY,
    role: { name: env.ROLE, serves: env.ROLE !== 'worker', runsJobs: env.ROLE !== 'web' },
    databaseUrl: env.DATABASE_URL,
    database: { poolMax: env.DATABASE_POOL_MAX, prepare: env.DATABASE_PREPARE },
    redisUrl: env.REDIS_URL,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            publicEndpoint: env.S3_PUBLIC_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    mediaBaseUrl: env.MEDIA_BASE_URL?.replace(/\/+$/, ''),
    shutdownGraceMs: env.SHUTDOWN_GRACE_S * 1000,
    shutdownDelayMs: env.SHUTDOWN_DELAY_S * 1000,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SHOP_NAME} <${env.SHOP_EMAIL}>`,
    // Not kept in DATA_DIR: a key that is never written down is printed afresh at each start.
    devMailKey: env.DEV_MAIL_KEY ?? randomBytes(16).toString('base64url'),
    tokenSecret: secret(env.TOKEN_SECRET, 'token-secret'),
    payment: demoPayments
      ? {
          provider: 'simulated',
          keyId: 'rzp_test_chitrademo',
          keySecret: secret(undefined, 'gateway-key-secret'),
          // Set, the simulated gateway signs its webhooks with it as Razorpay would, and the webhook route checks them with it.
          webhookSecret: secret(env.RAZORPAY_WEBHOOK_SECRET, 'gateway-webhook-secret'),
          checkoutScript: SIMULATED_CHECKOUT_SCRIPT,
          simulatedWebhookDelayMs: env.SIMULATED_WEBHOOK_DELAY_MS,
        }
      : {
          provider: 'razorpay',
          keyId: env.RAZORPAY_KEY_ID ?? '',
          keySecret: env.RAZORPAY_KEY_SECRET ?? '',
          webhookSecret: secret(env.RAZORPAY_WEBHOOK_SECRET, 'gateway-webhook-secret'),
          checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
          simulatedWebhookDelayMs: env.SIMULATED_WEBHOOK_DELAY_MS,
        },
    shop: {
      name: env.SHOP_NAME,
      address: env.SHOP_ADDRESS,
      phone: env.SHOP_PHONE,
      email: env.SHOP_EMAIL,
      linkedin: env.SHOP_LINKEDIN,
      instagram: env.SHOP_INSTAGRAM,
    },
    gst: gstConfig(env, demoPayments),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The demo parts (the outbox readable at /api/v1/dev/mail, with its OTP codes
 * and reset links, and the simulated gateway) are for one person trying the
 * shop on their own machine. Listening beyond loopback with them on deserves
 * a loud line at start: this is it, or undefined when all is well.
 */
export function demoPartsWarning(config: Pick<Config, 'host' | 'smtpUrl' | 'demo' | 'env'>): string | undefined {
  const parts = [
    ...(config.smtpUrl || config.env === 'production'
      ? []
      : ['the demo mailbox at /api/v1/dev/mail (every OTP code and reset link, for whoever holds its key)']),
    ...(config.demo ? ['simulated payments'] : []),
  ];
  if (parts.length === 0 || LOOPBACK.has(config.host)) return undefined;
  return `WARNING: listening on ${config.host} with demo parts on: ${parts.join(' and ')}. Anyone who can reach this address can pay with test money, and anyone who learns the mailbox's key can read customers' codes. Set SMTP_URL and the Razorpay keys, or listen on 127.0.0.1.`;
}

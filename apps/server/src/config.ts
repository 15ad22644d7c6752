import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Loopback by default: reachable from other machines only when asked (HOST=0.0.0.0, or behind a proxy). */
    HOST: z.string().default('localhost'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_ISSUER: z.string().default('club-pulse'),
    JWT_AUDIENCE: z.string().default('club-pulse-web'),
    SMTP_URL: z.string().optional(),
    /** A PEM file of the authority that signed the SMTP server's certificate (a private one). */
    SMTP_CA_FILE: z.string().optional(),
    MAIL_FROM: z.string().default('Club Pulse <no-reply@clubpulse.example>'),
    PUBLIC_URL: z.string().url().optional(),
    API_URL: z.string().default(''),
    DEMO_DATA: bool.optional(),
    CAPTCHA_ENABLED: bool.default(true),
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    RATE_LIMIT_ENABLED: bool.default(true),
    /**
     * Whose X-Forwarded-For to believe: unset or `false`, nobody (the client address is the connection's);
     * a number, that many proxies in front; else a comma-separated list of proxy addresses or CIDR ranges
     * (or proxy-addr's names loopback, linklocal, uniquelocal).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => parseTrustProxy(v, ctx)),
    /** After SIGTERM: how long to keep serving (readiness already 503) before closing. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(1500),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Cheaper argon2 in automated tests only; never accepted in production. */
    PASSWORD_HASH_FAST: bool.default(false),
    /** Whether this instance runs the reminders' job engine (pg-boss): on by default; off on some instances of many. */
    REMINDERS_WORKER: bool.default(true),
    /** Whether /api/docs (the OpenAPI document and its page) is served: yes unless in production, where it is asked for. */
    API_DOCS: bool.optional(),
    /** Serves GET /metrics (Prometheus) to a scraper that sends this token; unset, there is no /metrics. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Worker threads that draw PDF exports off the event loop (modules/reports/pdf-renderer.ts): by default one per
     * core but one, at least one and at most two; 0 draws them on the event loop (for measuring only).
     */
    PDF_THREADS: z.coerce.number().int().min(0).max(8).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
      if (env.DEMO_DATA) ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo data is never loaded in production' });
      if (env.PASSWORD_HASH_FAST) ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_FAST'], message: 'not allowed in production' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  const v = value?.trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => {
    if (PROXY_NAMES.has(e)) return false;
    const [address, bits, ...rest] = e.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (v === 'true' || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `a number of proxies, or proxy addresses / CIDR ranges separated by commas (not ${v === 'true' ? '"true": that would let any client choose its address' : bad.join(', ')})`,
    });
  }
  return entries;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** `memory://` keeps an embedded database in memory (tests). */
  /** Unset: a random secret generated at first start and kept in the database (see lib/installation-secrets.ts). */
  jwtSecret?: string;
  jwtIssuer: string;
  jwtAudience: string;
  smtpUrl?: string;
  smtpCaFile?: string;
  mailFrom: string;
  publicUrl: string;
  /** PUBLIC_URL as set (publicUrl falls back to localhost): the client's share links use it when there is one. */
  configuredPublicUrl?: string;
  apiUrl: string;
  demoData: boolean;
  captcha: { enabled: boolean; maxNumber: number; secret?: string };
  rateLimitEnabled: boolean;
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  shutdownGraceMs: number;
  webDist?: string;
  passwordHashFast: boolean;
  remindersWorker: boolean;
  apiDocs: boolean;
  metricsToken?: string;
  pdfThreads: number;
  version: string;
}

/** The configuration with its secrets settled (given, or generated and kept with the data). */
export type ResolvedConfig = Config & { jwtSecret: string; captcha: Config['captcha'] & { secret: string } };

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    // One line (it is what an operator reads when the server does not start): every variable that is wrong.
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`invalid configuration: ${issues.join('; ')}.`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    jwtIssuer: env.JWT_ISSUER,
    jwtAudience: env.JWT_AUDIENCE,
    smtpUrl: env.SMTP_URL,
    smtpCaFile: env.SMTP_CA_FILE,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    configuredPublicUrl: env.PUBLIC_URL,
    apiUrl: env.API_URL,
    demoData: env.NODE_ENV === 'production' ? false : (env.DEMO_DATA ?? !env.DATABASE_URL),
    captcha: {
      enabled: env.CAPTCHA_ENABLED,
      maxNumber: env.CAPTCHA_MAX_NUMBER,
      secret: env.CAPTCHA_SECRET,
    },
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    webDist: env.WEB_DIST,
    passwordHashFast: env.PASSWORD_HASH_FAST,
    remindersWorker: env.REMINDERS_WORKER,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    metricsToken: env.METRICS_TOKEN,
    // On two cores, two threads beside the event loop held it up to 200 ms; one, up to 70 (docs/performance.md).
    pdfThreads: env.PDF_THREADS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    version: '0.1.0',
  };
}

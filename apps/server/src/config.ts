import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_ISSUER: z.string().default('club-pulse'),
    JWT_AUDIENCE: z.string().default('club-pulse-web'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Club Pulse <no-reply@clubpulse.example>'),
    PUBLIC_URL: z.string().url().optional(),
    API_URL: z.string().default(''),
    DEMO_DATA: bool.optional(),
    CAPTCHA_ENABLED: bool.default(true),
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    CAPTCHA_SECRET: z.string().optional(),
    RATE_LIMIT_ENABLED: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Cheaper argon2 in automated tests only; never accepted in production. */
    PASSWORD_HASH_FAST: bool.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
      if (env.DEMO_DATA) ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo data is never loaded in production' });
      if (env.PASSWORD_HASH_FAST) ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_FAST'], message: 'not allowed in production' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** `memory://` keeps an embedded database in memory (tests). */
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  apiUrl: string;
  demoData: boolean;
  captcha: { enabled: boolean; maxNumber: number; secret: string };
  rateLimitEnabled: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist?: string;
  passwordHashFast: boolean;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Outside production a fixed development secret keeps `npm start` zero-configuration.
  const jwtSecret = env.JWT_SECRET ?? 'development-only-secret-change-me-in-production-0123456789';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    jwtSecret,
    jwtIssuer: env.JWT_ISSUER,
    jwtAudience: env.JWT_AUDIENCE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    apiUrl: env.API_URL,
    demoData: env.NODE_ENV === 'production' ? false : (env.DEMO_DATA ?? !env.DATABASE_URL),
    captcha: {
      enabled: env.CAPTCHA_ENABLED,
      maxNumber: env.CAPTCHA_MAX_NUMBER,
      secret: env.CAPTCHA_SECRET ?? `${jwtSecret}:captcha`,
    },
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    passwordHashFast: env.PASSWORD_HASH_FAST,
    version: '0.1.0',
  };
}

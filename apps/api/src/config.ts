import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@souk/shared/constants';

/**
 * Configuration from the environment, parsed once at start. A bad value stops start-up with a
 * message naming the variable (STYLE.md "One contract, one error model").
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Souk <no-reply@souk.tn>'),
  SUPPORT_EMAIL: z.email().default('support@souk.tn'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .default(LIMITS.searchPerMinutePerAddress),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'konnect']).default('sandbox'),
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  KONNECT_API_KEY: z.string().min(8).optional(),
  KONNECT_WALLET_ID: z.string().min(8).optional(),
  KONNECT_BASE_URL: z.url().default('https://api.preprod.konnect.network'),
  // the marketplace's legal details, printed on every invoice (decision 028)
  SOUK_LEGAL_NAME: z.string().min(2).max(200).default('Souk SARL'),
  SOUK_TAX_ID: z.string().min(2).max(60).default('1234567/A/M/000'),
  SOUK_ADDRESS: z.string().min(2).max(300).default('Les Berges du Lac, 1053 Tunis, Tunisia'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  seed: 'demo' | 'none';
  logLevel: string;
  webDist: string | undefined;
  /** behind a load balancer: take the client address from X-Forwarded-For */
  trustProxy: boolean;
  /** requests per minute per client address on the whole API; 0 turns the ceiling off */
  rateLimitPerMinute: number;
  /** searches and facet counts per minute per address (and a few at once); 0 turns both off */
  searchRateLimitPerMinute: number;
  /** how long anonymous catalogue answers are reused; 0 turns the micro-cache off */
  responseCacheSeconds: number;
  /** card payments: the in-app sandbox gateway, or Konnect (decision 010) */
  payments: {
    provider: 'sandbox' | 'konnect';
    /** an online order unpaid for this long is cancelled and its stock given back */
    timeoutMinutes: number;
    konnect: { apiKey: string; walletId: string; baseUrl: string } | null;
  };
  /** the marketplace's legal name, address and tax id (matricule fiscal), on invoices */
  legal: { name: string; address: string; taxId: string };
};

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'konnect' && !(e.KONNECT_API_KEY && e.KONNECT_WALLET_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: konnect needs KONNECT_API_KEY and KONNECT_WALLET_ID',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    responseCacheSeconds: e.RESPONSE_CACHE_SECONDS,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      timeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
      konnect:
        e.KONNECT_API_KEY && e.KONNECT_WALLET_ID
          ? {
              apiKey: e.KONNECT_API_KEY,
              walletId: e.KONNECT_WALLET_ID,
              baseUrl: e.KONNECT_BASE_URL.replace(/\/$/, ''),
            }
          : null,
    },
    legal: { name: e.SOUK_LEGAL_NAME, address: e.SOUK_ADDRESS, taxId: e.SOUK_TAX_ID },
  };
}

/** Without JWT_SECRET, a secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

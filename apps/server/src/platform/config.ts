import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoginThrottleConfig {
  /** Failures of one user name within the window that lock it. */
  maxUserFailures: number;
  /** Failures from one address within the window that lock it. */
  maxAddressFailures: number;
  windowMinutes: number;
  lockMinutes: number;
  /** Failures after which each further failure is answered more slowly. */
  slowAfter: number;
  delayStepMs: number;
  maxDelayMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** postgres:// URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built web app served at /, when present. */
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  sessionDays: number;
  loginThrottle: LoginThrottleConfig;
  /** Seed demo data when the database has no organisation yet. */
  seedDemo: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export const defaultLoginThrottle: LoginThrottleConfig = {
  maxUserFailures: 5,
  maxAddressFailures: 30,
  windowMinutes: 15,
  lockMinutes: 15,
  slowAfter: 3,
  delayStepMs: 250,
  maxDelayMs: 2000,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    webDist: env.WEB_DIST === 'none' ? undefined : path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    sessionDays: int(env.SESSION_DAYS, 30),
    loginThrottle: {
      ...defaultLoginThrottle,
      maxUserFailures: int(env.LOGIN_MAX_USER_FAILURES, defaultLoginThrottle.maxUserFailures),
      maxAddressFailures: int(env.LOGIN_MAX_ADDRESS_FAILURES, defaultLoginThrottle.maxAddressFailures),
    },
    seedDemo: env.SEED_DEMO !== 'false',
  };
}

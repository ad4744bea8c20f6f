import { randomBytes } from 'node:crypto';
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
  storage: StorageConfig;
  /** 64 hex digits sealing stored secrets (camera passwords); absent: a key file in dataDir. */
  secretKey: string | undefined;
  /** Run background jobs in this process (tests run them on demand with `app.jobs.drain()`). */
  runJobs: boolean;
}

export interface StorageConfig {
  driver: 'local' | 's3';
  /** Root of the local driver's files. */
  localDir: string;
  /** Signs the local driver's upload policies. */
  secret: string;
  /** Where stored paths are read from: the prefix of spec section 9's image path rule. */
  mediaHost: string;
  s3: { endpoint: string | undefined; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
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
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const driver = env.STORAGE_DRIVER === 's3' ? 's3' : 'local';
  const s3 = {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET || 'kindergarten',
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
  return {
    port: int(env.PORT, 8080),
    // The demo's passwords are published: a server holding them is not on the network unless asked.
    host: env.HOST || (env.SEED_DEMO !== 'false' ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
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
    runJobs: env.RUN_JOBS !== 'false',
    secretKey: /^[0-9a-fA-F]{64}$/.test(env.SECRET_KEY ?? '') ? env.SECRET_KEY : undefined,
    storage: {
      driver,
      localDir: path.join(dataDir, 'files'),
      secret: env.UPLOAD_SECRET || randomBytes(32).toString('hex'),
      mediaHost: env.MEDIA_HOST || (driver === 's3' ? `${s3.endpoint ?? ''}/${s3.bucket}` : '/files'),
      s3,
    },
  };
}

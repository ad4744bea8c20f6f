import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How a failure throttle counts: failures within the window lock a key; later ones are answered more slowly. */
export interface ThrottleTiming {
  windowMinutes: number;
  lockMinutes: number;
  /** Failures after which each further failure is answered more slowly. */
  slowAfter: number;
  delayStepMs: number;
  maxDelayMs: number;
}

export interface LoginThrottleConfig extends ThrottleTiming {
  /** Failures of one user name within the window that lock it. */
  maxUserFailures: number;
  /** Failures from one address within the window that lock it. */
  maxAddressFailures: number;
}

/** Wrong serial-and-code pairs (machine activation, a kindergarten's registration): an 8-character code must not be guessed. */
export interface DeviceThrottleConfig extends ThrottleTiming {
  /** Failures naming one serial number within the window that lock it. */
  maxSerialFailures: number;
  /** Failures from one address within the window that lock it. */
  maxAddressFailures: number;
}

/** Stricter limits a route may declare (`config: { rateBucket }`) for work that costs much: counted besides the general limit. */
export const RATE_BUCKETS = ['export', 'import', 'upload', 'report'] as const;
export type RateBucket = (typeof RATE_BUCKETS)[number];

/** At most `max` requests per `windowSeconds` for one key. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** Signed-in routes, per session. */
  session: RateLimit;
  /** Machine routes (`/device/v1`), per machine. */
  device: RateLimit;
  /** Public routes, per address. */
  address: RateLimit;
  /** Per bucket, counted by the same key as the route's general limit. */
  buckets: Record<RateBucket, RateLimit>;
}

/** Where SMS go (README, "SMS provider"): the local outbox by default, or a real provider's API. */
export interface SmsConfig {
  provider: 'local' | 'aliyun';
  /** The provider's sign name and the template of a verification code (its one parameter is `code`). */
  signName: string;
  codeTemplate: string;
  aliyun: { accessKeyId: string; accessKeySecret: string; endpoint: string; timeoutMs: number };
  /** The local driver also appends each message to this file (JSON lines): the browser tests read codes there. */
  outboxFile: string | undefined;
}

/**
 * Online payment's channels (README, "Payment channels"), read from the environment once: the local one
 * unless PAY_LOCAL=off, Alipay when ALIPAY_APP_ID is set, WeChat Pay when WECHATPAY_MCH_ID is set (keys are
 * PEM text, `\n` may stand for line breaks). Each channel's fee is a rate in basis points of an order's
 * amount (PAY_LOCAL_FEE_BP, ALIPAY_FEE_BP, WECHATPAY_FEE_BP; 60 = 0.6 %, the providers' usual rate), booked
 * in the ledger when the channel pays an order.
 */
export interface PaymentConfig {
  local: boolean;
  /** The public address notifications are sent to, before `/pay/notify/<channel>`. */
  notifyBaseUrl: string;
  /** Minutes an order waits for its payment before it closes. */
  orderMinutes: number;
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway?: string } | undefined;
  wechatPay: { mchId: string; appId: string; serial: string; privateKey: string; apiV3Key: string; publicKeyId: string; publicKey: string } | undefined;
  feeBasisPoints: { local: number; alipay: number; wechatPay: number };
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
  deviceThrottle: DeviceThrottleConfig;
  rateLimit: RateLimitConfig;
  /** Seed demo data when the database has no organisation yet. */
  seedDemo: boolean;
  /** Past days of the demo history played at a first start (the browser tests read only the last few). */
  demoDays: number;
  storage: StorageConfig;
  sms: SmsConfig;
  payment: PaymentConfig;
  /** 64 hex digits sealing stored secrets (camera passwords); absent: a key file in dataDir. */
  secretKey: string | undefined;
  /** Run background jobs in this process (tests run them on demand with `app.jobs.drain()`). */
  runJobs: boolean;
  /** Days a finished or failed background job is kept before it is deleted. */
  jobRetentionDays: number;
  imports: ImportLimits;
  /**
   * A refused request whose body is still arriving: up to this many bytes (by its content-length) are
   * read and dropped so the connection serves the next request; a larger or unsized body closes it.
   */
  refusedBodyDrainBytes: number;
  database: DatabaseLimits;
  /** A request not answered within this time gets 503, and its remaining database work is refused (0: none). */
  requestTimeoutMs: number;
  disk: DiskReserveConfig;
  /** After SIGTERM the process exits within this time even if closing hangs. */
  shutdownTimeoutMs: number;
  /** Check every JSON answer against its declared schema (a mismatch is a 500): on in tests, off in service. */
  checkAnswers: boolean;
  /**
   * A generic list's page is written as JSON by the database and sent as it is (on by default); off,
   * the server reads the rows and presents them itself (the same bytes, more of the server's CPU).
   */
  listsInDatabase: boolean;
  /** Addresses and CIDR ranges that may read /metrics, by the connection's own address; any other gets 404. */
  metricsAllow: string[];
  /** The hour (0 to 23) of each kindergarten's own clock from which its renewal reminders of the day go (RENEWAL_REMINDER_HOUR, default 9). */
  renewalReminderHour: number;
}

/** Bounds of an xlsx import, each checked while the file streams in and unpacks (never after). */
export interface ImportLimits {
  /** The uploaded file itself. */
  maxFileBytes: number;
  /** Entries of the zip archive, refused before anything is unpacked. */
  maxEntries: number;
  /** Bytes unpacked from the parts a sheet needs, counted as they are produced. */
  maxUnpackedBytes: number;
  /** Rows with a value below the header row. */
  maxRows: number;
}

/** How long anything may wait on the database before the request is answered 503 with Retry-After. */
export interface DatabaseLimits {
  poolMax: number;
  /** Wait for a connection (a free one from the pool, or a new one), PGlite's turn included. */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (`statement_timeout`; 0: none). */
  statementTimeoutMs: number;
  /** The client gives up on a statement's answer (network or server stuck; `query_timeout`; 0: none). */
  queryTimeoutMs: number;
  /** /healthz's own probe. */
  healthTimeoutMs: number;
  /** Sent as Retry-After with every 503 the database causes. */
  retryAfterSeconds: number;
}

export interface DiskReserveConfig {
  /** A folder on the database's disk: PGlite's own data folder; for PostgreSQL, DATABASE_DISK_PATH (unset: not checked). */
  path: string | undefined;
  /** Writes are refused with 507 while the free space there is below this. */
  reserveBytes: number;
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

const MIB = 1024 * 1024;

export const defaultImportLimits: ImportLimits = {
  maxFileBytes: 5 * MIB,
  maxEntries: 500,
  maxUnpackedBytes: 16 * MIB,
  // A kindergarten's children or staff, or a group's kindergartens, in one go.
  maxRows: 5_000,
};

export const defaultDeviceThrottle: DeviceThrottleConfig = {
  maxSerialFailures: 5,
  maxAddressFailures: 20,
  windowMinutes: 15,
  lockMinutes: 15,
  slowAfter: 3,
  delayStepMs: 250,
  maxDelayMs: 2000,
};

/**
 * High enough for people and machines at work and for the demo's first start, which plays a month
 * through the device API (about 1,150 requests and 1,060 photo authorisations per machine and 2,150
 * uploads from one address in 25 s, measured); a month of exports or imports is never this fast.
 */
export const defaultRateLimit: RateLimitConfig = {
  enabled: true,
  session: { max: 1200, windowSeconds: 60 },
  device: { max: 3000, windowSeconds: 60 },
  address: { max: 3000, windowSeconds: 60 },
  buckets: {
    export: { max: 20, windowSeconds: 60 },
    import: { max: 10, windowSeconds: 60 },
    upload: { max: 3000, windowSeconds: 3600 },
    report: { max: 10, windowSeconds: 60 },
  },
};

/** `RATE_LIMIT_X=1200` (per the default window) or `1200/60` (requests per seconds). */
function rateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value ?? '');
  if (!match) return fallback;
  const windowSeconds = match[2] === undefined ? fallback.windowSeconds : Number(match[2]);
  return { max: Number(match[1]), windowSeconds: windowSeconds > 0 ? windowSeconds : fallback.windowSeconds };
}

/** Loopback only unless METRICS_ALLOW says otherwise (`none`: no one). */
export const defaultMetricsAllow = ['127.0.0.0/8', '::1'];

/** The renewal reminders' local hour unless configured: the morning, when the office reads its messages. */
export const DEFAULT_RENEWAL_REMINDER_HOUR = 9;

/** RENEWAL_REMINDER_HOUR: a whole hour from 0 to 23 (`9` or `09`); a mistyped one stops the start rather than send at an hour nobody chose. */
export function renewalReminderHour(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RENEWAL_REMINDER_HOUR;
  const hour = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(hour >= 0 && hour <= 23)) throw new Error(`RENEWAL_REMINDER_HOUR must be a whole hour from 0 to 23, not "${value}"`);
  return hour;
}

function addressList(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim() === 'none') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A channel's fee unless configured: 0.6 %, the usual rate of Alipay's and WeChat Pay's merchants. */
export const DEFAULT_FEE_BASIS_POINTS = 60;

const pem = (v: string | undefined) => (v ?? '').replace(/\\n/g, '\n');
/** A fee rate in basis points: a whole number from 0 to 10,000 (100 %), else the fallback. */
const basisPoints = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 && n <= 10_000 ? n : fallback;
};

function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  return {
    local: env.PAY_LOCAL !== 'off',
    notifyBaseUrl: (env.PAY_NOTIFY_BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, ''),
    orderMinutes: Math.max(1, Number(env.PAY_ORDER_MINUTES) || 30),
    alipay: env.ALIPAY_APP_ID
      ? {
          appId: env.ALIPAY_APP_ID,
          privateKey: pem(env.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
          ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}),
        }
      : undefined,
    wechatPay: env.WECHATPAY_MCH_ID
      ? {
          mchId: env.WECHATPAY_MCH_ID,
          appId: env.WECHATPAY_APP_ID ?? '',
          serial: env.WECHATPAY_SERIAL ?? '',
          privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
          apiV3Key: env.WECHATPAY_API_V3_KEY ?? '',
          publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID ?? '',
          publicKey: pem(env.WECHATPAY_PUBLIC_KEY),
        }
      : undefined,
    feeBasisPoints: {
      local: basisPoints(env.PAY_LOCAL_FEE_BP, DEFAULT_FEE_BASIS_POINTS),
      alipay: basisPoints(env.ALIPAY_FEE_BP, DEFAULT_FEE_BASIS_POINTS),
      wechatPay: basisPoints(env.WECHATPAY_FEE_BP, DEFAULT_FEE_BASIS_POINTS),
    },
  };
}

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
    deviceThrottle: {
      ...defaultDeviceThrottle,
      maxSerialFailures: int(env.DEVICE_MAX_SERIAL_FAILURES, defaultDeviceThrottle.maxSerialFailures),
      maxAddressFailures: int(env.DEVICE_MAX_ADDRESS_FAILURES, defaultDeviceThrottle.maxAddressFailures),
    },
    rateLimit: {
      enabled: env.RATE_LIMIT !== 'off',
      session: rateLimit(env.RATE_LIMIT_SESSION, defaultRateLimit.session),
      device: rateLimit(env.RATE_LIMIT_DEVICE, defaultRateLimit.device),
      address: rateLimit(env.RATE_LIMIT_ADDRESS, defaultRateLimit.address),
      buckets: {
        export: rateLimit(env.RATE_LIMIT_EXPORT, defaultRateLimit.buckets.export),
        import: rateLimit(env.RATE_LIMIT_IMPORT, defaultRateLimit.buckets.import),
        upload: rateLimit(env.RATE_LIMIT_UPLOAD, defaultRateLimit.buckets.upload),
        report: rateLimit(env.RATE_LIMIT_REPORT, defaultRateLimit.buckets.report),
      },
    },
    seedDemo: env.SEED_DEMO !== 'false',
    demoDays: Math.min(int(env.DEMO_DAYS, 31), 62),
    runJobs: env.RUN_JOBS !== 'false',
    jobRetentionDays: int(env.JOB_RETENTION_DAYS, 14),
    checkAnswers: env.CHECK_ANSWERS === 'true',
    listsInDatabase: env.LISTS_IN_DATABASE !== 'false',
    metricsAllow: addressList(env.METRICS_ALLOW, defaultMetricsAllow),
    renewalReminderHour: renewalReminderHour(env.RENEWAL_REMINDER_HOUR),
    imports: {
      maxFileBytes: int(env.IMPORT_MAX_FILE_MB, defaultImportLimits.maxFileBytes / MIB) * MIB,
      maxEntries: int(env.IMPORT_MAX_ENTRIES, defaultImportLimits.maxEntries),
      maxUnpackedBytes: int(env.IMPORT_MAX_UNPACKED_MB, defaultImportLimits.maxUnpackedBytes / MIB) * MIB,
      maxRows: int(env.IMPORT_MAX_ROWS, defaultImportLimits.maxRows),
    },
    refusedBodyDrainBytes: int(env.REFUSED_BODY_DRAIN_MB, 8) * MIB,
    database: {
      poolMax: Math.max(1, int(env.DB_POOL_MAX, 10)),
      connectTimeoutMs: int(env.DB_CONNECT_TIMEOUT_MS, 5000),
      statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, 30_000),
      queryTimeoutMs: int(env.DB_QUERY_TIMEOUT_MS, 35_000),
      healthTimeoutMs: Math.max(1, int(env.HEALTH_TIMEOUT_MS, 2000)),
      retryAfterSeconds: Math.max(1, int(env.DB_RETRY_AFTER_SECONDS, 5)),
    },
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 60_000),
    disk: {
      path: env.DATABASE_URL ? env.DATABASE_DISK_PATH || undefined : path.join(dataDir, 'pglite'),
      reserveBytes: int(env.DISK_RESERVE_MB, 256) * 1024 * 1024,
    },
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    sms: {
      provider: env.SMS_PROVIDER === 'aliyun' ? 'aliyun' : 'local',
      signName: env.SMS_SIGN_NAME || '',
      codeTemplate: env.SMS_CODE_TEMPLATE || 'SMS_CODE',
      outboxFile: env.SMS_OUTBOX_FILE || undefined,
      aliyun: {
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID || '',
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET || '',
        endpoint: env.ALIYUN_SMS_ENDPOINT || 'dysmsapi.aliyuncs.com',
        timeoutMs: int(env.SMS_TIMEOUT_MS, 5000),
      },
    },
    payment: paymentConfig(env),
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

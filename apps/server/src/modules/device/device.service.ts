import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { DeviceThrottleConfig } from '../../platform/config.js';
import type { DeviceContext, SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, forbidden, ruleBroken, unauthorized } from '../../platform/errors.js';
import { assertNotLocked, clearFailures, failSlowly } from '../../platform/throttle/failure-throttle.js';
import { hashToken } from '../../platform/tokens.js';
import { batcherPerDatabase, WriteBatcher } from '../../platform/write-batcher.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { newVerifyCode } from './device.resource.js';
import { devices } from './device.table.js';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Guessing a serial's code (8 characters, about 40 bits) is throttled like sign-in: wrong pairs are
 * counted by serial and by address, answered ever more slowly, and lock both for a while (429).
 * Activation and registration share the counters, as they test the same secret.
 */
function pairThrottle(db: Db, throttle: DeviceThrottleConfig, serialNo: string, ip: string) {
  const keys = [
    { key: `serial:${serialNo.trim().toLowerCase()}`, max: throttle.maxSerialFailures },
    { key: `device-ip:${ip}`, max: throttle.maxAddressFailures },
  ];
  return {
    assertOpen: () =>
      assertNotLocked(
        db,
        keys.map((k) => k.key),
        'error.tooManyDeviceAttempts',
      ),
    failed: () => failSlowly(db, keys, throttle),
    passed: () => clearFailures(db, keys[0]!.key),
  };
}

export async function bySerial(db: Db, serialNo: string) {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(sql`lower(${devices.serialNo}) = lower(${serialNo})`, eq(devices.deleted, false)))
    .limit(1);
  return row;
}

/**
 * A kindergarten registers a machine by its serial number and verification code. A wrong pair is a
 * 422 (the same for an unknown serial); a machine already registered elsewhere is a 409.
 */
export async function registerDevice(db: Db, throttle: DeviceThrottleConfig, ctx: SessionContext, serialNo: string, verifyCode: string) {
  if (ctx.orgKind !== 'kindergarten') throw forbidden();
  const guard = pairThrottle(db, throttle, serialNo, ctx.ip);
  await guard.assertOpen();
  const device = await bySerial(db, serialNo);
  const audit = { ...auditActor(ctx), action: 'register', resource: 'device' };
  if (!device || !sameHash(device.verifyCodeHash, hashToken(verifyCode.trim().toUpperCase()))) {
    await recordAudit(db, { ...audit, resourceId: device?.id ?? null, result: 'fail', detail: { serialNo } });
    await guard.failed();
    throw ruleBroken('error.deviceWrongCode');
  }
  await guard.passed();
  if (device.kigId && device.kigId !== ctx.orgId) throw new AppError(409, 'error.deviceTaken');
  await db.transaction(async (tx) => {
    // Still free (or already ours) when written: two kindergartens registering at once cannot both win.
    // The time given, not now(): Citus refuses a non-immutable function in coalesce on a reference table.
    const [taken] = await tx
      .update(devices)
      .set({ kigId: ctx.orgId, registeredAt: sql`coalesce(${devices.registeredAt}, ${new Date().toISOString()}::timestamptz)` })
      .where(and(eq(devices.id, device.id), or(isNull(devices.kigId), eq(devices.kigId, ctx.orgId))))
      .returning({ id: devices.id });
    if (!taken) throw new AppError(409, 'error.deviceTaken');
    await recordAudit(tx, { ...audit, resourceId: device.id, result: 'ok', detail: { serialNo: device.serialNo } });
  });
  return { id: device.id };
}

/**
 * A registered, enabled machine proves its serial and code once and receives its own token; a new
 * activation replaces the old token, so a lost or copied machine is shut out by activating again.
 */
export async function activateDevice(db: Db, throttle: DeviceThrottleConfig, serialNo: string, verifyCode: string, ip: string) {
  const guard = pairThrottle(db, throttle, serialNo, ip);
  await guard.assertOpen();
  const device = await bySerial(db, serialNo);
  // Every refusal counts and is slowed alike, so the delay never tells a right code from a wrong one.
  if (!device || !sameHash(device.verifyCodeHash, hashToken(verifyCode.trim().toUpperCase())) || !device.kigId || device.status !== 'enabled') {
    await guard.failed();
    throw unauthorized('error.deviceAuth');
  }
  await guard.passed();
  const token = await issueDeviceToken(db, device.id);
  await recordAudit(db, { action: 'activate', resource: 'device', resourceId: device.id, ip, result: 'ok', orgId: device.kigId });
  return { deviceId: device.id, token };
}

/** A machine's new token (its activation, or its kindergarten's terminal account signing it in): replaces the old one. */
export async function issueDeviceToken(db: Db, deviceId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(devices)
    .set({ tokenHash: hashToken(token), activatedAt: new Date() })
    .where(eq(devices.id, deviceId));
  return token;
}

/** The machine a token belongs to, if it is registered and enabled; otherwise 401. */
export async function resolveDevice(db: Db, token: string): Promise<DeviceContext> {
  const [row] = await db
    .select({ id: devices.id, kigId: devices.kigId, kind: devices.kind, serialNo: devices.serialNo, status: devices.status, deleted: devices.deleted })
    .from(devices)
    .where(eq(devices.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !row.kigId || row.status !== 'enabled' || row.deleted) throw unauthorized('error.deviceAuth');
  return { id: row.id, kigId: row.kigId, kind: row.kind, serialNo: row.serialNo };
}

interface Beat {
  at: Date;
  version?: string;
  fingerprint?: string;
}

/** A machine's heartbeats are written in batches (platform/write-batcher.ts). */
const beatWriter = batcherPerDatabase(
  (db) =>
    new WriteBatcher<string, Beat>(
      async (batch) => {
        const values = sql.join(
          batch.map(([id, beat]) => sql`(${id}::uuid, ${beat.at.toISOString()}::timestamptz, ${beat.version ?? null}::text, ${beat.fingerprint ?? null}::text)`),
          sql`, `,
        );
        const [lastOnlineAt, version, fingerprint] = [devices.lastOnlineAt, devices.version, devices.fingerprint].map((c) => sql.identifier(c.name));
        // A later beat is never overwritten by an earlier one that reached another server later.
        await db.execute(sql`update ${devices} set ${lastOnlineAt} = greatest(${devices.lastOnlineAt}, v.at),
            ${version} = coalesce(v.version, ${devices.version}), ${fingerprint} = coalesce(v.fingerprint, ${devices.fingerprint})
          from (values ${values}) as v(id, at, version, fingerprint) where ${devices.id} = v.id`);
      },
      { merge: (waiting, later) => ({ at: later.at, version: later.version ?? waiting.version, fingerprint: later.fingerprint ?? waiting.fingerprint }) },
    ),
);

/** A machine is alive: answered once its beat is written, with the beats of other machines meanwhile. */
export async function heartbeat(db: Db, device: DeviceContext, input: { version?: string; fingerprint?: string }) {
  const now = new Date();
  await beatWriter(db).submit(device.id, { at: now, version: input.version || undefined, fingerprint: input.fingerprint || undefined });
  return { deviceId: device.id, serverTime: now.toISOString() };
}

async function platformDevice(db: Db, ctx: SessionContext, id: string) {
  if (ctx.orgKind !== 'platform') throw forbidden();
  const [device] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.deleted, false)))
    .limit(1);
  if (!device) throw new AppError(404, 'error.notFound');
  return device;
}

/**
 * Operations give a machine a new verification code (a lost label): shown once; the machine's token
 * is kept, so a working machine is not cut off.
 */
export async function resetVerifyCode(db: Db, ctx: SessionContext, id: string) {
  const device = await platformDevice(db, ctx, id);
  const verifyCode = newVerifyCode();
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ verifyCodeHash: hashToken(verifyCode), updatedAt: new Date() })
      .where(eq(devices.id, device.id));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'resetCode',
      resource: 'device',
      resourceId: device.id,
      result: 'ok',
    });
  });
  return { id: device.id, verifyCode };
}

/**
 * Operations install a machine at a kindergarten, named by id or by code (or take it back with
 * neither). Moving it revokes its token: it must activate again, so it never writes for the old one.
 */
export async function assignDevice(db: Db, ctx: SessionContext, id: string, target: { kigId?: string | null; kigCode?: string }) {
  const device = await platformDevice(db, ctx, id);
  let kigId: string | null = null;
  if (target.kigId || target.kigCode) {
    const field = target.kigId ? 'kigId' : 'kigCode';
    const [org] = await db
      .select({ id: organisations.id, kind: organisations.kind })
      .from(organisations)
      .where(and(target.kigId ? eq(organisations.id, target.kigId) : sql`lower(${organisations.code}) = lower(${target.kigCode})`, eq(organisations.deleted, false)));
    if (org?.kind !== 'kindergarten') throw badRequest([{ field, message: 'validation.invalidOption' }]);
    kigId = org.id;
  }
  const moved = device.kigId !== kigId;
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ kigId, registeredAt: kigId ? (moved ? new Date() : device.registeredAt) : null, ...(moved ? { tokenHash: null } : {}), updatedAt: new Date() })
      .where(eq(devices.id, device.id));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'assign',
      resource: 'device',
      resourceId: device.id,
      result: 'ok',
      detail: { from: device.kigId, to: kigId },
    });
  });
  return { id: device.id, kigId };
}

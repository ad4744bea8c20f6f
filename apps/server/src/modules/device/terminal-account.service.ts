import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { DeviceThrottleConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { assertNotLocked, clearFailures, failSlowly } from '../../platform/throttle/failure-throttle.js';
import { bySerial, issueDeviceToken } from './device.service.js';
import { devices } from './device.table.js';
import { terminalAccounts } from './terminal-account.table.js';

/** Whether a live terminal account already has this login name (whatever its case). */
export async function terminalLoginTaken(db: Db, loginName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: terminalAccounts.id })
    .from(terminalAccounts)
    .where(and(sql`lower(${terminalAccounts.loginName}) = lower(${loginName})`, eq(terminalAccounts.deleted, false)))
    .limit(1);
  return row !== undefined;
}

/** A kindergarten's terminal account, its password given as a hash (an approved opening request's). */
export async function createTerminalAccount(tx: Db, input: { kigId: string; loginName: string; passwordHash: string; createdBy: string }): Promise<string> {
  const [row] = await tx.insert(terminalAccounts).values(input).returning({ id: terminalAccounts.id });
  return row!.id;
}

/**
 * A machine signs in with its kindergarten's terminal account and its own serial number: a provisioned
 * machine not yet anyone's becomes the kindergarten's (as if it had registered it), one already its own
 * gets a new token, one of another kindergarten is a 409. Wrong names and passwords are throttled as a
 * machine's code is (by name and by address), answered alike and as slowly.
 */
export async function signInTerminal(db: Db, throttle: DeviceThrottleConfig, input: { loginName: string; password: string; serialNo: string }, ip: string) {
  const keys = [
    { key: `terminal:${input.loginName.trim().toLowerCase()}`, max: throttle.maxSerialFailures },
    { key: `device-ip:${ip}`, max: throttle.maxAddressFailures },
  ];
  await assertNotLocked(
    db,
    keys.map((k) => k.key),
    'error.tooManyDeviceAttempts',
  );
  const [account] = await db
    .select({
      id: terminalAccounts.id,
      kigId: terminalAccounts.kigId,
      passwordHash: terminalAccounts.passwordHash,
      orgStatus: organisations.status,
      orgDeleted: organisations.deleted,
    })
    .from(terminalAccounts)
    .innerJoin(organisations, eq(organisations.id, terminalAccounts.kigId))
    .where(and(sql`lower(${terminalAccounts.loginName}) = lower(${input.loginName.trim()})`, eq(terminalAccounts.deleted, false), eq(terminalAccounts.status, 'enabled')))
    .limit(1);
  const passed = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
  const device = passed ? await bySerial(db, input.serialNo) : undefined;
  if (!account || !passed || account.orgStatus !== 'enabled' || account.orgDeleted || !device || device.status !== 'enabled') {
    await failSlowly(db, keys, throttle);
    await recordAudit(db, {
      action: 'terminalSignIn',
      resource: 'device',
      resourceId: device?.id ?? null,
      ip,
      result: 'fail',
      orgId: account?.kigId ?? null,
      detail: { serialNo: input.serialNo },
    });
    throw unauthorized('error.deviceAuth');
  }
  await clearFailures(db, keys[0]!.key);
  const kigId = account.kigId;
  return db.transaction(async (tx) => {
    // Still free (or already ours) when written: two kindergartens' machines signing in at once cannot both take it.
    const [taken] = await tx
      .update(devices)
      .set({ kigId, registeredAt: sql`coalesce(${devices.registeredAt}, ${new Date().toISOString()}::timestamptz)` })
      .where(and(eq(devices.id, device.id), or(isNull(devices.kigId), eq(devices.kigId, kigId))))
      .returning({ id: devices.id });
    if (!taken) throw new AppError(409, 'error.deviceTaken');
    const token = await issueDeviceToken(tx, device.id);
    await recordAudit(tx, { action: 'terminalSignIn', resource: 'device', resourceId: device.id, ip, result: 'ok', orgId: kigId, detail: { serialNo: device.serialNo } });
    return { deviceId: device.id, kigId, token };
  });
}

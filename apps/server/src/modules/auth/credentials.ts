import type { AppType } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { AppError, ruleBroken } from '../../platform/errors.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import { assertNotLocked, clearFailures, failSlowly } from '../../platform/throttle/failure-throttle.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { users } from '../system/user.table.js';
import { credentialKeys } from './credential-throttle.js';

/** A user name and password as someone signed out presents them (sign-in, the public password change). */
export interface Credentials {
  userName: string;
  password: string;
  ip: string;
}

export interface Account {
  id: string;
  userName: string;
  appType: AppType;
  orgId: string;
  shardNum: string;
  mustChangePassword: boolean;
  /** The account, its organisation and those above it are enabled (a disabled one is said so only after the right password). */
  active: boolean;
}

/** What a failure writes in the audit log. */
export interface FailureRecord {
  action: 'login' | 'changePassword';
  resource: 'session' | 'user';
  detail?: Record<string, unknown>;
}

/**
 * The account a user name and password open. Every way of failing (an unknown name, a wrong password)
 * answers alike, costs as much time, and counts against the name and the address; while either is
 * locked, even the right password gets 429.
 */
export async function checkCredentials(db: Db, config: AppConfig, input: Credentials, failure: FailureRecord): Promise<Account> {
  const keys = credentialKeys(config, input.userName, input.ip);
  await assertNotLocked(db, [keys.user.key, keys.address.key], 'error.tooManyLogins');

  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      passwordHash: users.passwordHash,
      appType: users.appType,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      orgId: users.orgId,
      orgStatus: organisations.status,
      orgDeleted: organisations.deleted,
      // Any organisation above it (or itself) disabled or deleted: found by the ids in its path.
      orgShut: sql<boolean>`exists (select 1 from ${organisations} up where up.id = any(string_to_array(trim(both '/' from ${organisations.path}), '/')::uuid[]) and (up.status <> 'enabled' or up.deleted))`,
      shardNum: organisations.shardNum,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(sql`lower(${users.userName}) = lower(${input.userName})`, eq(users.deleted, false)))
    .limit(1);

  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !passwordOk) {
    await refuse(db, config, input, failure, row && { id: row.id, orgId: row.orgId }, ruleBroken('error.wrongCredentials'));
  }
  const account = row!;
  return {
    id: account.id,
    userName: account.userName,
    appType: account.appType as AppType,
    orgId: account.orgId,
    shardNum: account.shardNum,
    mustChangePassword: account.mustChangePassword,
    active: account.status === 'enabled' && account.orgStatus === 'enabled' && !account.orgDeleted && !account.orgShut,
  };
}

/** Counts a failure (audited, answered slowly) and throws `error`. */
export async function refuse(
  db: Db,
  config: AppConfig,
  input: Credentials,
  failure: FailureRecord,
  account: { id: string; orgId: string } | undefined,
  error: AppError,
): Promise<never> {
  const keys = credentialKeys(config, input.userName, input.ip);
  await recordAudit(db, {
    userId: account?.id,
    userName: input.userName,
    orgId: account?.orgId,
    action: failure.action,
    resource: failure.resource,
    resourceId: failure.resource === 'user' ? account?.id : undefined,
    ip: input.ip,
    result: 'fail',
    detail: failure.detail,
  });
  await failSlowly(db, [keys.user, keys.address], config.loginThrottle);
  throw error;
}

/** The right password was given: the name's failures are forgotten (the address's stay). */
export async function credentialsAccepted(db: Db, config: AppConfig, input: Credentials): Promise<void> {
  await clearFailures(db, credentialKeys(config, input.userName, input.ip).user.key);
}

/** A disabled account (or organisation) is refused once the password was right, as sign-in does. */
export function assertActive(account: Account): void {
  if (!account.active) throw new AppError(403, 'error.accountDisabled');
}

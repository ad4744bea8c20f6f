import {
  type AppType,
  type ChangePasswordBody,
  isEasyPassword,
  type LoginResult,
  type Locale,
  sameSystem,
  type UserInfo,
} from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import { bookkeeping } from '../../platform/request-scope.js';
import type { AppConfig } from '../../platform/config.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, ruleBroken } from '../../platform/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { menuTreeForUser } from '../system/menu.service.js';
import { organisations } from '../system/organization.table.js';
import { users } from '../system/user.table.js';
import { assertNotLocked, clearFailures, failSlowly } from '../../platform/throttle/failure-throttle.js';
import { createSession, loadPermissions, revokeAllSessions, revokeToken } from './session.service.js';

export interface LoginInput {
  userName: string;
  password: string;
  appType: AppType;
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
}

const userKey = (userName: string) => `user:${userName.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Signs a user in. Every failure looks the same to the caller (no hint whether the name exists),
 * is counted against the name and the address, and is answered more slowly as failures mount.
 */
export function login(db: Db, config: AppConfig, input: LoginInput): Promise<LoginResult> {
  // Bookkeeping (failures counted, the session, the audit row): signing in works while the disk is low.
  return bookkeeping(() => signIn(db, config, input));
}

async function signIn(db: Db, config: AppConfig, input: LoginInput): Promise<LoginResult> {
  const throttle = config.loginThrottle;
  const keys = [userKey(input.userName), addressKey(input.ip)];
  await assertNotLocked(db, keys, 'error.tooManyLogins');

  const [user] = await db
    .select({
      id: users.id,
      userName: users.userName,
      passwordHash: users.passwordHash,
      appType: users.appType,
      status: users.status,
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

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  const systemOk = user !== undefined && sameSystem(user.appType, input.appType);
  if (!user || !passwordOk || !systemOk) {
    await recordAudit(db, {
      userId: user?.id,
      userName: input.userName,
      orgId: user?.orgId,
      action: 'login',
      resource: 'session',
      ip: input.ip,
      result: 'fail',
      detail: { appType: input.appType },
    });
    await failSlowly(db, [{ key: keys[0]!, max: throttle.maxUserFailures }, { key: keys[1]!, max: throttle.maxAddressFailures }], throttle);
    throw ruleBroken('error.wrongCredentials');
  }
  if (user.status !== 'enabled' || user.orgStatus !== 'enabled' || user.orgDeleted || user.orgShut) throw new AppError(403, 'error.accountDisabled');

  await clearFailures(db, keys[0]!);
  const token = await createSession(db, {
    userId: user.id,
    appType: input.appType,
    days: config.sessionDays,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  await recordAudit(db, {
    userId: user.id,
    userName: user.userName,
    orgId: user.orgId,
    action: 'login',
    resource: 'session',
    ip: input.ip,
    result: 'ok',
    detail: { appType: input.appType },
  });
  return {
    token,
    shardNum: user.shardNum,
    menus: await menuTreeForUser(db, user.id, user.appType, input.locale),
    easyPassword: isEasyPassword(input.password),
  };
}

export async function userInfo(db: Db, ctx: SessionContext): Promise<UserInfo> {
  return {
    id: ctx.userId,
    nickName: ctx.nickName,
    userName: ctx.userName,
    baseId: ctx.orgId,
    userCode: ctx.orgCode,
    appType: ctx.appType,
    superiorId: ctx.orgParentId ?? '0',
    orgName: ctx.orgName,
    orgKind: ctx.orgKind,
    permissions: [...(await loadPermissions(db, ctx.userId))].sort(),
  };
}

/** Changes the password and ends every session of the user, this one included. */
export async function changePassword(db: Db, ctx: SessionContext, body: ChangePasswordBody): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.userId))
    .limit(1);
  const audit = { userId: ctx.userId, userName: ctx.userName, orgId: ctx.orgId, ip: ctx.ip };
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await recordAudit(db, { ...audit, action: 'changePassword', resource: 'user', resourceId: ctx.userId, result: 'fail' });
    throw ruleBroken('error.wrongOldPassword');
  }
  if (body.oldPassword === body.newPassword) throw ruleBroken('error.samePassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, ctx.userId));
    await revokeAllSessions(tx, ctx.userId);
    await recordAudit(tx, { ...audit, action: 'changePassword', resource: 'user', resourceId: ctx.userId, result: 'ok' });
  });
}

/** Ends the session of a token; whoever holds a token may end it. */
export async function logout(db: Db, token: string, ip: string): Promise<void> {
  const ended = await revokeToken(db, token);
  if (ended) await recordAudit(db, { userId: ended.userId, action: 'logout', resource: 'session', ip, result: 'ok' });
}

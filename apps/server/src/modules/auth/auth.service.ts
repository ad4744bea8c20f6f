import { APP_TYPES, type AppType, isEasyPassword, type LoginResult, type Locale, type MenuItem, sameSystem, translate, type UserInfo } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { bookkeeping } from '../../platform/request-scope.js';
import type { AppConfig } from '../../platform/config.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import { menuTreeForUser } from '../system/menu.service.js';
import { users } from '../system/user.table.js';
import { accessCacheOf } from './access-cache.js';
import { assertActive, checkCredentials, credentialsAccepted, refuse } from './credentials.js';
import { createSession, loadPermissions, revokeToken } from './session.service.js';
import { batcherPerDatabase, WriteBatcher } from '../../platform/write-batcher.js';

/** Users' last sign-in times, written in batches (platform/write-batcher.ts): bookkeeping of a sign-in. */
const lastSignIn = batcherPerDatabase(
  (db) =>
    new WriteBatcher<string, Date>(
      async (batch) => {
        const values = sql.join(
          batch.map(([id, at]) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
          sql`, `,
        );
        await db.execute(sql`update ${users} set ${sql.identifier(users.lastLoginAt.name)} = greatest(${users.lastLoginAt}, v.at)
          from (values ${values}) as v(id, at) where ${users.id} = v.id`);
      },
      { bookkeeping: true },
    ),
);

export interface LoginInput {
  userName: string;
  password: string;
  appType: AppType;
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
}

/**
 * Signs a user in. Every failure looks the same to the caller (no hint whether the name exists),
 * is counted against the name and the address, and is answered more slowly as failures mount. Only
 * once the password is right does a wrong system say which one the account signs in to.
 */
export function login(db: Db, config: AppConfig, input: LoginInput): Promise<LoginResult> {
  // Bookkeeping (failures counted, the session, the audit row): signing in works while the disk is low.
  return bookkeeping(() => signIn(db, config, input));
}

async function signIn(db: Db, config: AppConfig, input: LoginInput): Promise<LoginResult> {
  const failure = { action: 'login', resource: 'session', detail: { appType: input.appType } } as const;
  const user = await checkCredentials(db, config, input, failure);
  if (!sameSystem(user.appType, input.appType)) {
    const system = translate(input.locale, `appType.${APP_TYPES[user.appType].key}`);
    const error = new AppError(422, 'error.otherSystem', { system }, [{ field: 'appType', message: 'error.otherSystem' }]);
    await refuse(db, config, input, failure, user, error);
  }
  assertActive(user);

  await credentialsAccepted(db, config, input);
  const token = await createSession(db, {
    userId: user.id,
    appType: input.appType,
    days: config.sessionDays,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await lastSignIn(db).submit(user.id, new Date());
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
  const easyPassword = isEasyPassword(input.password);
  return {
    token,
    shardNum: user.shardNum,
    menus: await menuTreeForUser(db, user, user.appType, input.locale),
    easyPassword,
    passwordChange: user.mustChangePassword ? 'issued' : easyPassword ? 'easy' : null,
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
    // The menu as it stands (issue 16: a service switched since sign-in shows at the next load), kept with
    // the session until an access table or organisation changes, so a cached get_info runs no statement.
    menus: await currentMenus(db, ctx),
  };
}

function currentMenus(db: Db, ctx: SessionContext): Promise<MenuItem[]> {
  const load = () => menuTreeForUser(db, { id: ctx.userId, orgId: ctx.orgId }, ctx.appType, ctx.locale);
  const cache = accessCacheOf(db);
  return cache ? cache.menusOf(`${ctx.userId}:${ctx.appType}:${ctx.locale}`, load) : load();
}

/** Ends the session of a token; whoever holds a token may end it. */
export async function logout(db: Db, token: string, ip: string): Promise<void> {
  const ended = await revokeToken(db, token);
  if (ended) await recordAudit(db, { userId: ended.userId, action: 'logout', resource: 'session', ip, result: 'ok' });
}

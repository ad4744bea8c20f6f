import { isAppType, type Locale, type OrgKind } from '@kg/domain';
import { and, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { unauthorized } from '../../platform/errors.js';
import { bookkeeping } from '../../platform/request-scope.js';
import { menus, roleMenus } from '../system/menu.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { roles } from '../system/role.table.js';
import { userRoles, users } from '../system/user.table.js';
import { accessCacheOf } from './access-cache.js';
import { sessions } from './session.table.js';
import { hashToken, newToken } from '../../platform/tokens.js';

const DAY_MS = 86_400_000;
// Refreshing last_seen_at on every request would turn each read into a write.
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** Days an expired or ended session is kept (a token that comes back within them is told it expired). */
export const SESSION_KEEP_DAYS = 30;
/** The job that deletes sessions expired or ended more than SESSION_KEEP_DAYS ago (daily). */
export const SESSION_PRUNE_JOB = 'sessions.prune';

/**
 * Deletes the sessions expired or ended long ago: nothing reads them but a token presented again,
 * refused either way. One statement, so the access caches are emptied once (its change signal).
 */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SESSION_KEEP_DAYS * DAY_MS);
  // Bookkeeping: a delete that frees space runs while the disk is low too.
  const deleted = await bookkeeping(() =>
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
      .returning({ id: sessions.id }),
  );
  return deleted.length;
}

export async function createSession(db: Db, input: { userId: string; appType: number; days: number; ip: string; userAgent: string | undefined }): Promise<string> {
  const token = newToken();
  // Bookkeeping: signing in stays possible while the disk is low, so people can still read.
  await bookkeeping(() =>
    db.insert(sessions).values({
      userId: input.userId,
      tokenHash: hashToken(token),
      appType: input.appType,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    }),
  );
  return token;
}

function buildSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      appType: sessions.appType,
      userId: users.id,
      userName: users.userName,
      nickName: users.nickName,
      userStatus: users.status,
      userDeleted: users.deleted,
      orgId: organisations.id,
      orgKind: organisations.kind,
      orgPath: organisations.path,
      orgCode: organisations.code,
      orgName: organisations.name,
      orgParentId: organisations.parentId,
      orgStatus: organisations.status,
      orgDeleted: organisations.deleted,
      shardNum: organisations.shardNum,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token');
}

function buildPermissionsQuery(db: Db) {
  return db
    .selectDistinct({ permission: menus.permission })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false), eq(roles.status, 'enabled')))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.deleted, false)))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(
      and(
        eq(userRoles.userId, sql.placeholder('userId')),
        sql`coalesce(${menus.permission}, '') <> ''`,
        // A kindergarten not sold the morning-check service has no health permission (issue 16; only
        // kindergartens are ever without it): kept with the rest until an organisation changes.
        sql`(${organisations.morningCheckService} or ${menus.permission} not like 'health:%')`,
      ),
    )
    .prepare('permissions_of_user');
}

interface HotQueries {
  session: ReturnType<typeof buildSessionQuery>;
  permissions: ReturnType<typeof buildPermissionsQuery>;
}
const prepared = new WeakMap<Db, HotQueries>();

/**
 * The two queries every signed-in request runs, prepared once per database: building them with the
 * query builder on each request cost more than running them.
 */
function hotQueries(db: Db): HotQueries {
  let cached = prepared.get(db);
  if (!cached) {
    cached = { session: buildSessionQuery(db), permissions: buildPermissionsQuery(db) };
    prepared.set(db, cached);
  }
  return cached;
}

type SessionRow = Awaited<ReturnType<HotQueries['session']['execute']>>[number];

/**
 * The session a token opens, or a 401 that says whether it expired or never existed. Read once and
 * kept until a session, account, organisation or role changes anywhere (access-cache.ts).
 */
export async function resolveSession(db: Db, token: string, locale: Locale, ip: string): Promise<SessionContext> {
  const tokenHash = hashToken(token);
  const read = async () => (await hotQueries(db).session.execute({ tokenHash }))[0];
  const cache = accessCacheOf<SessionRow>(db);
  const row = cache ? await cache.session(tokenHash, read) : await read();
  if (!row || !isAppType(row.appType)) throw unauthorized();
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized('error.sessionExpired');
  if (row.userDeleted || row.userStatus !== 'enabled' || row.orgDeleted || row.orgStatus !== 'enabled') throw unauthorized();
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
    const now = new Date();
    await bookkeeping(() => db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId)));
    row.lastSeenAt = now; // the kept copy too, so the next request does not write it again
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userName: row.userName,
    nickName: row.nickName,
    appType: row.appType,
    orgId: row.orgId,
    orgKind: row.orgKind as OrgKind,
    orgPath: row.orgPath,
    orgCode: row.orgCode,
    orgName: row.orgName,
    orgParentId: row.orgParentId,
    shardNum: row.shardNum,
    locale,
    ip,
  };
}

/** Bookkeeping: signing out works while the disk is low. */
export async function revokeToken(db: Db, token: string): Promise<{ userId: string } | undefined> {
  const [row] = await bookkeeping(() =>
    db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId }),
  );
  return row;
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends the sessions of every account of an organisation and of every organisation below it. */
export async function revokeOrganisationSessions(db: Db, orgPath: string): Promise<void> {
  const below = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(like(organisations.path, `${orgPath}%`));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(isNull(sessions.revokedAt), inArray(sessions.userId, below)));
}

/**
 * Permission codes the user's live roles grant, kept until a role, menu or assignment changes anywhere,
 * so that a role's change reaches its users at their next request.
 */
export async function loadPermissions(db: Db, userId: string): Promise<Set<string>> {
  const read = async () => {
    const rows = await hotQueries(db).permissions.execute({ userId });
    return new Set(rows.flatMap((r) => (r.permission ? [r.permission] : [])));
  };
  const cache = accessCacheOf(db);
  return cache ? cache.permissionsOf(userId, read) : read();
}

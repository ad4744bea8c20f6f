import type { ChangePasswordBody, PublicChangePasswordBody } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { AppConfig } from '../../platform/config.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { bookkeeping } from '../../platform/request-scope.js';
import { users } from '../system/user.table.js';
import { assertActive, checkCredentials, credentialsAccepted } from './credentials.js';
import { revokeAllSessions } from './session.service.js';

interface Owner {
  userId: string;
  userName: string;
  orgId: string;
  ip: string;
}

/**
 * The person chose a new password, having proved the old one: it replaces the old, is no longer one
 * to change at the next sign-in, and every session of the account ends (whoever held the old password
 * is signed out, this person too).
 */
async function replacePassword(db: Db, owner: Owner, body: ChangePasswordBody, via: 'session' | 'public'): Promise<void> {
  if (body.oldPassword === body.newPassword) throw ruleBroken('error.samePassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false }).where(eq(users.id, owner.userId));
    await revokeAllSessions(tx, owner.userId);
    await recordAudit(tx, {
      userId: owner.userId,
      userName: owner.userName,
      orgId: owner.orgId,
      ip: owner.ip,
      action: 'changePassword',
      resource: 'user',
      resourceId: owner.userId,
      result: 'ok',
      detail: { via },
    });
  });
}

/** POST /sys/changePassword: the signed-in person changes their own password. */
export async function changePassword(db: Db, ctx: SessionContext, body: ChangePasswordBody): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId)).limit(1);
  const owner = { userId: ctx.userId, userName: ctx.userName, orgId: ctx.orgId, ip: ctx.ip };
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await recordAudit(db, { ...owner, action: 'changePassword', resource: 'user', resourceId: ctx.userId, result: 'fail' });
    throw ruleBroken('error.wrongOldPassword');
  }
  await replacePassword(db, owner, body, 'session');
}

/**
 * POST /sys/login/changePassword, the public /changePsd: someone signed out names the account and
 * proves its old password. It answers a wrong name or password exactly as sign-in does, and counts
 * the failure against the same name and address (so it adds no guesses to sign-in's).
 */
export async function changePasswordSignedOut(db: Db, config: AppConfig, body: PublicChangePasswordBody, ip: string): Promise<void> {
  const credentials = { userName: body.userName, password: body.oldPassword, ip };
  // Bookkeeping, as at sign-in: a wrong password is counted even while the disk is low.
  const account = await bookkeeping(async () => {
    const found = await checkCredentials(db, config, credentials, { action: 'changePassword', resource: 'user', detail: { via: 'public' } });
    assertActive(found);
    await credentialsAccepted(db, config, credentials);
    return found;
  });
  await replacePassword(db, { userId: account.id, userName: account.userName, orgId: account.orgId, ip }, body, 'public');
}

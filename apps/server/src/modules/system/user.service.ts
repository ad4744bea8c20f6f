import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { IdentityPort } from '../../platform/access-ports.js';
import type { Db } from '../../platform/db.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { generatePassword } from './password-generator.js';
import { users } from './user.table.js';

/**
 * Gives a visible account a new random password, shown once to the administrator; the account's
 * sessions end, so whoever held the old password is signed out, and its owner must change the new one
 * at the next sign-in (the administrator knows it).
 */
export async function resetPassword(db: Db, identity: IdentityPort, userResources: ResourceService, ctx: SessionContext, id: string): Promise<string> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await userResources.findRow(ctx, id, tx);
    await tx.update(users).set({ passwordHash, passwordChangedAt: null, mustChangePassword: true, updatedAt: new Date() }).where(eq(users.id, id));
    await identity.revokeUser(tx, id);
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'resetPassword',
      resource: 'user',
      resourceId: id,
      result: 'ok',
      detail: { userName: row.userName },
    });
  });
  return password;
}

import { and, eq, isNull } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { nextVersion } from '../../platform/resource/row-version.js';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { parents } from '../campus/campus.tables.js';
import { generatePassword } from '../system/password-generator.js';
import { familyAccounts, familySessions } from './family-account.tables.js';

/**
 * A kindergarten gives a parent (their phone) a password for the parents' app, shown once: the phone's
 * family account is made, or its password replaced; the family must change it at its first sign-in, and
 * every token it had ends. The account is the phone's across kindergartens, as a parent is one person.
 */
export async function issueFamilyPassword(db: Db, resources: ResourceRegistry, ctx: SessionContext, parentId: string): Promise<{ phone: string; password: string }> {
  const [parent] = await db
    .select({ id: parents.id, kigId: parents.kigId, phone: parents.phone })
    .from(parents)
    .where(and(eq(parents.id, parentId), eq(parents.deleted, false), resources.service('parent').visible(ctx)))
    .limit(1);
  if (!parent) throw notFound();
  if (!parent.phone) throw ruleBroken('families.error.noPhone');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Update, then insert: Citus runs no stable function (the next version) in an upsert's DO UPDATE on
    // a reference table. Two issues for one new phone at once: the second insert meets the unique key.
    const [existing] = await tx
      .update(familyAccounts)
      .set({ passwordHash, mustChangePassword: true, passwordChangedAt: null, updatedAt: nextVersion(familyAccounts.updatedAt) })
      .where(and(eq(familyAccounts.phone, parent.phone), eq(familyAccounts.deleted, false)))
      .returning({ id: familyAccounts.id });
    const [account] = existing
      ? [existing]
      : await tx.insert(familyAccounts).values({ phone: parent.phone, passwordHash, mustChangePassword: true, createdBy: ctx.userId }).returning({ id: familyAccounts.id });
    await tx
      .update(familySessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(familySessions.accountId, account!.id), isNull(familySessions.revokedAt)));
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'resetPassword',
      resource: 'familyAccount',
      resourceId: account!.id,
      result: 'ok',
      detail: { parentId: parent.id, kigId: parent.kigId },
    });
  });
  return { phone: parent.phone, password };
}

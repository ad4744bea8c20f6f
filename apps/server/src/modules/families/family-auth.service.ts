import type { FamilyLoginResult, FamilyMe } from '@kg/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { AppConfig } from '../../platform/config.js';
import type { FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { ruleBroken } from '../../platform/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { bookkeeping } from '../../platform/request-scope.js';
import { assertNotLocked, clearFailures, failSlowly } from '../../platform/throttle/failure-throttle.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { credentialKeys } from '../auth/credential-throttle.js';
import { familyRows } from './family-context.service.js';
import { familyAccounts, familySessions } from './family-account.tables.js';

const DAY_MS = 86_400_000;

/** What the audit log names a family by (its rows are not users). */
const AUDIT_RESOURCE = 'familyAccount';

export interface FamilyLoginInput {
  phone: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Signs a family in by phone and password. As staff sign-in: an unknown phone and a wrong password
 * answer alike, cost as much, and count against the phone and the address (the staff's throttle, the
 * phone under a key of its own); while either is locked even the right password gets 429.
 */
export function familyLogin(db: Db, config: AppConfig, input: FamilyLoginInput): Promise<FamilyLoginResult> {
  return bookkeeping(async () => {
    const keys = credentialKeys(config, `family:${input.phone}`, input.ip);
    await assertNotLocked(db, [keys.user.key, keys.address.key], 'error.tooManyLogins');
    const [account] = await db
      .select({ id: familyAccounts.id, passwordHash: familyAccounts.passwordHash, mustChangePassword: familyAccounts.mustChangePassword })
      .from(familyAccounts)
      .where(and(eq(familyAccounts.phone, input.phone), eq(familyAccounts.deleted, false)))
      .limit(1);
    const passwordOk = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
    if (!account || !passwordOk) {
      await recordAudit(db, { userName: input.phone, action: 'login', resource: AUDIT_RESOURCE, resourceId: account?.id, ip: input.ip, result: 'fail' });
      await failSlowly(db, [keys.user, keys.address], config.loginThrottle);
      throw ruleBroken('families.error.wrongCredentials');
    }
    await clearFailures(db, keys.user.key);
    const token = newToken();
    const expiresAt = new Date(Date.now() + config.sessionDays * DAY_MS);
    await db.insert(familySessions).values({ accountId: account.id, tokenHash: hashToken(token), expiresAt, ip: input.ip, userAgent: input.userAgent?.slice(0, 300) ?? null });
    await recordAudit(db, { userName: input.phone, action: 'login', resource: AUDIT_RESOURCE, resourceId: account.id, ip: input.ip, result: 'ok' });
    return { token, expiresAt: expiresAt.toISOString(), passwordChange: account.mustChangePassword ? 'issued' : null };
  });
}

/** Ends the token the family signed in with. */
export async function familyLogout(db: Db, family: FamilyContext): Promise<void> {
  await bookkeeping(async () => {
    await db.update(familySessions).set({ revokedAt: new Date() }).where(eq(familySessions.id, family.sessionId));
    await recordAudit(db, { userName: family.phone, action: 'logout', resource: AUDIT_RESOURCE, resourceId: family.accountId, ip: family.ip, result: 'ok' });
  });
}

/** The family's own new password: the issued one no longer holds, and every other token of the family ends. */
export async function changeFamilyPassword(db: Db, family: FamilyContext, body: { oldPassword: string; newPassword: string }): Promise<void> {
  const [account] = await db.select({ passwordHash: familyAccounts.passwordHash }).from(familyAccounts).where(eq(familyAccounts.id, family.accountId));
  if (!account || !(await verifyPassword(account.passwordHash, body.oldPassword))) {
    throw ruleBroken('error.wrongOldPassword');
  }
  if (body.oldPassword === body.newPassword) throw ruleBroken('error.samePassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(familyAccounts).set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() }).where(eq(familyAccounts.id, family.accountId));
    await tx
      .update(familySessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(familySessions.accountId, family.accountId), ne(familySessions.id, family.sessionId), isNull(familySessions.revokedAt)));
    await recordAudit(tx, { userName: family.phone, action: 'changePassword', resource: AUDIT_RESOURCE, resourceId: family.accountId, ip: family.ip, result: 'ok' });
  });
}

/** GET /app/v1/me: the family's parents and children, labelled (read again, with names, from the same rows as its context). */
export async function familyMe(db: Db, family: FamilyContext): Promise<FamilyMe> {
  const rows = await familyRows(db, family.phone);
  const visible = new Set(family.children.map((c) => c.studentId));
  const kindergartens = new Map<string, { id: string; code: string; name: string }>();
  const parents = new Map<string, FamilyMe['parents'][number]>();
  const children: FamilyMe['children'] = [];
  for (const r of rows) {
    const kindergarten = { id: r.kigId, name: r.kigName };
    parents.set(r.parentId, { id: r.parentId, name: r.parentName, kindergarten });
    if (!r.studentId || !visible.has(r.studentId) || children.some((c) => c.id === r.studentId)) continue;
    kindergartens.set(r.kigId, { id: r.kigId, code: r.kigCode, name: r.kigName });
    children.push({
      id: r.studentId,
      name: r.studentName!,
      relationship: r.relationship ?? '',
      kindergarten,
      grade: { id: r.gradeId!, name: r.gradeName! },
      class: { id: r.classId!, name: r.className! },
    });
  }
  return { phone: family.phone, parents: [...parents.values()], children, kindergartens: [...kindergartens.values()] };
}

import { and, eq, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import { isAreaCode } from '../../platform/area-codes.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { createBuiltInRole } from '../system/built-in-role.js';
import { childOrgValues } from '../system/organization.resource.js';
import { generatePassword } from '../system/password-generator.js';
import { userRoles, users } from '../system/user.table.js';
import { supervisionAuthorities } from './supervision.tables.js';
import { type AuthorityKind, translate } from '@kg/domain';

const taken = (field: string) => new AppError(409, 'error.duplicate', undefined, [{ field, message: 'validation.duplicate' }]);

/**
 * Operations open an authority (issue 18): its organisation (kind `supervision`, under the platform,
 * bound to an area of the area data), its built-in role holding every menu of the supervision system,
 * and its first account, whose password the server makes, shows once and wants changed at the first
 * sign-in. One transaction: a name taken meanwhile leaves nothing behind (409 on its field).
 */
export async function createAuthority(
  db: Db,
  ctx: SessionContext,
  input: { name: string; code: string; authorityKind: AuthorityKind; areaCode: string; userName: string },
): Promise<{ orgId: string; userId: string; password: string }> {
  if (ctx.orgKind !== 'platform') throw forbidden();
  if (!isAreaCode(input.areaCode)) throw badRequest([{ field: 'areaCode', message: 'validation.format.area' }]);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [platform] = await tx
      .select({ id: organisations.id, path: organisations.path, shardNum: organisations.shardNum, timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.id, ctx.orgId));
    if (!platform) throw forbidden();
    const [codeClash] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(sql`lower(${organisations.code}) = lower(${input.code})`, eq(organisations.deleted, false)));
    if (codeClash) throw taken('code');
    const [nameClash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.userName}) = lower(${input.userName})`, eq(users.deleted, false)));
    if (nameClash) throw taken('userName');
    const org = childOrgValues(platform);
    await tx.insert(organisations).values({
      ...org,
      parentId: platform.id,
      kind: 'supervision',
      code: input.code,
      name: input.name,
      areaCode: input.areaCode,
      status: 'enabled',
      sort: 0,
      createdBy: ctx.userId,
    });
    await tx.insert(supervisionAuthorities).values({ orgId: org.id, authorityKind: input.authorityKind });
    const roleId = await createBuiltInRole(tx, { orgId: org.id, appType: 20, name: translate(ctx.locale, 'supervision.builtInRole'), createdBy: ctx.userId });
    const [user] = await tx
      .insert(users)
      .values({ orgId: org.id, userName: input.userName, nickName: input.name, passwordHash, mustChangePassword: true, appType: 20, status: 'enabled', createdBy: ctx.userId })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId });
    const actor = { ...auditActor(ctx), result: 'ok' as const };
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      resource: 'organization',
      resourceId: org.id,
      detail: { code: input.code, kind: 'supervision', areaCode: input.areaCode, authorityKind: input.authorityKind },
    });
    await recordAudit(tx, { ...actor, action: 'create', resource: 'role', resourceId: roleId, detail: { orgId: org.id, builtIn: true } });
    await recordAudit(tx, { ...actor, action: 'create', resource: 'user', resourceId: user!.id, detail: { userName: input.userName, orgId: org.id } });
    return { orgId: org.id, userId: user!.id, password };
  });
}

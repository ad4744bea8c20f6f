import type { AppType, Opened } from '@kg/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import { isAreaCode } from '../../platform/area-codes.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { createBuiltInRole } from './built-in-role.js';
import { childOrgValues } from './organization.resource.js';
import { generatePassword } from './password-generator.js';
import { userRoles, users } from './user.table.js';

const taken = (field: string) => new AppError(409, 'error.duplicate', undefined, [{ field, message: 'validation.duplicate' }]);

/** What operations open: an organisation under the platform and the system its first account signs in to. */
export interface Opening {
  kind: 'supervision' | 'institution';
  appType: AppType;
  name: string;
  code: string;
  areaCode: string;
  contactName?: string | undefined;
  contactPhone?: string | undefined;
  userName: string;
  /** The built-in role's name, in the opener's language. */
  roleName: string;
  /** More of the organisation's audit detail (an authority's kind). */
  detail?: Record<string, unknown>;
}

/**
 * Operations open an organisation (a supervision authority, a medical institution): the organisation
 * under the platform, bound to an area of the area data, its built-in role holding every menu of its
 * system, and its first account, whose password the server makes, shows once and wants changed at the
 * first sign-in. One transaction with what `also` writes: a code or user name taken meanwhile leaves
 * nothing behind (409 on its field).
 */
export async function openOrganisation(db: Db, ctx: SessionContext, o: Opening, also?: (tx: Db, orgId: string) => Promise<unknown>): Promise<Opened> {
  if (ctx.orgKind !== 'platform') throw forbidden();
  if (!isAreaCode(o.areaCode)) throw badRequest([{ field: 'areaCode', message: 'validation.format.area' }]);
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
      .where(and(sql`lower(${organisations.code}) = lower(${o.code})`, eq(organisations.deleted, false)));
    if (codeClash) throw taken('code');
    const [nameClash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.userName}) = lower(${o.userName})`, eq(users.deleted, false)));
    if (nameClash) throw taken('userName');
    const org = childOrgValues(platform);
    await tx.insert(organisations).values({
      ...org,
      parentId: platform.id,
      kind: o.kind,
      code: o.code,
      name: o.name,
      areaCode: o.areaCode,
      contactName: o.contactName || null,
      contactPhone: o.contactPhone || null,
      status: 'enabled',
      sort: 0,
      createdBy: ctx.userId,
    });
    await also?.(tx, org.id);
    const roleId = await createBuiltInRole(tx, { orgId: org.id, appType: o.appType, name: o.roleName, createdBy: ctx.userId });
    const [user] = await tx
      .insert(users)
      .values({ orgId: org.id, userName: o.userName, nickName: o.name, passwordHash, mustChangePassword: true, appType: o.appType, status: 'enabled', createdBy: ctx.userId })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId });
    const actor = { ...auditActor(ctx), result: 'ok' as const };
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      resource: 'organization',
      resourceId: org.id,
      detail: { code: o.code, kind: o.kind, areaCode: o.areaCode, ...o.detail },
    });
    await recordAudit(tx, { ...actor, action: 'create', resource: 'role', resourceId: roleId, detail: { orgId: org.id, builtIn: true } });
    await recordAudit(tx, { ...actor, action: 'create', resource: 'user', resourceId: user!.id, detail: { userName: o.userName, orgId: org.id } });
    return { orgId: org.id, userId: user!.id, password };
  });
}

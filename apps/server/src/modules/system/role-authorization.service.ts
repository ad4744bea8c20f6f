import type { AuthorizationNode, Locale, RoleAuthorization } from '@kg/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IdentityPort } from '../../platform/access-ports.js';
import { recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import { labelText } from '../../platform/resource/registry.js';
import { menus, roleMenus } from './menu.table.js';

/** Every live menu of the role's system as a tree (directories, pages and their buttons), with what the role holds. */
export async function roleAuthorization(db: Db, roleResources: ResourceService, ctx: SessionContext, roleId: string, locale: Locale): Promise<RoleAuthorization> {
  const role = await roleResources.findRow(ctx, roleId);
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.appType, role.appType as never), eq(menus.deleted, false)))
    .orderBy(asc(menus.sort));
  const held = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
  const nodes = new Map<string, AuthorizationNode & { parentId: string | null }>(
    rows.map((m) => [m.id, { id: m.id, parentId: m.parentId, name: labelText(m.name, locale), kind: m.kind, permission: m.permission ?? '', children: [] }]),
  );
  const tree: AuthorizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  const strip = ({ parentId: _p, ...n }: AuthorizationNode & { parentId?: string | null }): AuthorizationNode => ({
    ...n,
    children: n.children.map(strip),
  });
  const live = new Set(nodes.keys());
  const updatedAt = (role.updatedAt as Date).toISOString();
  return { roleId, updatedAt, appType: Number(role.appType), menuIds: held.map((h) => h.menuId).filter((id) => live.has(id)), tree: tree.map(strip) };
}

/**
 * Sets the menus and action permissions of a role. Its users feel it at their next request (the
 * server reads permissions per request) and see the new menu at their next sign-in. Outside the
 * platform, nobody grants what they do not hold themselves.
 */
export async function authorizeRole(
  db: Db,
  identity: IdentityPort,
  roleResources: ResourceService,
  ctx: SessionContext,
  input: { id: string; updatedAt: string; menuIds: string[] },
) {
  const { id: roleId, menuIds } = input;
  const wanted = [...new Set(menuIds)];
  return db.transaction(async (tx) => {
    const role = await roleResources.findRow(ctx, roleId, tx);
    // The role moves to a new version first, over the one the page showed (else 409): two pages saved
    // at once do not merge their menus, and the second one to write learns that it was overtaken.
    const moved = await roleResources.updateAtVersion(tx, roleId, input.updatedAt, {});
    const found = wanted.length
      ? await tx
          .select({ id: menus.id, permission: menus.permission })
          .from(menus)
          .where(and(inArray(menus.id, wanted), eq(menus.appType, role.appType as never), eq(menus.deleted, false)))
      : [];
    if (found.length !== wanted.length) throw badRequest([{ field: 'menuIds', message: 'validation.invalidOption' }]);
    if (ctx.orgKind !== 'platform') {
      const mine = await identity.permissions(tx, ctx.userId);
      if (found.some((m) => m.permission && !mine.has(m.permission))) {
        throw badRequest([{ field: 'menuIds', message: 'validation.grantBeyondOwn' }]);
      }
    }
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    if (wanted.length) await tx.insert(roleMenus).values(wanted.map((menuId) => ({ roleId, menuId })));
    await recordAudit(tx, {
      userId: ctx.userId,
      userName: ctx.userName,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'authorize',
      resource: 'role',
      resourceId: roleId,
      result: 'ok',
      detail: { menus: wanted.length },
    });
    return { updatedAt: (moved.updatedAt as Date).toISOString() };
  });
}

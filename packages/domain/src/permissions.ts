import { allows, type AnyEntity, type EntityActions, type EntityDef, type GenericAction } from './entity/define.js';
import type { FieldDef } from './entity/fields.js';
import type { LinkDef } from './entity/link.js';
import { DECLARED_LINKS, ENTITIES, linksOf } from './entities/index.js';
import type { DECLARED_ENTITIES } from './entities/index.js';
import { ENTITY_INDEX, entityRef, indexCodes } from './entities/entity-index.js';
import { entityPermission } from './permission-code.js';
import { ROUTE_PERMISSIONS, type RoutePermissionCode } from './route-permissions.js';

/** The generic calls' codes an entity's declared calls give (import only when declared). */
type CallActions<A extends EntityActions> =
  | 'view'
  | (A extends { create: false } ? never : 'add')
  | (A extends { update: false } ? never : 'edit')
  | (A extends { delete: false } ? never : 'delete')
  | (A extends { export: false } ? never : 'export')
  | (A extends { import: true } ? 'import' : never);

type EntityCodes<E> = E extends EntityDef<Record<string, FieldDef>, infer P, infer T, infer A> ? `${P}:${CallActions<A> | T}` : never;

type LinkCodes<L> = L extends { permission: infer P extends string } ? `${P}:view` | `${P}:edit` : never;

/** Every permission code: each entity's calls and transitions, each link's, and the hand-written routes'. */
export type PermissionCode = EntityCodes<(typeof DECLARED_ENTITIES)[number]> | LinkCodes<(typeof DECLARED_LINKS)[number]> | RoutePermissionCode;

/** A code's prefix (`campus:student`, `home`) and the actions declared under it. */
export type PermissionPrefix = PermissionCode extends infer C
  ? C extends `${infer Area}:${infer Name}:${string}`
    ? `${Area}:${Name}`
    : C extends `${infer Area}:${string}`
      ? Area
      : never
  : never;
export type PermissionAction<P extends string> = PermissionCode extends infer C ? (C extends `${P}:${infer A}` ? A : never) : never;

const linkCodes = (l: LinkDef) => [`${l.permission}:view`, `${l.permission}:edit`];

/**
 * Every permission code, once each, in declaration order. The entities' are read from their index (the
 * same rule as `EntityCodes`; `entity-index.test.ts` holds it to the declarations), so a screen that
 * checks a code loads no declaration.
 */
export const PERMISSION_CODES: readonly PermissionCode[] = [
  ...new Set([...ENTITY_INDEX.flatMap(indexCodes), ...DECLARED_LINKS.flatMap(linkCodes), ...ROUTE_PERMISSIONS]),
] as PermissionCode[];

const KNOWN = new Set<string>(PERMISSION_CODES);

export function isPermissionCode(value: string): value is PermissionCode {
  return KNOWN.has(value);
}

/**
 * The code of an entity's call or transition; for a declared entity, one its declaration does not give
 * throws (where the route is built). A test's own entity, outside the declarations, is taken at its word.
 */
export function permissionOf(entity: AnyEntity, action: GenericAction | string): PermissionCode {
  const code = entityPermission(entity, action as PermissionAction<string>);
  if (entityRef(entity.name) && !isPermissionCode(code)) throw new Error(`${entity.name}: ${code} is not a declared permission`);
  return code as PermissionCode;
}

/** A link's codes: `view` reads the links, `edit` links and unlinks. */
export function linkPermission(link: LinkDef, action: 'view' | 'edit'): PermissionCode {
  const code = `${link.permission}:${action}`;
  if (!isPermissionCode(code)) throw new Error(`${link.name}: ${code} is not a declared permission`);
  return code;
}

/**
 * Who may ask an entity's picker (`.../options`): who may read it, the hand-written screens its
 * `pickedBy` names, and every generic list filter (its view) and form (its add, and edit unless the
 * field is set only on create) whose ref field picks it. Nobody else: labels of children are children's data.
 */
export function pickerPermissions(target: AnyEntity): PermissionCode[] {
  const codes = new Set<PermissionCode>([permissionOf(target, 'view'), ...(target.pickedBy ?? [])]);
  for (const e of ENTITIES) {
    for (const f of Object.values(e.fields)) {
      if ((f.kind !== 'ref' && f.kind !== 'refs') || f.entity !== target.name) continue;
      if (f.filter) codes.add(permissionOf(e, 'view'));
      if (f.form === false) continue;
      if (allows(e, 'create')) codes.add(permissionOf(e, 'add'));
      if (f.form !== 'create' && allows(e, 'update')) codes.add(permissionOf(e, 'edit'));
    }
  }
  // Who links a row picks one of the other side.
  for (const l of linksOf(target.name)) codes.add(linkPermission(l, 'edit'));
  return [...codes].sort();
}

/**
 * Codes no menu entry grants, each with the reason: a role reaches a code only through a menu entry
 * (roles hold menus), so any other code must say who holds it. None today.
 */
export const INTERNAL_PERMISSIONS: Partial<Record<PermissionCode, string>> = {};

import type { AnyEntity } from './entity/define.js';
import type { PermissionAction, PermissionCode } from './permissions.js';

/**
 * An entity's code for one of its declared actions (its prefix and the action: `health:setting:edit`).
 * The type admits only an action declared under the entity's prefix, so it needs no look-up at run
 * time and loads no declaration: the web's screens ask with it. `permissionOf` makes the same code
 * and, for a name only known at run time, checks it against the declarations.
 */
export function entityPermission<E extends Pick<AnyEntity, 'permission'>>(entity: E, action: PermissionAction<E['permission']>): PermissionCode {
  return `${entity.permission}:${action}` as PermissionCode;
}

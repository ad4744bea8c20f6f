import type { MenuKind } from './entities/system/menu.entity.js';

/** A node of a role's authorization tree: every menu of the role's system (GET /system/role/authorization). */
export interface AuthorizationNode {
  id: string;
  name: string;
  kind: MenuKind;
  permission: string;
  children: AuthorizationNode[];
}

export interface RoleAuthorization {
  roleId: string;
  /** The role's version, sent back with the new authorisation. */
  updatedAt: string;
  appType: number;
  menuIds: string[];
  tree: AuthorizationNode[];
}

/** A province, city or district (GB/T 2260), from GET /system/area/children and /system/area/path. */
export interface AreaNode {
  code: string;
  name: string;
  parentCode: string;
  level: 1 | 2 | 3;
  isLeaf: boolean;
}

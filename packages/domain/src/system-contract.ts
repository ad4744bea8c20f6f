import { z } from 'zod';
import { MENU_KINDS, type MenuKind } from './entities/system/menu.entity.js';

/** A node of a role's authorization tree: every menu of the role's system (GET /system/role/authorization). */
export interface AuthorizationNode {
  id: string;
  name: string;
  kind: MenuKind;
  permission: string;
  children: AuthorizationNode[];
}
// Recursive, so typed by its interface (tsc checks that the two agree) and named: the API description refers to it.
export const authorizationNodeSchema: z.ZodType<AuthorizationNode> = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(MENU_KINDS),
    permission: z.string(),
    get children() {
      return z.array(authorizationNodeSchema);
    },
  })
  .meta({ id: 'AuthorizationNode' });

export const roleAuthorizationSchema = z.object({
  roleId: z.string(),
  /** The role's version, sent back with the new authorisation. */
  updatedAt: z.string(),
  appType: z.number(),
  menuIds: z.array(z.string()),
  tree: z.array(authorizationNodeSchema),
});
export type RoleAuthorization = z.infer<typeof roleAuthorizationSchema>;

/** A province, city or district (GB/T 2260), from GET /system/area/children and /system/area/path. */
export const areaNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isLeaf: z.boolean(),
});
export type AreaNode = z.infer<typeof areaNodeSchema>;

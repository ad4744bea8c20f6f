import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { roles } from './role.table.js';

export const MENU_KINDS = ['directory', 'page', 'button'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];
export type MenuName = { 'zh-CN': string; 'zh-TW': string; en: string };

/** Menu entries and action permissions of one appType's system (spec section 2). */
export const menus = pgTable(
  'menus',
  {
    ...baseColumns,
    parentId: uuid('parent_id'),
    /** Stable key of a catalogue entry ('system.user'), so later releases can add menus to live databases. */
    code: text('code'),
    appType: integer('app_type').notNull(),
    kind: text('kind').$type<MenuKind>().notNull().default('page'),
    href: text('href').notNull().default(''),
    name: jsonb('name').$type<MenuName>().notNull(),
    icon: text('icon').notNull().default(''),
    isShow: integer('is_show').notNull().default(1),
    componentUrl: text('component_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    permission: text('permission').notNull().default(''),
  },
  (t) => [
    check('menus_kind_check', sql`${t.kind} in ('directory','page','button')`),
    index('menus_app_type_idx').on(t.appType),
    uniqueIndex('menus_code_key').on(t.appType, t.code),
  ],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

import { menuEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { roles } from './role.table.js';

/** Menu entries and action permissions of one appType's system (spec section 2). */
export const menus = pgTable(
  'menus',
  {
    ...baseColumns,
    ...entityColumns(menuEntity),
    /** Stable key of a catalogue entry ('system.user'), so later releases can add menus to live databases. */
    code: text('code'),
  },
  (t) => [
    check('menus_kind_check', sql`${t.kind} in ('directory','page','button')`),
    index('menus_app_type_idx').on(t.appType),
    // The list's order (its default sort, then id): a page of 770 menus read from the index, not sorted each time.
    index('menus_sort_idx').on(t.sort, t.id),
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

import { ORG_KINDS } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';

const kinds = sql.raw(ORG_KINDS.map((k) => `'${k}'`).join(','));

/**
 * The organisation tree (DESIGN section 5). `path` is the chain of ids from the root, '/a/b/c/',
 * so a subtree is one indexed prefix match.
 */
export const organisations = pgTable(
  'organisations',
  {
    ...baseColumns,
    parentId: uuid('parent_id'),
    path: text('path').notNull(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shardNum: text('shard_num').notNull().default('00001'),
    areaCode: text('area_code'),
    address: text('address'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    enabled: integer('enabled').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('organisations_kind_check', sql`${t.kind} in (${kinds})`),
    uniqueIndex('organisations_code_key').on(t.code),
    index('organisations_parent_idx').on(t.parentId),
    index('organisations_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
  ],
);

import { organizationEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../resource/entity-columns.js';
import { uniqueIndexes } from '../resource/unique-indexes.js';

/**
 * The organisation tree. `path` is the chain of ids from the root, '/a/b/c/', so a subtree is one
 * indexed prefix match; it is set by the server, never sent by a client.
 */
export const organisations = pgTable(
  'organisations',
  {
    ...baseColumns,
    ...entityColumns(organizationEntity),
    path: text('path').notNull(),
    shardNum: text('shard_num').notNull().default('00001'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  },
  (t) => [
    check('organisations_kind_check', sql`${t.kind} in ('platform','agent','group','kindergarten','institution','expert')`),
    ...uniqueIndexes('organisations', organizationEntity, t),
    index('organisations_parent_idx').on(t.parentId),
    index('organisations_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
  ],
);

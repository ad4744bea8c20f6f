import { dictionaryEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';

/** Dictionary types (parent_id null) and their values. */
export const dictionaries = pgTable('dictionaries', { ...baseColumns, ...entityColumns(dictionaryEntity) }, (t) => [
  // A code is unique among its siblings; type codes among the types.
  uniqueIndex('dictionaries_code_key')
    .on(sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.code)
    .where(sql`${t.deleted} = false`),
  index('dictionaries_parent_idx').on(t.parentId),
]);

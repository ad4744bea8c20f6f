import { deviceEntity } from '@kg/domain';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { organisations } from '../system/organization.table.js';

/** Machines. Only hashes of the verification code and of the machine's token are kept. */
export const devices = pgTable(
  'devices',
  {
    ...baseColumns,
    ...entityColumns(deviceEntity),
    kigId: uuid('kig_id').references(() => organisations.id),
    verifyCodeHash: text('verify_code_hash').notNull(),
    tokenHash: text('token_hash'),
  },
  (t) => [
    uniqueIndex('devices_serial_key').on(sql`lower(${t.serialNo})`).where(sql`${t.deleted} = false`),
    uniqueIndex('devices_token_key').on(t.tokenHash),
    index('devices_kig_idx').on(t.kigId),
  ],
);

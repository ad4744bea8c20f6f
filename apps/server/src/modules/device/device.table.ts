import { cameraEntity, deviceEntity, gatewayEntity, speakerEntity } from '@kg/domain';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { kig } from '../campus/campus.tables.js';
import { organisations } from '../../platform/tenancy/organization.table.js';

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
  (t) => [...uniqueIndexes('devices', deviceEntity, t), uniqueIndex('devices_token_key').on(t.tokenHash), index('devices_kig_idx').on(t.kigId)],
);

/** Cameras; `password` holds the sealed password (SecretBox), never the password itself. */
export const cameras = pgTable('cameras', { ...kigBaseColumns, ...entityColumns(cameraEntity), ...kig() }, (t) => [kigPrimaryKey(t), ...uniqueIndexes('cameras', cameraEntity, t)]);

export const gateways = pgTable('gateways', { ...kigBaseColumns, ...entityColumns(gatewayEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('gateways', gatewayEntity, t),
]);

export const speakers = pgTable('speakers', { ...kigBaseColumns, ...entityColumns(speakerEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('speakers', speakerEntity, t),
]);

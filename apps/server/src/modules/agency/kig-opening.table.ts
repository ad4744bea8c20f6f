import { kigOpeningEntity } from '@kg/domain';
import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';

/**
 * Opening requests (issue 16). A request comes before its kindergarten, so it has no `kig_id`: it is
 * owned by the agent (`agent_id`). `admin_password` and `terminal_password` hold argon2id hashes only
 * (the declaration's secret fields: never read back).
 */
export const kigOpenings = pgTable(
  'kig_openings',
  {
    ...baseColumns,
    ...entityColumns(kigOpeningEntity),
    // Optional in the form (an agent files for itself), always set by the server.
    agentId: uuid('agent_id').notNull(),
  },
  (t) => [...uniqueIndexes('kig_openings', kigOpeningEntity, t), index('kig_openings_agent_idx').on(t.agentId)],
);

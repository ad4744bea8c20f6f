import { advertEntity, documentEntity } from '@kg/domain';
import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';

/**
 * An organisation's adverts (issue 16): an agent's for its kindergartens' parents' apps (the platform's
 * channel adverts of issue 18 alike). Owned by `org_id`, not by a kindergarten: one row reaches many
 * (`kig_ids`, a json array; empty is all of the owner's).
 */
export const adverts = pgTable(
  'adverts',
  {
    ...baseColumns,
    ...entityColumns(advertEntity),
    orgId: uuid('org_id').notNull(),
  },
  (t) => [...uniqueIndexes('adverts', advertEntity, t), index('adverts_org_idx').on(t.orgId)],
);

/** Documents to download: the platform's (every agent sees them) and each agent's own (`org_id`). */
export const documents = pgTable(
  'documents',
  {
    ...baseColumns,
    ...entityColumns(documentEntity),
    // Declared for the list (who published it), never sent: set by the server on create.
    orgId: uuid('org_id').notNull(),
  },
  (t) => [...uniqueIndexes('documents', documentEntity, t), index('documents_org_idx').on(t.orgId)],
);

import { consentEntity } from '@kg/domain';
import { foreignKey, index, pgTable } from 'drizzle-orm/pg-core';
import { kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { kig, parents, students } from './campus.tables.js';

/**
 * Guardians' consent decisions (the `consent` entity): appended, never changed; a child's state for a
 * purpose is its latest row, found by the index (kindergarten, child, purpose, latest first).
 */
export const consents = pgTable('consents', { ...kigBaseColumns, ...entityColumns(consentEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  index('consents_state_idx').on(t.kigId, t.studentId, t.purpose, t.decidedAt.desc()),
  foreignKey({ name: 'consents_student_fk', columns: [t.kigId, t.studentId], foreignColumns: [students.kigId, students.id] }),
  foreignKey({ name: 'consents_parent_fk', columns: [t.kigId, t.parentId], foreignColumns: [parents.kigId, parents.id] }),
]);

import { audienceOf } from '@kg/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';

/**
 * The audience columns a save writes (a resource's beforeSave): the domain's rule, the other choice's
 * ids emptied. A choice without its grades or classes is refused on that field.
 */
export function audienceValues(input: Row): Row {
  const { audience, gradeIds, classIds, missing } = audienceOf(input);
  if (missing) throw badRequest([{ field: missing, message: 'validation.required' }]);
  return { audience, gradeIds, classIds };
}

/** The audience columns of a table that spreads `audienceFields`. */
export interface AudienceColumns {
  audience: PgColumn | SQL;
  gradeIds: PgColumn | SQL;
  classIds: PgColumn | SQL;
}

/**
 * "This row's audience includes a child of class `classId` in grade `gradeId`": the whole school, a
 * grades audience naming the grade, or a classes audience naming the class. For the families' side
 * (what a parent sees) and for counting whom a row reaches. The ids may be columns or values.
 */
export function audienceIncludes(row: AudienceColumns, classId: PgColumn | SQL | string, gradeId: PgColumn | SQL | string): SQL {
  return sql`(${row.audience} = 'school'
    or (${row.audience} = 'grades' and ${row.gradeIds} @> jsonb_build_array(${gradeId}::text))
    or (${row.audience} = 'classes' and ${row.classIds} @> jsonb_build_array(${classId}::text)))`;
}

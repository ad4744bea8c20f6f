import { badRequest } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';

/**
 * Rows about a child or a staff member (leave, epidemic reports) name exactly one person of their
 * kind: the other kind's reference is never kept. Throws a 400 on the missing field.
 */
export function onePersonOfKind(input: Row, existing: Row | undefined, missing: string) {
  const kind = (existing?.personKind ?? input.personKind) as 'student' | 'teacher';
  const field = kind === 'student' ? 'studentId' : 'teacherId';
  const personId = (existing ? existing[field] : input[field]) as string | null | undefined;
  if (!personId) throw badRequest([{ field, message: missing }]);
  return { kind, personId, values: kind === 'student' ? { teacherId: null } : { studentId: null } };
}

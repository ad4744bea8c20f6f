import { personOfKind } from '@kg/domain';
import { badRequest } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';

/**
 * Rows about a child or a staff member (leave, epidemic reports) name exactly one person of their
 * kind (the rule is the domain's `personOfKind`), fixed when created. Throws a 400 on the missing field.
 */
export function onePersonOfKind(input: Row, existing: Row | undefined, missing: string) {
  const { kind, field, personId, others } = personOfKind(existing ?? input);
  if (!personId) throw badRequest([{ field, message: missing }]);
  return { kind, personId, values: others };
}

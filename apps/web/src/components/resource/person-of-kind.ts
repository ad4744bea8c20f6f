import { PERSON_FIELDS, PERSON_KINDS, personOfKind } from '@kg/domain';
import type { ResourceRecord } from '../../api/resource-api';
import type { ResourceFormOptions } from './ResourceForm';

/**
 * The form of a row about one child or one staff member (leave, epidemic reports), after the
 * domain's rule: only the picker of the chosen kind shows, and the server keeps only that one.
 */
export const PERSON_OF_KIND_FORM = {
  presets: { personKind: 'student' },
  required: Object.values(PERSON_FIELDS),
  shownWhen: Object.fromEntries(PERSON_KINDS.map((kind) => [PERSON_FIELDS[kind], (values: Record<string, unknown>) => values.personKind === kind])),
} satisfies ResourceFormOptions;

/** The child's or the teacher's name, whichever the row is about. */
export function personOf(record: ResourceRecord): string {
  const label = record._labels?.[personOfKind(record).field];
  return (Array.isArray(label) ? label[0] : label) || '-';
}

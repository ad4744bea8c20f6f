import { PERSON_KINDS, type PersonKind } from './common.js';

/**
 * Rows about one child or one staff member (leave requests, epidemic reports) say which in
 * `personKind` and name the person in that kind's field only: the other kind's field is never kept.
 * The server enforces it on save; the web form shows only the chosen kind's picker.
 */
export const PERSON_FIELDS = { student: 'studentId', teacher: 'teacherId' } as const satisfies Record<PersonKind, string>;
export type PersonField = (typeof PERSON_FIELDS)[PersonKind];

export interface PersonOfKind {
  kind: PersonKind;
  /** The field that names the person. */
  field: PersonField;
  personId: string | undefined;
  /** The other kinds' fields, emptied. */
  others: Partial<Record<PersonField, null>>;
}

/** Whom a row is about: a teacher when its kind says so, else a child. */
export function personOfKind(row: Record<string, unknown>): PersonOfKind {
  const kind: PersonKind = row.personKind === 'teacher' ? 'teacher' : 'student';
  const field = PERSON_FIELDS[kind];
  const value = row[field];
  const others = Object.fromEntries(PERSON_KINDS.filter((k) => k !== kind).map((k) => [PERSON_FIELDS[k], null]));
  return { kind, field, personId: typeof value === 'string' && value ? value : undefined, others };
}

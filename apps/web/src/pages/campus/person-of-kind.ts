import type { ResourceRecord } from '../../api/resource-api';
import type { OptionDependency } from '../../components/resource/ResourceForm';
import { chosenKindergarten } from './kindergarten-scope';

/** Pickers of a child, a teacher or a term wait for the kindergarten and offer only its own. */
export const inKindergarten: OptionDependency = { on: ['kigId'], filters: (values) => ({ kigId: chosenKindergarten(values) }) };

/**
 * The form of a row about one child or one staff member (leave, epidemic reports): only the picker
 * of the chosen kind shows, and the server keeps only that one.
 */
export const PERSON_OF_KIND_FORM = {
  presets: { personKind: 'student' },
  required: ['studentId', 'teacherId'],
  dependencies: { studentId: inKindergarten, teacherId: inKindergarten },
  shownWhen: {
    studentId: (values: Record<string, unknown>) => values.personKind === 'student',
    teacherId: (values: Record<string, unknown>) => values.personKind === 'teacher',
  },
};

/** The child's or the teacher's name, whichever the row is about. */
export function personOf(record: ResourceRecord): string {
  const labels = record._labels ?? {};
  const label = record.personKind === 'teacher' ? labels.teacherId : labels.studentId;
  return (Array.isArray(label) ? label[0] : label) || '-';
}

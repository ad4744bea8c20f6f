import { describe, expect, it } from 'vitest';
import { personOfKind } from './person-of-kind.js';

describe('personOfKind', () => {
  it("reads the child of a child's row and empties the teacher", () => {
    expect(personOfKind({ personKind: 'student', studentId: 's1', teacherId: 't1' })).toEqual({ kind: 'student', field: 'studentId', personId: 's1', others: { teacherId: null } });
  });
  it("reads the teacher of a teacher's row and empties the child", () => {
    expect(personOfKind({ personKind: 'teacher', studentId: 's1', teacherId: 't1' })).toEqual({ kind: 'teacher', field: 'teacherId', personId: 't1', others: { studentId: null } });
  });
  it('names the field of a missing person', () => {
    expect(personOfKind({ personKind: 'teacher', studentId: 's1', teacherId: '' })).toMatchObject({ field: 'teacherId', personId: undefined });
    expect(personOfKind({ personKind: 'student' })).toMatchObject({ field: 'studentId', personId: undefined });
  });
});

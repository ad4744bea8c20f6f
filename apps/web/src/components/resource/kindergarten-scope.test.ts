import {
  classEntity,
  enrollmentEntity,
  epidemicReportEntity,
  healthCheckEntity,
  leaveRequestEntity,
  measurementEntity,
  medicalContractEntity,
  organizationEntity,
  studentEntity,
} from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { kindergartenScope } from '../report/report-scope';
import { toyEntity } from '../../test/toy-entity';
import { chosenKindergarten, isKindergartenScoped, kindergartenDependencies, kindergartenRefs } from './kindergarten-scope';

describe('kindergartenScope', () => {
  it('fixes a kindergarten account to its own kindergarten', () => {
    expect(kindergartenScope({ appType: 3, baseId: 'k1' })).toEqual({ kind: 'own', kigId: 'k1' });
  });
  it('lets a group account pick', () => {
    expect(kindergartenScope({ appType: 4, baseId: 'g1' })).toEqual({ kind: 'group' });
  });
  it('waits for the user', () => {
    expect(kindergartenScope(undefined)).toBeNull();
  });
});

describe('kindergartenDependencies', () => {
  it('makes each ref wait for the kindergarten and filter by it', () => {
    const deps = kindergartenDependencies(['gradeId', 'classroomId']);
    expect(Object.keys(deps)).toEqual(['gradeId', 'classroomId']);
    expect(deps.gradeId!.on).toEqual(['kigId']);
    expect(deps.gradeId!.filters({ kigId: 'k2', gradeId: 'x' })).toEqual({ kigId: 'k2' });
  });
  it('reads only a chosen kindergarten', () => {
    expect(chosenKindergarten({ kigId: '' })).toBeUndefined();
    expect(chosenKindergarten({ kigId: null })).toBeUndefined();
    expect(chosenKindergarten({ kigId: 'k' })).toBe('k');
  });
});

describe('what the declaration says', () => {
  it('lists within a kindergarten the entities declared kindergarten-scoped that say which (kigId)', () => {
    expect(isKindergartenScoped(studentEntity)).toBe(true);
    expect(isKindergartenScoped(healthCheckEntity)).toBe(true);
    expect(isKindergartenScoped(organizationEntity)).toBe(false);
    expect(isKindergartenScoped(toyEntity)).toBe(false);
  });
  it("offers within the chosen kindergarten the form's refs to kindergarten rows", () => {
    expect(kindergartenRefs(studentEntity)).toEqual(['classId']);
    expect(kindergartenRefs(classEntity)).toEqual(['gradeId', 'headTeacherId', 'classroomId']);
    // The admitted child is no field of the form.
    expect(kindergartenRefs(enrollmentEntity)).toEqual(['gradeId']);
    expect(kindergartenRefs(leaveRequestEntity)).toEqual(['studentId', 'teacherId']);
    expect(kindergartenRefs(epidemicReportEntity)).toEqual(['studentId', 'teacherId']);
    expect(kindergartenRefs(measurementEntity)).toEqual(['studentId', 'termId']);
    // An institution is an organisation, not a kindergarten's row; a check has no form.
    expect(kindergartenRefs(medicalContractEntity)).toEqual([]);
    expect(kindergartenRefs(healthCheckEntity)).toEqual([]);
  });
});

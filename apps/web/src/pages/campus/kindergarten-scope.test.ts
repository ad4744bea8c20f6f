import { describe, expect, it } from 'vitest';
import { chosenKindergarten, kindergartenDependencies, kindergartenScope } from './kindergarten-scope';

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

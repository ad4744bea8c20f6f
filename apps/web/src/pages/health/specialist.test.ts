import { describe, expect, it } from 'vitest';
import { isSpecialist } from './specialist';

describe('isSpecialist', () => {
  it('is true for an institution or an expert group, as the server judges it', () => {
    expect(isSpecialist({ orgKind: 'institution' })).toBe(true);
    expect(isSpecialist({ orgKind: 'expert' })).toBe(true);
  });

  it('is false for a kindergarten, a group, or before the session is known', () => {
    expect(isSpecialist({ orgKind: 'kindergarten' })).toBe(false);
    expect(isSpecialist({ orgKind: 'group' })).toBe(false);
    expect(isSpecialist(undefined)).toBe(false);
  });
});

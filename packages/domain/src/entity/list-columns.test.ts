import { describe, expect, it } from 'vitest';
import { healthCheckEntity } from '../entities/health/health-check.entity.js';
import { listedByDefault, shownByDefault } from './fields.js';

describe("a list's columns", () => {
  it("'more' columns are exported (listed) but wait in the column chooser (not shown by default)", () => {
    expect(listedByDefault({ kind: 'int', list: 'more' })).toBe(true);
    expect(shownByDefault({ kind: 'int', list: 'more' })).toBe(false);
    expect(shownByDefault({ kind: 'int' })).toBe(true);
    expect(listedByDefault({ kind: 'int', list: false })).toBe(false);
    expect(shownByDefault({ kind: 'textarea', max: 10 })).toBe(false);
    expect(shownByDefault({ kind: 'textarea', max: 10, list: true })).toBe(true);
  });

  it('the health check list shows who, when, how warm and what was wrong; each finding waits in the chooser', () => {
    const shown = Object.entries(healthCheckEntity.fields)
      .filter(([, f]) => shownByDefault(f))
      .map(([name]) => name);
    expect(shown).toEqual(['kigId', 'studentId', 'classId', 'session', 'checkedAt', 'temperature', 'abnormal', 'reasons', 'review']);
    for (const finding of ['hand', 'mouth', 'trauma', 'nails'] as const) expect(listedByDefault(healthCheckEntity.fields[finding])).toBe(true);
  });
});

import { TEMPERATURE_DEFAULTS } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { abnormalReasons, reviewOf } from './check-judgement.js';

const t = { fever: TEMPERATURE_DEFAULTS.fever, highFever: TEMPERATURE_DEFAULTS.highFever, low: TEMPERATURE_DEFAULTS.low };
const healthy = { temperature: 366, hand: 'normal', mouth: 'normal', trauma: 'none', nails: 'clean' };

describe('a check', () => {
  it('is normal below the fever threshold and at or above the low one', () => {
    expect(abnormalReasons(healthy, t)).toEqual([]);
    expect(abnormalReasons({ ...healthy, temperature: 372 }, t)).toEqual([]);
    expect(abnormalReasons({ ...healthy, temperature: 355 }, t)).toEqual([]);
  });

  it('is a fever from the threshold, a high fever from the next, low below the low one', () => {
    expect(abnormalReasons({ ...healthy, temperature: 373 }, t)).toEqual(['fever']);
    expect(abnormalReasons({ ...healthy, temperature: 385 }, t)).toEqual(['fever', 'highFever']);
    expect(abnormalReasons({ ...healthy, temperature: 354 }, t)).toEqual(['lowTemperature']);
    expect(abnormalReasons({ ...healthy, temperature: 372 }, { ...t, fever: 372 })).toEqual(['fever']);
  });

  it('names every finding that is not the healthy one', () => {
    expect(abnormalReasons({ ...healthy, hand: 'blister', mouth: 'herpes', trauma: 'scratch', nails: 'long' }, t)).toEqual(['hand', 'mouth', 'trauma', 'nails']);
    expect(abnormalReasons({ ...healthy, temperature: null }, t)).toEqual([]);
  });

  it('goes to a teacher when abnormal or unclear', () => {
    expect(reviewOf([], false)).toBe('auto');
    expect(reviewOf([], true)).toBe('pending');
    expect(reviewOf(['fever'], false)).toBe('pending');
  });
});

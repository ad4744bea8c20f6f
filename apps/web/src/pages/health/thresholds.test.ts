import { describe, expect, it } from 'vitest';
import { thresholdsOutOfOrder } from './thresholds';

describe('thresholds', () => {
  it('wants low < fever < high fever, naming the fields of each pair out of order', () => {
    expect([...thresholdsOutOfOrder({ lowTemperature: 355, feverTemperature: 373, highFeverTemperature: 381 })]).toEqual([]);
    expect([...thresholdsOutOfOrder({ lowTemperature: 373, feverTemperature: 373, highFeverTemperature: 381 })].sort()).toEqual([
      'feverTemperature',
      'lowTemperature',
    ]);
    expect([...thresholdsOutOfOrder({ lowTemperature: 355, feverTemperature: 385, highFeverTemperature: 381 })].sort()).toEqual([
      'feverTemperature',
      'highFeverTemperature',
    ]);
  });

  it('leaves blanks to the required rule', () => {
    expect(thresholdsOutOfOrder({ lowTemperature: null, feverTemperature: 373, highFeverTemperature: null }).size).toBe(0);
  });
});

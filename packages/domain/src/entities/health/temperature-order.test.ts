import { describe, expect, it } from 'vitest';
import { thresholdsOutOfOrder } from './temperature-order.js';

describe('thresholdsOutOfOrder', () => {
  it('wants low < fever < high fever, naming each pair out of order', () => {
    expect(thresholdsOutOfOrder({ lowTemperature: 355, feverTemperature: 373, highFeverTemperature: 381 })).toEqual([]);
    expect(thresholdsOutOfOrder({ lowTemperature: 373, feverTemperature: 373, highFeverTemperature: 381 })).toEqual([['lowTemperature', 'feverTemperature']]);
    expect(thresholdsOutOfOrder({ lowTemperature: 355, feverTemperature: 385, highFeverTemperature: 381 })).toEqual([['feverTemperature', 'highFeverTemperature']]);
    expect(thresholdsOutOfOrder({ lowTemperature: 390, feverTemperature: 385, highFeverTemperature: 381 })).toEqual([
      ['lowTemperature', 'feverTemperature'],
      ['feverTemperature', 'highFeverTemperature'],
    ]);
  });

  it('leaves blanks to the required rule', () => {
    expect(thresholdsOutOfOrder({ lowTemperature: null, feverTemperature: 373, highFeverTemperature: null })).toEqual([]);
    expect(thresholdsOutOfOrder({ lowTemperature: Number(undefined), feverTemperature: 373, highFeverTemperature: 360 })).toEqual([['feverTemperature', 'highFeverTemperature']]);
  });
});

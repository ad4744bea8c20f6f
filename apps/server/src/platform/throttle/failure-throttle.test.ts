import { describe, expect, it } from 'vitest';
import { defaultLoginThrottle } from '../config.js';
import { failureDelayMs } from './failure-throttle.js';

describe('failureDelayMs', () => {
  const config = { ...defaultLoginThrottle, slowAfter: 3, delayStepMs: 250, maxDelayMs: 1000 };
  it('answers the first failures at once, then ever more slowly up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => failureDelayMs(n, config))).toEqual([0, 0, 0, 250, 500, 750, 1000, 1000]);
  });
});

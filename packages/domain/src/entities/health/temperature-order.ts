/** The temperature thresholds in the order they must rise: low below fever, fever below high fever. */
export const RISING_THRESHOLDS = ['lowTemperature', 'feverTemperature', 'highFeverTemperature'] as const;
export type ThresholdField = (typeof RISING_THRESHOLDS)[number];

/** The server's message of a broken order (the settings screen says it in its own words). */
export const THRESHOLD_ORDER_MESSAGE = 'validation.thresholdOrder';

/**
 * Each neighbouring pair of thresholds out of order, lower field first, in the order of
 * RISING_THRESHOLDS. A threshold not given (not a finite number) is left to the required rule.
 */
export function thresholdsOutOfOrder(values: Partial<Record<ThresholdField, unknown>>): [ThresholdField, ThresholdField][] {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const broken: [ThresholdField, ThresholdField][] = [];
  for (let i = 1; i < RISING_THRESHOLDS.length; i++) {
    const lower = RISING_THRESHOLDS[i - 1]!;
    const higher = RISING_THRESHOLDS[i]!;
    const [a, b] = [n(values[lower]), n(values[higher])];
    if (a !== null && b !== null && a >= b) broken.push([lower, higher]);
  }
  return broken;
}

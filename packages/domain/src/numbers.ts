/** Percentage of part in whole, rounded to 2 decimals; 0 when whole is 0 (spec section 9). */
export function percentage(part: number, whole: number): number {
  if (!whole || !Number.isFinite(whole) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 10000) / 100;
}

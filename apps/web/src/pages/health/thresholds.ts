/**
 * The thresholds of a save body (stored tenths) that break low < fever < high fever: each field of a
 * pair out of order. A threshold not yet typed is left to the required rule.
 */
export function thresholdsOutOfOrder(body: Record<string, unknown>): Set<string> {
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  const [low, fever, high] = [n(body.lowTemperature), n(body.feverTemperature), n(body.highFeverTemperature)];
  const bad = new Set<string>();
  if (low !== null && fever !== null && low >= fever) ['lowTemperature', 'feverTemperature'].forEach((f) => bad.add(f));
  if (fever !== null && high !== null && fever >= high) ['feverTemperature', 'highFeverTemperature'].forEach((f) => bad.add(f));
  return bad;
}

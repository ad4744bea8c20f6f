/** The last school day (Monday to Friday) before today in Shanghai, where the demo's kindergartens are. */
export function lastSchoolDay(): string {
  const d = new Date(Date.now() + 8 * 3_600_000 - 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A rate of the server (0 to 100, two decimals) as a percentage without trailing zeros: 95.5%, 100%. */
export function formatRate(rate: number): string {
  return `${Number.isFinite(rate) ? Number(rate.toFixed(2)) : 0}%`;
}

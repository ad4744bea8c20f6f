/**
 * A repeatable sequence, so the demo looks the same on every fresh start. 32-bit integer arithmetic
 * (a float product loses the low bits, which made every child a 王), and the high half of each step:
 * a power-of-two LCG's low bits cycle quickly.
 */
export function* sequence(seed: number) {
  let x = seed >>> 0;
  for (;;) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    yield x >>> 16;
  }
}

import { describe, expect, it } from 'vitest';
import { CODE_PATTERN, FORMATS } from './formats.js';

describe('the code format', () => {
  it('takes a letter or digit first, then letters, digits and _ . : -', () => {
    for (const ok of ['A', '0', 'KG-0001', 'a_b.c:d-e']) expect(CODE_PATTERN.test(ok) && FORMATS.code.test(ok)).toBe(true);
    for (const bad of ['', '-A', '_A', 'A B', 'A/B', '幼儿园']) expect(CODE_PATTERN.test(bad) || FORMATS.code.test(bad)).toBe(false);
  });
});

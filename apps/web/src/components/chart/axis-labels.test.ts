import { describe, expect, it } from 'vitest';
import { categoryLabelLayout, labelWidth } from './axis-labels';

const BANDS_ZH = ['35.5 以下', '35.5–36.9', '37.0–37.2', '37.3–38.0', '38.1 及以上'];
const BANDS_EN = ['below 35.5', '35.5–36.9', '37.0–37.2', '37.3–38.0', '38.1 and above'];

describe('categoryLabelLayout', () => {
  it('estimates Chinese characters square and Latin ones narrower', () => {
    expect(labelWidth('体温')).toBe(24);
    expect(labelWidth('ab')).toBeCloseTo(14.88);
  });

  it('keeps labels level where each fits its slot', () => {
    expect(categoryLabelLayout(BANDS_ZH, 900)).toEqual({ interval: 0, rotate: 0 });
    expect(categoryLabelLayout(['A', 'B'], 200)).toEqual({ interval: 0, rotate: 0 });
  });

  it('turns the temperature bands where they would touch: the check statistics at 1024 px (a card of about 330 px)', () => {
    expect(categoryLabelLayout(BANDS_ZH, 330).rotate).toBe(30);
    expect(categoryLabelLayout(BANDS_EN, 330).rotate).toBe(30);
  });

  it('turns further as the slot narrows, and shows every label whatever the width', () => {
    const many = Array.from({ length: 20 }, (_, i) => `幼儿园${i}`);
    expect(categoryLabelLayout(many, 600).rotate).toBe(45);
    expect(categoryLabelLayout(many, 300).rotate).toBe(90);
    expect(categoryLabelLayout(many, 300).interval).toBe(0);
  });

  it('has nothing to lay out before the chart is measured', () => {
    expect(categoryLabelLayout(BANDS_ZH, 0)).toEqual({ interval: 0, rotate: 0 });
    expect(categoryLabelLayout([], 500)).toEqual({ interval: 0, rotate: 0 });
  });
});

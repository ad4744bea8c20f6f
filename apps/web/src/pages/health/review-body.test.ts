import { checkReviewSchema } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { initialValues, reviewBody } from './review-body';

const ID = '01a201e6-02ef-7d34-b2ee-c03174ed10b2';
const CHECK = { id: ID, updatedAt: '2026-11-20T00:30:00.123Z' };

describe('review body', () => {
  it('starts from the check in °C and sends it back in tenths', () => {
    const values = initialValues({ id: ID, temperature: 364, hand: 'rash', mouth: 'normal', trauma: 'none', nails: 'long', reviewNote: null });
    expect(values).toEqual({ temperature: 36.4, hand: 'rash', mouth: 'normal', trauma: 'none', nails: 'long', note: '' });
    const body = reviewBody(CHECK, { ...values, temperature: 38.2, note: '  called the parents ' });
    expect(body).toEqual({ ...CHECK, temperature: 382, hand: 'rash', mouth: 'normal', trauma: 'none', nails: 'long', note: 'called the parents' });
    expect(checkReviewSchema.safeParse(body).success).toBe(true);
  });

  it('leaves an unmeasured temperature out', () => {
    const body = reviewBody(CHECK, { ...initialValues({ id: ID }), temperature: null });
    expect(body).not.toHaveProperty('temperature');
    expect(checkReviewSchema.safeParse(body).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../entities/index.js';
import { checkReviewSchema } from '../health-api.js';
import { translate } from '../i18n/index.js';
import type { FieldDef } from './fields.js';
import { declaredBounds, type NumberField, rangeIssue } from './number-range.js';
import { fieldSchema } from './schemas.js';

const numberFields = ENTITIES.flatMap((entity) =>
  Object.entries(entity.fields)
    .filter((e): e is [string, NumberField & FieldDef] => e[1].kind === 'int' || e[1].kind === 'money')
    .map(([name, field]) => ({ where: `${entity.name}.${name}`, field })),
);

describe('a number out of its declared range', () => {
  it('is found on every int and money field of every entity', () => {
    expect(numberFields.length).toBeGreaterThan(5);
  });

  it.each(numberFields)('$where: the bounds pass, one unit past either is refused naming the bounds, never clamped', ({ field }) => {
    const schema = fieldSchema(field);
    const { min, max } = declaredBounds(field);
    for (const bound of [min, max]) if (bound !== undefined) expect(schema.safeParse(bound)).toMatchObject({ success: true, data: bound });
    for (const past of [min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1]) {
      if (past === undefined) continue;
      const result = schema.safeParse(past);
      expect(result.success).toBe(false);
      const [issue] = result.error!.issues as { message: string; params?: Record<string, string> }[];
      expect(issue!.message).toMatch(/^validation\.range\./);
      // Every message reads whole in every language: no placeholder is left unfilled.
      for (const locale of ['zh-CN', 'zh-TW', 'en'] as const) expect(translate(locale, issue!.message, issue!.params)).not.toMatch(/\{\{|validation\./);
    }
  });

  it('reads as a person types the value: decimals of a scaled int, yuan for fen', () => {
    expect(rangeIssue(99, { kind: 'int', min: 30, max: 53, scale: 1 })).toEqual({ message: 'validation.range.between', params: { min: '3.0', max: '5.3' } });
    expect(rangeIssue(-1, { kind: 'money' })).toEqual({ message: 'validation.range.atLeast', params: { min: '0.00' } });
    expect(rangeIssue(101, { kind: 'int', max: 100 })).toEqual({ message: 'validation.range.atMost', params: { max: '100' } });
    expect(rangeIssue(3_000_000_000, { kind: 'int', min: 0 })).toEqual({ message: 'validation.outOfRange' });
    expect(translate('en', 'validation.range.between', { min: '3.0', max: '5.3' })).toBe('Must be between 3.0 and 5.3');
  });

  it("is refused in a teacher's review with the check's own bounds", () => {
    const result = checkReviewSchema.safeParse({ id: '0190f0f0-0000-7000-8000-000000000001', updatedAt: '2026-11-10T00:00:00.000Z', temperature: 460 });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['temperature'], message: 'validation.range.between', params: { min: '30.0', max: '45.0' } })]);
  });
});

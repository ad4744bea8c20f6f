import { defineEntity } from '@kg/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formFields, fromFormValues, toFormValues } from './form-values';
import { formatMoney, fenToYuan, yuanToFen } from './money';

const item = defineEntity({
  name: 'item',
  area: 'test',
  scope: 'organisation',
  permission: 'test:item',
  labelField: 'code',
  fields: {
    code: { kind: 'text', max: 10, required: true, form: 'create' },
    name: { kind: 'i18nText', max: 20, required: true },
    price: { kind: 'money' },
    on: { kind: 'date' },
    at: { kind: 'datetime' },
    active: { kind: 'flag', required: true, default: true },
    tags: { kind: 'refs', entity: 'tag' },
    count: { kind: 'int' },
    secret: { kind: 'text', max: 10, form: false },
  },
});

describe('money', () => {
  it('converts yuan and fen without float noise', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(12.345)).toBe(1235);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(formatMoney(123456789)).toBe('¥1,234,567.89');
    expect(formatMoney(-5)).toBe('-¥0.05');
  });
});

describe('form values', () => {
  it('shows create-only fields read-only when editing and never shows form:false fields', () => {
    expect(formFields(item, true).map((f) => f.name)).not.toContain('secret');
    expect(formFields(item, false).find((f) => f.name === 'code')).toMatchObject({ readOnly: true });
    expect(formFields(item, true).find((f) => f.name === 'code')).toMatchObject({ readOnly: false });
  });

  it('starts a new row from defaults and presets', () => {
    const values = toFormValues(item, undefined, { price: 250 });
    expect(values).toMatchObject({ active: true, price: 2.5, tags: [], name: { 'zh-CN': '', 'zh-TW': '', en: '' } });
  });

  it('loads a record for its inputs and saves it back unchanged', () => {
    const record = {
      id: 'r1',
      updatedAt: '2026-05-01T02:03:04.000Z',
      code: 'A1',
      name: { 'zh-CN': '苹果', 'zh-TW': '蘋果', en: 'Apple' },
      price: 1999,
      on: '2026-05-01',
      at: '2026-05-01T02:03:00.000Z',
      active: false,
      tags: ['t1'],
      count: null,
    };
    const values = toFormValues(item, record);
    expect(dayjs.isDayjs(values.on)).toBe(true);
    expect(values.price).toBe(19.99);
    expect(fromFormValues(item, values, record)).toEqual({
      id: 'r1',
      updatedAt: '2026-05-01T02:03:04.000Z',
      name: { 'zh-CN': '苹果', 'zh-TW': '蘋果', en: 'Apple' },
      price: 1999,
      on: '2026-05-01',
      at: '2026-05-01T02:03:00.000Z',
      active: false,
      tags: ['t1'],
      count: null,
    });
  });

  it('sends blanks as null when creating', () => {
    const body = fromFormValues(item, { code: 'B', name: { 'zh-CN': 'x' }, on: null, price: undefined, active: true });
    expect(body).toMatchObject({ code: 'B', on: null, price: null, at: null, count: null, tags: [] });
    expect(body.name).toEqual({ 'zh-CN': 'x', 'zh-TW': '', en: '' });
    expect(body).not.toHaveProperty('id');
  });
});

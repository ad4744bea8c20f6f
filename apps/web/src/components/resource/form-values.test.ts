import { defineEntity } from '@kg/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatTimeRanges, formFields, fromFormValues, secretFields, timeRangesFromInput, timeRangesToInput, toFormValues } from './form-values';
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

const rule = defineEntity({
  name: 'rule',
  area: 'test',
  scope: 'organisation',
  permission: 'test:rule',
  labelField: 'name',
  fields: {
    name: { kind: 'text', max: 10, required: true },
    periods: { kind: 'timeRanges', max: 3, required: true },
    days: { kind: 'enums', values: [1, 2, 3, 4, 5, 6, 7], required: true, default: [1, 2, 3, 4, 5] },
    password: { kind: 'text', max: 20, secret: true },
  },
});

describe('time ranges, several values and secrets', () => {
  const at = (hhmm: string) => dayjs(`2000-01-01T${hhmm}:00`);

  it("turns 'HH:mm' periods into picker rows and back", () => {
    const rows = timeRangesToInput([
      { start: '08:00', end: '11:30' },
      { start: '14:05', end: '17:30' },
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]!.format('HH:mm')).toBe('08:00');
    expect(rows[1]![1]!.format('HH:mm')).toBe('17:30');
    expect(timeRangesFromInput(rows)).toEqual([
      { start: '08:00', end: '11:30' },
      { start: '14:05', end: '17:30' },
    ]);
  });

  it('drops wholly blank rows, keeps half-filled ones for the schema to report, ignores junk', () => {
    expect(timeRangesFromInput([[null, null], [at('09:00'), null], undefined])).toEqual([{ start: '09:00', end: '' }]);
    expect(timeRangesToInput([{ start: '25:00', end: 'x' }])).toEqual([[null, null]]);
    expect(timeRangesToInput(null)).toEqual([]);
    expect(timeRangesFromInput('08:00')).toEqual([]);
  });

  it('formats periods for reading', () => {
    expect(
      formatTimeRanges([
        { start: '08:00', end: '11:30' },
        { start: '14:00', end: '17:30' },
      ]),
    ).toBe('08:00–11:30, 14:00–17:30');
    expect(formatTimeRanges(undefined)).toBe('');
  });

  it('starts enums from the declared default and keeps them in declaration order', () => {
    expect(toFormValues(rule, undefined).days).toEqual([1, 2, 3, 4, 5]);
    // A new row starts with one blank period, which is not sent if left blank.
    expect(toFormValues(rule, undefined).periods).toEqual([[null, null]]);
    expect(fromFormValues(rule, toFormValues(rule, undefined)).periods).toEqual([]);
    const body = fromFormValues(rule, { name: 'R', periods: [[at('08:00'), at('09:00')]], days: [6, 1, 9] });
    expect(body).toMatchObject({ name: 'R', periods: [{ start: '08:00', end: '09:00' }], days: [1, 6] });
  });

  it('never lists a secret, and keeps the stored one when left blank on edit', () => {
    expect(secretFields(rule)).toEqual(['password']);
    const record = { id: 'r1', name: 'R', periods: [{ start: '08:00', end: '09:00' }], days: [1] };
    const values = toFormValues(rule, record);
    expect(values.password).toBeUndefined();
    expect(fromFormValues(rule, values, record)).not.toHaveProperty('password');
    expect(fromFormValues(rule, { ...values, password: 'new-one' }, record)).toMatchObject({ password: 'new-one' });
    expect(fromFormValues(rule, { ...values, password: '' })).toHaveProperty('password', '');
  });
});

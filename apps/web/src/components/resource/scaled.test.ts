import { defineEntity } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { fromFormValues, toFormValues } from './form-values';
import { filterValue } from './list-request';
import { formatInt, fromStored, toStored } from './scaled';

const reading = defineEntity({
  name: 'reading',
  area: 'test',
  scope: 'organisation',
  permission: 'test:reading',
  labelField: 'label',
  fields: {
    label: { kind: 'text', max: 10, form: false },
    temperature: { kind: 'int', min: 300, max: 450, scale: 1, unit: '°C', required: true, default: 373, filter: 'range' },
    weight: { kind: 'int', scale: 2 },
    count: { kind: 'int', filter: 'eq' },
  },
});

describe('scaled ints', () => {
  it('converts stored units and typed decimals without float noise', () => {
    expect(fromStored(368, 1)).toBe(36.8);
    expect(fromStored(1234, 2)).toBe(12.34);
    expect(fromStored(7, 0)).toBe(7);
    expect(toStored(36.8, 1)).toBe(368);
    expect(toStored(0.1 + 0.2, 1)).toBe(3);
    expect(toStored(12.345, 2)).toBe(1235);
    expect(toStored(7, 0)).toBe(7);
  });

  it('formats with the declared decimals and unit', () => {
    expect(formatInt(368, { scale: 1, unit: '°C' })).toBe('36.8 °C');
    expect(formatInt(370, { scale: 1, unit: '°C' })).toBe('37.0 °C');
    expect(formatInt(5, { scale: 2 })).toBe('0.05');
    expect(formatInt(42, {})).toBe('42');
  });

  it('loads a record in degrees and saves it back in tenths', () => {
    const record = { id: 'r1', temperature: 368, weight: 1250, count: 3 };
    const values = toFormValues(reading, record);
    expect(values).toMatchObject({ temperature: 36.8, weight: 12.5, count: 3 });
    expect(fromFormValues(reading, { ...values, temperature: 37.3 }, record)).toMatchObject({ temperature: 373, weight: 1250, count: 3 });
  });

  it('starts a new row from the default in degrees and sends blanks as null', () => {
    expect(toFormValues(reading, undefined)).toMatchObject({ temperature: 37.3 });
    expect(fromFormValues(reading, { temperature: 38.1, weight: undefined, count: null })).toEqual({ temperature: 381, weight: null, count: null });
  });

  it('filters in stored units', () => {
    expect(filterValue(reading.fields.temperature, [37.3, null])).toEqual([373, null]);
    expect(filterValue(reading.fields.count, 4)).toBe(4);
  });
});

import { defineEntity } from '@kg/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildExportRequest, buildListRequest, filtersFromValues, toListSort, toSortOrder } from './list-request';

const pet = defineEntity({
  name: 'pet',
  area: 'test',
  scope: 'organisation',
  permission: 'test:pet',
  labelField: 'name',
  fields: {
    name: { kind: 'text', max: 20, filter: 'like', sort: true },
    kind: { kind: 'enum', values: ['cat', 'dog'], filter: 'eq' },
    tags: { kind: 'enum', values: ['a', 'b'], filter: 'in' },
    born: { kind: 'date', filter: 'range', sort: true },
    seen: { kind: 'datetime', filter: 'range' },
    price: { kind: 'money', filter: 'eq' },
    weight: { kind: 'int', filter: 'range' },
    vaccinated: { kind: 'flag', filter: 'eq' },
    note: { kind: 'text', max: 50 },
  },
});

describe('filtersFromValues', () => {
  it('keeps declared filters, trimmed, and drops blanks', () => {
    expect(filtersFromValues(pet, { name: '  Tom ', kind: '', tags: [], note: 'x', vaccinated: false })).toEqual({
      name: 'Tom',
      vaccinated: false,
    });
  });

  it('turns date ranges into calendar days, open at either end', () => {
    expect(filtersFromValues(pet, { born: [dayjs('2026-05-01'), null] })).toEqual({ born: ['2026-05-01', null] });
    expect(filtersFromValues(pet, { born: [null, null] })).toEqual({});
  });

  it('turns instant ranges into whole local days', () => {
    const { seen } = filtersFromValues(pet, { seen: [dayjs('2026-05-01'), dayjs('2026-05-02')] }) as { seen: [string, string] };
    expect(dayjs(seen[0]).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 00:00:00');
    expect(dayjs(seen[1]).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-02 23:59:59');
    expect(seen[0]).toMatch(/Z$/);
  });

  it('filters money in fen and numeric ranges as numbers', () => {
    expect(filtersFromValues(pet, { price: 12.5, weight: [null, 3] })).toEqual({ price: 1250, weight: [null, 3] });
  });
});

describe('buildListRequest', () => {
  it('pages within the maximum, sorts only by sortable fields, and lets fixed filters win', () => {
    const state = { pageNumber: 2, pageSize: 500, sort: { field: 'note', order: 'asc' as const }, filters: { name: 'To', kind: 'cat' } };
    expect(buildListRequest(pet, state, { kind: 'dog' })).toEqual({ pageNumber: 2, pageSize: 100, name: 'To', kind: 'dog' });
    expect(buildListRequest(pet, { ...state, sort: { field: 'born', order: 'desc' } }).sort).toEqual({ field: 'born', order: 'desc' });
  });

  it('exports the same filters and sort without paging', () => {
    const state = { pageNumber: 3, pageSize: 20, sort: { field: 'name', order: 'asc' as const }, filters: { name: 'To' } };
    expect(buildExportRequest(pet, state, { kind: 'cat' })).toEqual({ name: 'To', kind: 'cat', sort: { field: 'name', order: 'asc' } });
  });
});

describe('sort conversion', () => {
  it('maps antd sort orders to the API and back', () => {
    expect(toListSort('name', 'ascend')).toEqual({ field: 'name', order: 'asc' });
    expect(toListSort('name', 'descend')).toEqual({ field: 'name', order: 'desc' });
    expect(toListSort('name', undefined)).toBeUndefined();
    expect(toSortOrder({ field: 'name', order: 'desc' }, 'name')).toBe('descend');
    expect(toSortOrder({ field: 'name', order: 'desc' }, 'born')).toBeNull();
  });
});

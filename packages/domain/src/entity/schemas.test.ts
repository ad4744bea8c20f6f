import { describe, expect, it } from 'vitest';
import { defineEntity } from './define.js';
import { listSchema, saveSchema } from './schemas.js';

const pet = defineEntity({
  name: 'pet',
  area: 'test',
  scope: 'organisation',
  permission: 'test:pet',
  labelField: 'name',
  fields: {
    name: { kind: 'text', max: 20, required: true, format: 'personName', filter: 'like', sort: true },
    phone: { kind: 'text', max: 20, format: 'phone' },
    born: { kind: 'date', filter: 'range', sort: true },
    kind: { kind: 'enum', values: ['cat', 'dog'], required: true, filter: 'eq' },
    weight: { kind: 'int', min: 0, max: 100 },
    vaccinated: { kind: 'flag', required: true, default: false },
    secretNote: { kind: 'text', max: 50, form: false },
  },
});

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('saveSchema', () => {
  const create = saveSchema(pet, true);
  it('names each missing required field', () => {
    expect(issues(create.safeParse({}))).toEqual(['name:validation.required', 'kind:validation.required']);
  });
  it('gives a blank field with a default its default', () => {
    const r = create.safeParse({ name: 'Tom', kind: 'cat', vaccinated: '' });
    expect(r.success && (r.data as Record<string, unknown>).vaccinated).toBe(false);
  });
  it('treats a blank required text as missing, and trims', () => {
    expect(issues(create.safeParse({ name: '   ', kind: 'cat', vaccinated: true }))).toEqual(['name:validation.required']);
    const ok = create.safeParse({ name: ' Tom ', kind: 'cat', vaccinated: true });
    expect(ok.success && (ok.data as Record<string, unknown>).name).toBe('Tom');
  });
  it('checks lengths, formats, enums, ranges and real dates', () => {
    expect(
      issues(
        create.safeParse({
          name: 'Tom@home',
          phone: '12345',
          born: '2026-02-30',
          kind: 'cow',
          weight: 101,
          vaccinated: 'yes',
        }),
      ),
    ).toEqual([
      'name:validation.format.personName',
      'phone:validation.format.phone',
      'born:validation.format.date',
      'kind:validation.invalidOption',
      'weight:validation.range.between',
      'vaccinated:validation.invalid',
    ]);
    expect(issues(create.safeParse({ name: 'Tomasz Kowal', kind: 'dog', vaccinated: false }))).toEqual([]);
    expect(issues(create.safeParse({ name: '王小明', kind: 'dog', vaccinated: false, name2: 'x' }))).toEqual([]);
    expect(issues(create.safeParse({ name: 'a'.repeat(21), kind: 'dog', vaccinated: false }))).toEqual(['name:validation.tooLong']);
  });
  it('turns blank optional fields into null and drops fields the form does not have', () => {
    const r = create.safeParse({ name: 'Tom', kind: 'cat', vaccinated: true, phone: '', secretNote: 'x' });
    expect(r.success && r.data).toEqual({ name: 'Tom', kind: 'cat', vaccinated: true, phone: null, born: null, weight: null });
  });
  it('requires an id to update', () => {
    expect(issues(saveSchema(pet, false).safeParse({ name: 'Tom', kind: 'cat', vaccinated: true }))).toEqual(['id:validation.required', 'updatedAt:validation.versionRequired']);
  });
});

describe('listSchema', () => {
  const list = listSchema(pet);
  it('defaults paging and refuses a page size above the maximum', () => {
    expect(list.parse({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(issues(list.safeParse({ pageSize: 101 }))).toEqual(['pageSize:validation.pageSizeTooLarge']);
    expect(issues(list.safeParse({ pageNumber: 0 }))).toEqual(['pageNumber:validation.outOfRange']);
  });
  it('sorts only by declared fields and directions', () => {
    expect(list.parse({ sort: { field: 'born', order: 'desc' } }).sort).toEqual({ field: 'born', order: 'desc' });
    expect(issues(list.safeParse({ sort: { field: 'secretNote', order: 'asc' } }))).toEqual(['sort.field:validation.unknownSortField']);
    expect(issues(list.safeParse({ sort: { field: 'name; drop table pets', order: 'asc' } }))).toEqual(['sort.field:validation.unknownSortField']);
    expect(issues(list.safeParse({ sort: { field: 'name', order: 'asc nulls first' } }))).toEqual(['sort.order:validation.invalidSortOrder']);
  });
  it('keeps declared filters only; blanks mean no filter', () => {
    const parsed = list.parse({ name: 'To', kind: '', weight: 3, secretNote: 'x', kigId: 'abc', born: ['2026-01-01', null] });
    expect(parsed).toEqual({ pageNumber: 1, pageSize: 10, name: 'To', born: ['2026-01-01', null] });
    expect(issues(list.safeParse({ kind: 'cow' }))).toEqual(['kind:validation.invalidOption']);
  });
});

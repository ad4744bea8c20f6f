import { defineEntity } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { enumOptions, recordLabel } from './labels';

const LABELS: Record<string, string> = {
  'entity.job.values.shift.early': 'Early',
  'appType.operations': 'Operations',
  'appType.admin': 'Administration',
  'entity.job.values.days.1': 'Mon',
  'entity.job.values.days.2': 'Tue',
};
const t = (key: string, fallback: string) => LABELS[key] ?? fallback;

const job = defineEntity({
  name: 'job',
  area: 'test',
  scope: 'platform',
  permission: 'test:job',
  labelField: 'name',
  fields: {
    name: { kind: 'i18nText', max: 20 },
    shift: { kind: 'enum', values: ['early', 'late'] },
    days: { kind: 'enums', values: [1, 2] },
    system: { kind: 'enum', values: [8, 9, 15], labelOf: (v) => `appType.${v === 8 ? 'admin' : 'operations'}` },
  },
});

describe('enumOptions', () => {
  it('labels values by their keys, falling back to the value', () => {
    expect(enumOptions(job, 'shift', t)).toEqual([
      { value: 'early', label: 'Early' },
      { value: 'late', label: 'late' },
    ]);
  });

  it('labels the choices of several values (enums) like those of one', () => {
    expect(enumOptions(job, 'days', t)).toEqual([
      { value: 1, label: 'Mon' },
      { value: 2, label: 'Tue' },
    ]);
  });

  it('tells apart values that share a label', () => {
    expect(enumOptions(job, 'system', t)).toEqual([
      { value: 8, label: 'Administration' },
      { value: 9, label: 'Operations (9)' },
      { value: 15, label: 'Operations (15)' },
    ]);
  });
});

describe('recordLabel', () => {
  it('names a row in the reader’s language, falling back to simplified Chinese', () => {
    expect(recordLabel(job, { name: { 'zh-CN': '早班', en: 'Early shift' } }, 'en')).toBe('Early shift');
    expect(recordLabel(job, { name: { 'zh-CN': '早班', en: '' } }, 'en')).toBe('早班');
  });
});

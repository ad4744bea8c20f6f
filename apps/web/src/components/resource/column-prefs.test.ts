import { defineEntity } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { columnPrefsKey, loadColumnOverrides, type PrefStorage, saveColumnOverrides, toggleColumn, visibleColumns } from './column-prefs';

const pet = defineEntity({
  name: 'pet',
  area: 'test',
  scope: 'organisation',
  permission: 'test:pet',
  labelField: 'name',
  fields: {
    name: { kind: 'text', max: 20 },
    note: { kind: 'textarea', max: 200 },
    born: { kind: 'date' },
    secret: { kind: 'text', max: 20, list: false },
  },
});

function memoryStorage(): PrefStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('column chooser persistence', () => {
  it('shows the declared defaults when nothing is stored', () => {
    expect(visibleColumns(pet, loadColumnOverrides(memoryStorage(), pet))).toEqual(['name', 'born']);
  });

  it('stores only changes from the default, per entity, and reads them back', () => {
    const storage = memoryStorage();
    let overrides = toggleColumn(pet, {}, 'born', false);
    overrides = toggleColumn(pet, overrides, 'note', true);
    saveColumnOverrides(storage, pet, overrides);
    expect(JSON.parse(storage.data.get(columnPrefsKey(pet))!)).toEqual({ born: false, note: true });
    expect(visibleColumns(pet, loadColumnOverrides(storage, pet))).toEqual(['name', 'note']);
  });

  it('forgets an override set back to the default, and clears storage when none is left', () => {
    const storage = memoryStorage();
    const overrides = toggleColumn(pet, toggleColumn(pet, {}, 'born', false), 'born', true);
    expect(overrides).toEqual({});
    saveColumnOverrides(storage, pet, { born: false });
    saveColumnOverrides(storage, pet, overrides);
    expect(storage.data.has(columnPrefsKey(pet))).toBe(false);
  });

  it('ignores broken or stale stored data', () => {
    const storage = memoryStorage();
    storage.setItem(columnPrefsKey(pet), '{not json');
    expect(loadColumnOverrides(storage, pet)).toEqual({});
    storage.setItem(columnPrefsKey(pet), JSON.stringify({ gone: true, name: 'yes', born: false }));
    expect(loadColumnOverrides(storage, pet)).toEqual({ born: false });
    expect(loadColumnOverrides(undefined, pet)).toEqual({});
  });
});

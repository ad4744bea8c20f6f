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
    weight: { kind: 'int', list: 'more' },
    photo: { kind: 'image' },
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
  it('shows the everyday columns when nothing is stored: not the long kinds, not those declared "more"', () => {
    expect(visibleColumns(pet, loadColumnOverrides(memoryStorage(), pet, 'u1'))).toEqual(['name', 'born']);
  });

  it('shows what the screen lists though the declaration does not, unless the person hid it', () => {
    expect(visibleColumns(pet, {}, ['photo'])).toEqual(['name', 'born', 'photo']);
    const hidden = toggleColumn(pet, {}, 'photo', false, ['photo']);
    expect(hidden).toEqual({ photo: false });
    expect(visibleColumns(pet, hidden, ['photo'])).toEqual(['name', 'born']);
    expect(toggleColumn(pet, hidden, 'photo', true, ['photo'])).toEqual({});
  });

  it('stores only changes from the default, per person and entity, and reads them back', () => {
    const storage = memoryStorage();
    let overrides = toggleColumn(pet, {}, 'born', false);
    overrides = toggleColumn(pet, overrides, 'weight', true);
    saveColumnOverrides(storage, pet, 'u1', overrides);
    expect(JSON.parse(storage.data.get(columnPrefsKey(pet, 'u1'))!)).toEqual({ born: false, weight: true });
    expect(visibleColumns(pet, loadColumnOverrides(storage, pet, 'u1'))).toEqual(['name', 'weight']);
    // Another person in the same browser keeps the defaults.
    expect(visibleColumns(pet, loadColumnOverrides(storage, pet, 'u2'))).toEqual(['name', 'born']);
  });

  it('keeps and reads nothing before the person is known', () => {
    const storage = memoryStorage();
    saveColumnOverrides(storage, pet, undefined, { born: false });
    expect(storage.data.size).toBe(0);
    storage.setItem(columnPrefsKey(pet, 'u1'), JSON.stringify({ born: false }));
    expect(loadColumnOverrides(storage, pet, undefined)).toEqual({});
  });

  it('forgets an override set back to the default, and clears storage when none is left', () => {
    const storage = memoryStorage();
    const overrides = toggleColumn(pet, toggleColumn(pet, {}, 'born', false), 'born', true);
    expect(overrides).toEqual({});
    saveColumnOverrides(storage, pet, 'u1', { born: false });
    saveColumnOverrides(storage, pet, 'u1', overrides);
    expect(storage.data.has(columnPrefsKey(pet, 'u1'))).toBe(false);
  });

  it('ignores broken or stale stored data', () => {
    const storage = memoryStorage();
    storage.setItem(columnPrefsKey(pet, 'u1'), '{not json');
    expect(loadColumnOverrides(storage, pet, 'u1')).toEqual({});
    storage.setItem(columnPrefsKey(pet, 'u1'), JSON.stringify({ gone: true, name: 'yes', born: false }));
    expect(loadColumnOverrides(storage, pet, 'u1')).toEqual({ born: false });
    expect(loadColumnOverrides(undefined, pet, 'u1')).toEqual({});
  });
});

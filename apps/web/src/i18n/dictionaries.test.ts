import { LOCALES, sharedDictionaries } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { dictionaryFor, webDictionaries } from './resources';

type Tree = { readonly [key: string]: unknown };

/** Every leaf path of a dictionary, with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const sets = { web: webDictionaries, shared: sharedDictionaries };

describe.each(Object.entries(sets))('%s dictionaries', (_name, dictionaries) => {
  const source = leaves(dictionaries['zh-CN'] as Tree);

  it.each(LOCALES.filter((l) => l !== 'zh-CN'))('%s has exactly the keys of zh-CN', (locale) => {
    const keys = [...leaves(dictionaries[locale] as Tree).keys()].sort();
    expect(keys).toEqual([...source.keys()].sort());
  });

  it.each([...LOCALES])('%s has only non-empty strings', (locale) => {
    const bad = [...leaves(dictionaries[locale] as Tree)].filter(([, v]) => typeof v !== 'string' || !v.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each([...LOCALES])('%s keeps the interpolation placeholders of zh-CN', (locale) => {
    const placeholders = (v: unknown) => (typeof v === 'string' ? (v.match(/\{\{\w+\}\}/g) ?? []).sort() : []);
    const target = leaves(dictionaries[locale] as Tree);
    for (const [key, value] of source) expect(placeholders(target.get(key)), key).toEqual(placeholders(value));
  });
});

describe('merged namespace', () => {
  it('web and shared areas do not collide', () => {
    const shared = Object.keys(sharedDictionaries['zh-CN']);
    expect(Object.keys(webDictionaries['zh-CN']).filter((key) => shared.includes(key))).toEqual([]);
  });

  it.each([...LOCALES])('%s merges every area of both', (locale) => {
    const merged = dictionaryFor(locale);
    const expected = [...Object.keys(sharedDictionaries[locale]), ...Object.keys(webDictionaries[locale])].sort();
    expect(Object.keys(merged).sort()).toEqual(expected);
  });
});

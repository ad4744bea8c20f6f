import { describe, expect, it } from 'vitest';
import { sharedDictionaries } from './index.js';

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

describe('shared dictionaries', () => {
  const source = leaves(sharedDictionaries['zh-CN']);
  it.each(['zh-TW', 'en'] as const)('%s has exactly the keys of zh-CN, none empty', (locale) => {
    const other = leaves(sharedDictionaries[locale]);
    expect([...other.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of other) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });
});

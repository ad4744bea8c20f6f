import type { Locale } from '../languages.js';
import { en } from './en.js';
import type { DictKey, DictShape } from './types.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type SharedDict = DictShape<typeof zhCN>;
export type MessageKey = DictKey<typeof zhCN>;
export const sharedDictionaries: Record<Locale, SharedDict> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };

/** Translates a shared key ('error.forbidden') with {{name}} interpolation; unknown keys come back as given. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  let node: unknown = sharedDictionaries[locale];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(params[name] ?? m)) : node;
}

export type { DictKey, DictShape } from './types.js';
export { en, zhCN, zhTW };

import { LOCALES } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../resources';
import { PACKS } from './load-pack';

describe('language packs', () => {
  it.each([...LOCALES])('%s brings the whole dictionary of its language (shared and web) and antd in it', async (locale) => {
    const pack = await PACKS[locale]();
    expect(pack.dictionary).toEqual(dictionaryFor(locale));
    expect(pack.antd?.locale).toBe({ 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' }[locale]);
  });
});

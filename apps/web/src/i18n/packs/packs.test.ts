import { LOCALES } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../resources';
import { ANTD_PACKS } from '../antd-packs/load-antd-pack';
import { PACKS } from './load-pack';

describe('language packs', () => {
  it.each([...LOCALES])('%s brings the whole dictionary of its language (shared and web)', async (locale) => {
    const pack = await PACKS[locale]();
    expect(pack.dictionary).toEqual(dictionaryFor(locale));
  });

  it.each([...LOCALES])("%s's antd pack brings antd and dayjs in that language", async (locale) => {
    const pack = await ANTD_PACKS[locale]();
    const code = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' }[locale];
    expect(pack.antd?.locale).toBe(code);
    expect(pack.dayjs).toBe(code);
  });
});

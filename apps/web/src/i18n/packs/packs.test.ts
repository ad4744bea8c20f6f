import { LOCALES } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../resources';
import { ANTD_PACKS } from '../antd-packs/load-antd-pack';
import { SHELL_PACKS, SIGN_IN_PACKS } from './load-pack';
import { SIGN_IN_WEB_AREAS } from './sign-in-pack';

/** Every leaf path of a dictionary. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('language packs', () => {
  it.each([...LOCALES])("%s's shell words are the dictionary's, and hold the sign-in words", async (locale) => {
    // The rest of the dictionary is the areas' (areas/areas.test.ts).
    const { dictionary } = await SHELL_PACKS[locale]();
    expect(dictionaryFor(locale)).toMatchObject(dictionary);
    expect(dictionary).toMatchObject((await SIGN_IN_PACKS[locale]()).dictionary);
  });

  it.each([...LOCALES])("%s's sign-in words are its dictionary's, its web areas whole, with exactly zh-CN's keys", async (locale) => {
    const { dictionary } = await SIGN_IN_PACKS[locale]();
    const whole = dictionaryFor(locale);
    expect(whole).toMatchObject(dictionary);
    for (const area of SIGN_IN_WEB_AREAS) expect(dictionary[area]).toEqual(whole[area]);
    const source = (await SIGN_IN_PACKS['zh-CN']()).dictionary;
    expect(keys(dictionary).sort()).toEqual(keys(source).sort());
  });

  it.each([...LOCALES])("%s's antd pack brings antd and dayjs in that language", async (locale) => {
    const pack = await ANTD_PACKS[locale]();
    const code = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' }[locale];
    expect(pack.antd?.locale).toBe(code);
    expect(pack.dayjs).toBe(code);
  });
});

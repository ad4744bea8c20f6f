import { API_LANGS, type ApiLang, type Locale } from '@kg/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale } from './locale';
import { PACKS } from './packs/load-pack';

let active: Locale = storedLocale();

/** Fetches the stored language's pack (its chunk alone), then starts i18next in it (antd's texts: antd-texts.ts). */
export async function initI18n(): Promise<Locale> {
  active = storedLocale();
  const pack = await PACKS[active]();
  await i18n.use(initReactI18next).init({
    lng: active,
    fallbackLng: false,
    resources: { [active]: { translation: pack.dictionary } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = active;
  document.title = i18n.t('common.app.title');
  return active;
}

export function currentLocale(): Locale {
  return active;
}

export function currentApiLang(): ApiLang {
  return API_LANGS[active];
}

/** Translates a key known only at run time (zod messages, server kinds); unknown keys fall back. */
export function translateKey(key: string, fallback: string = key): string {
  return i18n.exists(key) ? (i18n.t as (k: string) => string)(key) : fallback;
}

/** A schema's message key with the values it names (a range's bounds: 'between 3.0 and 5.3'). */
export function translateIssue(key: string, params?: Record<string, string | number>): string {
  return i18n.exists(key) ? (i18n.t as (k: string, p?: Record<string, string | number>) => string)(key, params) : key;
}

export { LANGUAGE_NAMES, switchLocale } from './locale';

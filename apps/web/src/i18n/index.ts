import { API_LANGS, type ApiLang, type Locale } from '@kg/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale } from './locale';
import { dictionaryFor } from './resources';

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

let active: Locale = storedLocale();

/** Starts i18next synchronously (resources are bundled) in the stored language. */
export function initI18n(): Locale {
  active = storedLocale();
  void i18n.use(initReactI18next).init({
    lng: active,
    fallbackLng: false,
    resources: { [active]: { translation: dictionaryFor(active) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  dayjs.locale(DAYJS_LOCALES[active]);
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

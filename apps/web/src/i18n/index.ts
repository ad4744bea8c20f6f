import { API_LANGS, type ApiLang, type Locale } from '@kg/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLocale } from './locale';
import { PACKS, SIGN_IN_PACKS } from './packs/load-pack';

let active: Locale = storedLocale();
let whole: { locale: Locale; done: Promise<void> } | null = null;

/**
 * Fetches the stored language's sign-in words (their chunk alone), then starts i18next in them; the
 * rest comes with the shell (loadDictionary), antd's texts apart (antd-texts.ts).
 */
export async function initI18n(): Promise<Locale> {
  active = storedLocale();
  whole = null;
  const pack = await SIGN_IN_PACKS[active]();
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

/**
 * The active language's whole dictionary, fetched once and added to i18next: awaited by the routes
 * behind sign-in before they render (router/routes.tsx), so no screen shows a key it lacks.
 */
export function loadDictionary(): Promise<void> {
  const locale = active;
  if (whole?.locale !== locale) {
    const done = PACKS[locale]().then((pack) => {
      i18n.addResourceBundle(locale, 'translation', pack.dictionary, true, true);
    });
    whole = { locale, done };
  }
  return whole.done;
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

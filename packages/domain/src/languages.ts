/** Languages of the product: the web's locale and the API's `lang` parameter. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const API_LANGS = { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', en: 'en_US' } as const satisfies Record<Locale, string>;
export type ApiLang = (typeof API_LANGS)[Locale];

export function localeFromApiLang(lang: unknown): Locale {
  for (const [locale, api] of Object.entries(API_LANGS)) if (api === lang) return locale as Locale;
  return DEFAULT_LOCALE;
}

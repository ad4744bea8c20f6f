import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kg/domain';

const STORAGE_KEY = 'lang';

/** Shown in the switch in their own language, so they are not translated. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The spec reloads the page on a switch, so every screen, antd and dayjs start in the new language. */
export function switchLocale(locale: Locale): void {
  if (locale === storedLocale()) return;
  localStorage.setItem(STORAGE_KEY, locale);
  window.location.reload();
}
